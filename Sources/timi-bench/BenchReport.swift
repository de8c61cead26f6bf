import Foundation

/// The results as a Markdown table: operations down, sizes across.
struct BenchReport {
    var sizes: [Int]
    var operations: [Operation]
    var results: [String: [Int: Measurement]]
    var available: [String: Bool]

    func markdown(timi: String) -> String {
        let version =
            (try? ProcessTimer.output([timi, "--version"]).1.trimmingCharacters(in: .whitespacesAndNewlines))
            ?? "timi"
        var out =
            "Median wall time and peak RSS of whole processes (\(version), \(ProcessInfo.processInfo.processorCount) cores).\n\n"
        out +=
            "| operation | target at 1M | " + sizes.map { "\(grouped($0)) bills" }.joined(separator: " | ")
            + " | met |\n"
        out += "|---|---|" + sizes.map { _ in "---:|" }.joined() + "---|\n"
        for operation in operations
        where results[operation.name] != nil || available[operation.command] == false {
            let target = [
                operation.targetMilliseconds.map { "≤ \(format($0)) ms" },
                operation.targetMiB.map { "≤ \(Int($0)) MiB" },
            ]
            .compactMap { $0 }.joined(separator: ", ")
            let cells = sizes.map { size -> String in
                guard let measurement = results[operation.name]?[size] else { return "n/a" }
                return
                    "\(format(measurement.medianMilliseconds)) ms · \(measurement.peakMiB.map { format($0) + " MiB" } ?? "? MiB")"
                    + (measurement.failed ? " (failed)" : "")
            }
            out +=
                "| \(operation.name) | \(target) | " + cells.joined(separator: " | ")
                + " | \(verdict(operation)) |\n"
        }
        return out
    }

    /// ✓ or ✗ against the target at the largest size measured.
    private func verdict(_ operation: Operation) -> String {
        guard let size = sizes.max(), let measurement = results[operation.name]?[size] else {
            return "not measured"
        }
        let time = operation.targetMilliseconds.map { measurement.medianMilliseconds <= $0 } ?? true
        let memory =
            operation.targetMiB.map { target in measurement.peakMiB.map { $0 <= target } ?? false } ?? true
        return (time && memory && !measurement.failed ? "✓" : "✗")
            + (size < 1_000_000 ? " (at \(grouped(size)))" : "")
    }
}

func format(_ value: Double) -> String {
    value >= 100 ? String(Int(value.rounded())) : String(format: "%.1f", value)
}

func grouped(_ value: Int) -> String {
    let digits = String(value)
    var out = ""
    for (index, character) in digits.enumerated() {
        if index > 0 && (digits.count - index) % 3 == 0 { out += "," }
        out.append(character)
    }
    return out
}
