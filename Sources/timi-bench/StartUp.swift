import Foundation

/// `timi --version` beside a statically linked Swift hello world (`timi-hello`, built beside
/// timi-bench with the same flags), runs alternating so that both meet the same machine; and the size
/// of the binary as installed (stripped, as docs/install.sh does). Targets (issue 36): the start within
/// 1.25× the hello world's, the binary ≤ 16 MB.
struct StartUp {
    static let targetRatio = 1.25
    static let targetBytes = 16_000_000

    var timi: String
    var hello: String
    var work: String
    var runs: Int

    func markdown() throws -> String {
        guard FileManager.default.isExecutableFile(atPath: hello) else {
            throw BenchError(
                "no hello world at \(hello); build it first: swift build -c release --static-swift-stdlib")
        }
        var timiSamples: [Double] = []
        var helloSamples: [Double] = []
        for _ in 0..<runs {
            helloSamples.append(try sample([hello]))
            timiSamples.append(try sample([timi, "--version"]))
        }
        let (timiMin, helloMin) = (timiSamples.min() ?? 0, helloSamples.min() ?? 0)
        let (timiMedian, helloMedian) = (median(timiSamples), median(helloSamples))
        let ratio = helloMin > 0 ? timiMin / helloMin : 0
        var out = "Start-up, \(runs) runs each, alternating (target: `timi --version` ≤ \(Self.targetRatio)×"
        out += " the hello world's minimum).\n\n"
        out += "| program | min | median |\n|---|---:|---:|\n"
        out += "| Swift hello world (static) | \(format(helloMin)) ms | \(format(helloMedian)) ms |\n"
        out += "| `timi --version` | \(format(timiMin)) ms | \(format(timiMedian)) ms |\n\n"
        out +=
            "Ratio of the minima: \(format(ratio))× (median \(format(helloMedian > 0 ? timiMedian / helloMedian : 0))×)"
        out += " — \(ratio <= Self.targetRatio ? "met" : "**not met**").\n\n"
        if let size = try strippedSize() {
            out += "Installed (stripped) timi: \(format(Double(size) / 1_000_000)) MB (target ≤ 16 MB) — "
            out += "\(size <= Self.targetBytes ? "met" : "**not met**").\n"
        } else {
            out += "Installed timi: no `strip` to measure it.\n"
        }
        return out
    }

    private func sample(_ arguments: [String]) throws -> Double {
        let sample = ProcessTimer.run(arguments)
        guard sample.status == 0 else { throw BenchError("\(arguments[0]) exited \(sample.status)") }
        return sample.milliseconds
    }

    /// The size of a stripped copy of timi, as docs/install.sh installs it; `nil` without `strip`.
    private func strippedSize() throws -> Int? {
        guard let strip = ["/usr/bin/strip", "/bin/strip"].first(where: FileManager.default.isExecutableFile)
        else { return nil }
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        let copy = work + "/timi-stripped"
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: timi, toPath: copy)
        defer { try? FileManager.default.removeItem(atPath: copy) }
        guard try ProcessTimer.output([strip, copy]).0 == 0 else { throw BenchError("strip failed") }
        return (try FileManager.default.attributesOfItem(atPath: copy)[.size] as? NSNumber)?.intValue
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
