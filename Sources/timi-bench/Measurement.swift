/// The median and the worst peak memory of repeated samples.
struct Measurement {
    var samples: [ProcessSample]
    /// `timi --version` run after each sample: the floor of the same minutes, which a machine whose
    /// speed drifts by a third over a run needs (a floor measured once per size gave ratios that
    /// moved with the drift, not with timi).
    var floorSamples: [ProcessSample] = []

    var medianMilliseconds: Double { Measurement.median(samples) }

    /// The median of ``floorSamples``; `nil` when there are none.
    var floorMilliseconds: Double? { floorSamples.isEmpty ? nil : Measurement.median(floorSamples) }

    private static func median(_ samples: [ProcessSample]) -> Double {
        let sorted = samples.map(\.milliseconds).sorted()
        guard !sorted.isEmpty else { return 0 }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// The run under GNU time, for memory.
    var peakKiB: Int?

    var peakMiB: Double? { peakKiB.map { Double($0) / 1024 } }

    var failed: Bool { (samples + floorSamples).contains { $0.status != 0 } }
}
