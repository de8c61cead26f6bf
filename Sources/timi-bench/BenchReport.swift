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
            "Median wall time and peak RSS of whole processes (\(version), \(ProcessInfo.processInfo.processorCount) cores); "
            + "× floor is the time over `timi --version`'s at the largest size, run after each of the operation's "
            + "runs (the floor row: its own runs at the start of the size); growth is the largest size's time over "
            + "the smallest's.\n\n"
        out +=
            "| operation | target at 1M | " + sizes.map { "\(grouped($0)) bills" }.joined(separator: " | ")
            + " | × floor | growth | met |\n"
        out += "|---|---|" + sizes.map { _ in "---:|" }.joined() + "---:|---:|---|\n"
        var skipped: [String] = []
        for operation in [Operation.floor] + operations {
            guard results[operation.name] != nil else {
                if available[operation.command] == false { skipped.append("`timi \(operation.command)`") }
                continue
            }
            let target = [
                operation.targetFloorRatio.map { "≤ \(format($0))× floor" },
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
            let ratio = floorRatio(operation).map { format($0) + "×" } ?? "–"
            out +=
                "| \(operation.name) | \(target) | " + cells.joined(separator: " | ")
                + " | \(ratio) | \(growth(operation)) | \(operation.name == Operation.floor.name ? "" : verdict(operation)) |\n"
        }
        if let size = sizes.max() {
            let floors = operations.compactMap { results[$0.name]?[size]?.floorMilliseconds }
            if let low = floors.min(), let high = floors.max() {
                out +=
                    "\nThe floor run alongside the operations at \(grouped(size)) bills: \(format(low))–\(format(high)) ms.\n"
            }
        }
        if !skipped.isEmpty {
            out += "\nNot measured: \(Set(skipped).sorted().joined(separator: ", ")) is not in this timi.\n"
        }
        return out
    }

    /// The median time at the largest size over the floor's at that size: the floor run alongside the
    /// operation, else the floor row's.
    private func floorRatio(_ operation: Operation) -> Double? {
        guard let size = sizes.max(), let measurement = results[operation.name]?[size],
            let floor = measurement.floorMilliseconds
                ?? results[Operation.floor.name]?[size]?.medianMilliseconds,
            floor > 0
        else { return nil }
        return measurement.medianMilliseconds / floor
    }

    /// The largest size's median time over the smallest's, for one-month operations (which must not grow).
    private func growth(_ operation: Operation) -> String {
        guard operation.oneMonth, sizes.count > 1, let small = sizes.min(), let large = sizes.max(),
            let first = results[operation.name]?[small]?.medianMilliseconds,
            let last = results[operation.name]?[large]?.medianMilliseconds, first > 0
        else { return "–" }
        return format(last / first) + "×"
    }

    /// ✓ or ✗ against the target at the largest size measured.
    private func verdict(_ operation: Operation) -> String {
        guard let size = sizes.max(), let measurement = results[operation.name]?[size] else {
            return "not measured"
        }
        let time = operation.targetMilliseconds.map { measurement.medianMilliseconds <= $0 } ?? true
        let ratio = operation.targetFloorRatio.map { target in
            floorRatio(operation).map { $0 <= target } ?? false
        }
        let memory =
            operation.targetMiB.map { target in measurement.peakMiB.map { $0 <= target } ?? false } ?? true
        return (time && (ratio ?? true) && memory && !measurement.failed ? "✓" : "✗")
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
