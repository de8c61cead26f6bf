/// The median and the worst peak memory of repeated samples.
struct Measurement {
    var samples: [ProcessSample]

    var medianMilliseconds: Double {
        let sorted = samples.map(\.milliseconds).sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// The run under GNU time, for memory.
    var peakKiB: Int?

    var peakMiB: Double? { peakKiB.map { Double($0) / 1024 } }

    var failed: Bool { samples.contains { $0.status != 0 } }
}
