#!/bin/sh
# Builds timi for release, with the Swift runtime linked in (it uses no Foundation), and installs under PREFIX
# (default: ~/.local) the binary, its man page and its completion scripts for bash, zsh and fish.
# Run it from anywhere in the repository: sh docs/install.sh (or PREFIX=/opt/timi sh docs/install.sh).
set -eu
cd "$(dirname "$0")/.."
prefix=${PREFIX:-$HOME/.local}
. docs/release-flags.sh
# shellcheck disable=SC2086
swift build $release_flags --product timi
# shellcheck disable=SC2086
built="$(swift build $release_flags --show-bin-path)/timi"
share="$prefix/share"
mkdir -p "$prefix/bin" "$share/man/man1" "$share/bash-completion/completions" "$share/zsh/site-functions" \
    "$share/fish/vendor_completions.d"
install -m 755 "$built" "$prefix/bin/timi"
timi="$prefix/bin/timi"
# Debug symbols are two thirds of a release binary (29 MB → 12 MB); a stack trace does not need them.
if command -v strip >/dev/null 2>&1; then strip "$timi"; else echo "No strip: $timi keeps its debug symbols."; fi
"$timi" __man >"$share/man/man1/timi.1"
# man reads man/zh/man1 first in a Chinese locale (zh_CN.UTF-8, zh_TW…), as timi speaks Chinese there.
mkdir -p "$share/man/zh/man1"
"$timi" __man zh >"$share/man/zh/man1/timi.1"
"$timi" completions bash >"$share/bash-completion/completions/timi"
"$timi" completions zsh >"$share/zsh/site-functions/_timi"
"$timi" completions fish >"$share/fish/vendor_completions.d/timi.fish"
echo "Installed $timi ($("$timi" --version), $(($(wc -c <"$timi") / 1000000)) MB), its man page and completions under $share."
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Add $prefix/bin to your PATH (man timi finds the page through it)." ;; esac
