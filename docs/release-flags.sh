# The release build's flags, for docs/install.sh and for CI's benchmark build (which reuses the install's
# build folder). Sourced: sets `release_flags`.
#
# A build folder of its own: SwiftPM holds a build folder's lock for a whole build, so an install beside
# `swift test` in the same clone would wait for it (CI builds both at once). Inside .build: LedgerCore's
# target path is the package's root, and a build folder there beside .build (.build-install) fails every
# build after the first with "unknown build description".
release_flags="--scratch-path .build/install -c release --static-swift-stdlib"
# Generic metadata through direct accessors in every module, LedgerCore too (Package.swift may set the
# flag on the executables only): 15–30 % fewer instructions for a one-month read (docs/PERFORMANCE.md).
release_flags="$release_flags -Xswiftc -Xfrontend -Xswiftc -disable-concrete-type-metadata-mangled-name-accessors"
# And the executable at a fixed address (not PIE): no relocations to apply at start-up (32,000 in a PIE
# timi, each dirtying its page), 0.3 of `timi --version`'s 1.8 ms; only with the runtime linked in, since
# a debug build's dynamic libswiftCore makes a fixed-address program warn on stderr.
release_flags="$release_flags -Xswiftc -Xclang-linker -Xswiftc -no-pie"
