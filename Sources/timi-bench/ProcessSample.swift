/// Wall time, CPU time and peak resident memory of one whole process.
struct ProcessSample {
    var milliseconds: Double
    /// `nil` when it could not be measured (no GNU time).
    var peakKiB: Int?
    var status: Int32
    /// User and system CPU time (from `wait4`), which the load of a shared machine changes less than
    /// wall time.
    var cpuMilliseconds: Double = 0
}
