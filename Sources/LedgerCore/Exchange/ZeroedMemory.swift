#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Zeroed memory for a large table read at random places, mapped on its own and, where the system
/// has them, in huge pages (`MADV_HUGEPAGE`): one TLB entry covers 2 MiB of it instead of 4 KiB.
/// The pages are zero as the system gives them, so the table needs no writing before use.
final class ZeroedMemory {
    let base: UnsafeMutableRawPointer
    private let size: Int
    /// Whether `base` was mapped (else allocated on the heap).
    private let mapped: Bool

    /// At least `bytes` bytes, all zero.
    init(bytes: Int) {
        size = max(bytes, 1)
        if let map = mmap(nil, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            map != MAP_FAILED
        {
            #if os(Linux)
                _ = madvise(map, size, MADV_HUGEPAGE)  // a hint: without it the pages are small
            #endif
            (base, mapped) = (map, true)
        } else {
            // As any allocation of the process would, when memory cannot be had at all.
            base = UnsafeMutableRawPointer.allocate(byteCount: size, alignment: 16)
            base.initializeMemory(as: UInt8.self, repeating: 0, count: size)
            mapped = false
        }
    }

    deinit {
        if mapped { munmap(base, size) } else { base.deallocate() }
    }
}
