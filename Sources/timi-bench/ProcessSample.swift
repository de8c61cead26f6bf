/// Wall time and peak resident memory of one whole process.
struct ProcessSample {
    var milliseconds: Double
    /// `nil` when it could not be measured (no GNU time).
    var peakKiB: Int?
    var status: Int32
}
