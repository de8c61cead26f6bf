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
    /// Runs of each peer command.
    var peerRuns: Int
    /// `--only`: the text the names of the rows to time contain; `nil` for every row.
    var only: String?

    func run(sizes: [Int]) throws {
        guard FileManager.default.isExecutableFile(atPath: timi) else {
            throw BenchError("no timi at \(timi); build it first: swift build -c release")
        }
        let data = work + "/data"
        defer { try? FileManager.default.removeItem(atPath: setAsideFolder) }
        var results: [String: [Int: Measurement]] = [:]
        var available: [String: Bool] = [:]
        for size in sizes {
            let context = try prepareLedger(size: size)
            log("\(size): \(Operation.floor.name)")
            results[Operation.floor.name, default: [:]][size] = try measure(Operation.floor, context: context)
            for operation in Operation.all
            where !(quick && operation.name.hasPrefix("import")) && (only.map { operation.name.contains($0) } ?? true) {
                let known = try available[operation.command] ?? isAvailable(operation.command)
                available[operation.command] = known
                guard known else { continue }
                log("\(size): \(operation.name)")
                results[operation.name, default: [:]][size] = try measure(operation, context: context)
            }
        }
        print(
            BenchReport(sizes: sizes, operations: Operation.all, results: results, available: available)
                .markdown(timi: timi))
        let rates = ImportRate(sizes: sizes, operations: Operation.all, results: results).markdown
        if !rates.isEmpty { print(rates) }
        fflush(stdout)
        let peerSizes = sizes.filter { $0 <= peerLimit }
        if !quick && !peerSizes.isEmpty {
            print(
                try Peers(sizes: peerSizes, data: data, generator: generator, runs: peerRuns)
                    .markdown(timi: timi, work: work))
        }
        let failures = results.flatMap { name, bySize in
            bySize.filter { $0.value.failed }.map { "\(name) at \($0.key)" }
        }
        if !failures.isEmpty {
            throw BenchError("some runs of timi failed: \(failures.sorted().joined(separator: ", "))")
        }
    }

    /// `--writes`: the one-bill changes' CPU time, bytes written and fsyncs (see ``WriteCost``).
    func runWrites(sizes: [Int]) throws {
        var contexts: [Int: BenchContext] = [:]
        for size in sizes { contexts[size] = try prepareLedger(size: size) }
        print(try WriteCost.markdown(sizes: sizes, runs: runs, timi: timi, contexts: contexts))
    }

    /// `--concurrent`: `timi add` idle and under a concurrent writer, beside SQLite (``ConcurrentWrite``).
    func runConcurrent(size: Int) throws {
        let context = try prepareLedger(size: size)
        print(try ConcurrentWrite(timi: timi, ledger: context.ledger, work: work).markdown())
    }

    /// The ledger of `size` bills in the work folder, built from the generator's bills if missing.
    private func prepareLedger(size: Int) throws -> BenchContext {
        let data = work + "/data"
        let jsonl = try BenchData.jsonl(count: size, in: data, generator: generator)
        let ledger = work + "/ledger-\(size)"
        if !FileManager.default.fileExists(atPath: ledger + "/ledger.json") {
            log("building a ledger of \(size) bills in \(ledger)")
            try BenchLedger.build(from: jsonl, at: ledger, timi: timi)
        }
        return BenchContext(
            timi: timi, ledger: ledger, dataDirectory: data, generator: generator, size: size)
    }

    private func measure(_ operation: Operation, context: BenchContext) throws -> Measurement {
        var samples: [ProcessSample] = []
        var floorSamples: [ProcessSample] = []
        // The empty ledgers the runs filled, set aside and removed when the whole table is: a journal-less
        // ext4 makes each file created skip the inodes freed in the last minutes (docs/PERFORMANCE.md).
        var filled: [String] = []
        defer { for ledger in filled { setAside(ledger) } }
        for run in 0..<(quick ? runs : operation.runs ?? runs) {
            var context = context
            if operation.wantsEmptyLedger {
                context.ledger = work + "/empty-\(run)"
                setAside(context.ledger)
                filled.append(context.ledger)
            }
            let arguments =
                try operation.prepare(context) + (operation.usesLedger ? ["--ledger", context.ledger] : [])
            var sample = ProcessTimer.run([timi] + arguments)
            for next in try operation.then(context) {
                let more = ProcessTimer.run([timi] + next + ["--ledger", context.ledger])
                sample.milliseconds += more.milliseconds
                sample.cpuMilliseconds += more.cpuMilliseconds
                sample.status = max(sample.status, more.status)
            }
            samples.append(sample)
            try undo(operation.undoes, in: context)
            if operation.targetFloorRatio != nil {
                floorSamples.append(ProcessTimer.run([timi] + (try Operation.floor.prepare(context))))
            }
        }
        // One more run, under GNU time, for the peak RSS.
        var context = context
        if operation.wantsEmptyLedger {
            context.ledger = work + "/empty-rss"
            setAside(context.ledger)
            filled.append(context.ledger)
        }
        let arguments =
            try operation.prepare(context) + (operation.usesLedger ? ["--ledger", context.ledger] : [])
        var peak = ProcessTimer.peakKiB([timi] + arguments)
        for next in try operation.then(context) {
            peak = max(peak ?? 0, ProcessTimer.peakKiB([timi] + next + ["--ledger", context.ledger]) ?? 0)
        }
        try undo(operation.undoes, in: context)
        return Measurement(samples: samples, floorSamples: floorSamples, peakKiB: peak)
    }

    /// Where the filled ledgers wait, removed when ``run(sizes:)`` ends (or, after a crash, when the
    /// next run ends: removing them at the start would charge the first rows' file creations).
    private var setAsideFolder: String { work + "/set-aside" }

    /// Moves `ledger`, if there is one, out of the way into ``setAsideFolder``.
    private func setAside(_ ledger: String) {
        guard FileManager.default.fileExists(atPath: ledger) else { return }
        try? FileManager.default.createDirectory(atPath: setAsideFolder, withIntermediateDirectories: true)
        try? FileManager.default.moveItem(atPath: ledger, toPath: setAsideFolder + "/" + UUID().uuidString)
    }

    /// Runs `timi undo` `count` times on the context's ledger (untimed): an import's run given back.
    private func undo(_ count: Int, in context: BenchContext) throws {
        for _ in 0..<count {
            let (status, _) = try ProcessTimer.output([timi, "undo", "--ledger", context.ledger])
            guard status == 0 else { throw BenchError("timi undo exited \(status)") }
        }
    }

    private func isAvailable(_ command: String) throws -> Bool {
        try ProcessTimer.output([timi, "help", command]).0 == 0
    }

    private func log(_ text: String) {
        FileHandle.standardError.write(Data("timi-bench: \(text)\n".utf8))
    }
}
