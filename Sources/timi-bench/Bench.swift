import Foundation

/// Prepares the ledgers, times every operation at every size, and prints the tables.
struct Bench {
    var timi: String
    var work: String
    var generator: String
    var runs: Int
    var quick: Bool
    /// The largest size at which ledger and hledger are timed (hledger needs ~6 GB and ~40 s at 1M).
    var peerLimit: Int

    func run(sizes: [Int]) throws {
        guard FileManager.default.isExecutableFile(atPath: timi) else {
            throw BenchError("no timi at \(timi); build it first: swift build -c release")
        }
        let data = work + "/data"
        var results: [String: [Int: Measurement]] = [:]
        var available: [String: Bool] = [:]
        for size in sizes {
            let jsonl = try BenchData.jsonl(count: size, in: data, generator: generator)
            let ledger = work + "/ledger-\(size)"
            if !FileManager.default.fileExists(atPath: ledger + "/ledger.json") {
                log("building a ledger of \(size) bills in \(ledger)")
                try BenchLedger.build(from: jsonl, at: ledger, timi: timi)
            }
            let context = BenchContext(timi: timi, ledger: ledger, dataDirectory: data, generator: generator)
            for operation in Operation.all where !(quick && operation.name.hasPrefix("import")) {
                let known = try available[operation.command] ?? isAvailable(operation.command)
                available[operation.command] = known
                guard known else { continue }
                log("\(size): \(operation.name)")
                results[operation.name, default: [:]][size] = try measure(operation, context: context)
            }
        }
        print(Report(sizes: sizes, operations: Operation.all, results: results, available: available).markdown(timi: timi))
        fflush(stdout)
        let peerSizes = sizes.filter { $0 <= peerLimit }
        if !quick && !peerSizes.isEmpty {
            print(try Peers(sizes: peerSizes, data: data, generator: generator, runs: min(runs, 5)).markdown(timi: timi, work: work))
        }
        let failures = results.flatMap { name, bySize in bySize.filter { $0.value.failed }.map { "\(name) at \($0.key)" } }
        if !failures.isEmpty { throw BenchError("some runs of timi failed: \(failures.sorted().joined(separator: ", "))") }
    }

    private func measure(_ operation: Operation, context: BenchContext) throws -> Measurement {
        var samples: [ProcessSample] = []
        for run in 0..<(quick ? runs : operation.runs ?? runs) {
            var context = context
            if operation.wantsEmptyLedger {
                context.ledger = work + "/empty-\(run)"
                try? FileManager.default.removeItem(atPath: context.ledger)
            }
            let arguments = try operation.prepare(context)
            samples.append(ProcessTimer.run([timi] + arguments + ["--ledger", context.ledger]))
            if operation.wantsEmptyLedger { try? FileManager.default.removeItem(atPath: context.ledger) }
        }
        // One more run, under GNU time, for the peak RSS.
        var context = context
        if operation.wantsEmptyLedger { context.ledger = work + "/empty-rss" }
        let arguments = try operation.prepare(context)
        let peak = ProcessTimer.peakKiB([timi] + arguments + ["--ledger", context.ledger])
        if operation.wantsEmptyLedger { try? FileManager.default.removeItem(atPath: context.ledger) }
        return Measurement(samples: samples, peakKiB: peak)
    }

    private func isAvailable(_ command: String) throws -> Bool {
        try ProcessTimer.output([timi, "help", command]).0 == 0
    }

    private func log(_ text: String) {
        FileHandle.standardError.write(Data("timi-bench: \(text)\n".utf8))
    }
}

/// The results as a Markdown table: operations down, sizes across.
struct Report {
    var sizes: [Int]
    var operations: [Operation]
    var results: [String: [Int: Measurement]]
    var available: [String: Bool]

    func markdown(timi: String) -> String {
        let version = (try? ProcessTimer.output([timi, "--version"]).1.trimmingCharacters(in: .whitespacesAndNewlines)) ?? "timi"
        var out = "Median wall time and peak RSS of whole processes (\(version), \(ProcessInfo.processInfo.processorCount) cores).\n\n"
        out += "| operation | target at 1M | " + sizes.map { "\(grouped($0)) bills" }.joined(separator: " | ") + " | met |\n"
        out += "|---|---|" + sizes.map { _ in "---:|" }.joined() + "---|\n"
        for operation in operations where results[operation.name] != nil || available[operation.command] == false {
            let target = [operation.targetMilliseconds.map { "≤ \(format($0)) ms" }, operation.targetMiB.map { "≤ \(Int($0)) MiB" }]
                .compactMap { $0 }.joined(separator: ", ")
            let cells = sizes.map { size -> String in
                guard let measurement = results[operation.name]?[size] else { return "n/a" }
                return "\(format(measurement.medianMilliseconds)) ms · \(measurement.peakMiB.map { format($0) + " MiB" } ?? "? MiB")"
                    + (measurement.failed ? " (failed)" : "")
            }
            out += "| \(operation.name) | \(target) | " + cells.joined(separator: " | ") + " | \(verdict(operation)) |\n"
        }
        return out
    }

    /// ✓ or ✗ against the target at the largest size measured.
    private func verdict(_ operation: Operation) -> String {
        guard let size = sizes.max(), let measurement = results[operation.name]?[size] else { return "not measured" }
        let time = operation.targetMilliseconds.map { measurement.medianMilliseconds <= $0 } ?? true
        let memory = operation.targetMiB.map { target in measurement.peakMiB.map { $0 <= target } ?? false } ?? true
        return (time && memory && !measurement.failed ? "✓" : "✗") + (size < 1_000_000 ? " (at \(grouped(size)))" : "")
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
