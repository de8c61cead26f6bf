#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many threads timi's work on several cores uses: export's months read side by side, an import's
/// rows read ahead, a large month file encoded in parts.
enum Cores {
    /// One per core, up to four (more barely gain and cost memory).
    static let available = max(1, min(4, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
}
