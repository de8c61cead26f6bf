import Foundation

/// What one change costs the disk and the processor: the bytes a `timi` process writes to files, the
/// flushes it does (`fsync`, `fdatasync`, and `syncfs`, which timi no longer makes), both counted under `strace`, and its CPU time
/// (user + system) next to that of `timi --version` in the same run (`--writes`).
struct WriteCost {
    var bytes: Int
    var fsyncs: Int

    /// Runs `arguments` once under `strace` and counts; `nil` without `strace` or when the run fails.
    static func measure(_ arguments: [String]) -> WriteCost? {
        guard
            let strace = ["/usr/bin/strace", "/bin/strace"].first(where: FileManager.default.isExecutableFile)
        else { return nil }
        let trace = NSTemporaryDirectory() + "timi-bench-strace-\(getpid())"
        defer { unlink(trace) }
        let sample = ProcessTimer.run(
            [
                strace, "-f", "-qq", "-e", "trace=write,pwrite64,fsync,fdatasync,syncfs", "-e", "signal=none",
                "-o", trace,
            ]
                + arguments)
        guard sample.status == 0, let text = try? String(contentsOfFile: trace, encoding: .utf8) else {
            return nil
        }
        var cost = WriteCost(bytes: 0, fsyncs: 0)
        for line in text.split(separator: "\n") {
            guard let call = line.split(separator: " ", maxSplits: 1).last?.drop(while: { $0 == " " }) else {
                continue
            }
            if call.hasPrefix("fsync(") || call.hasPrefix("fdatasync(") || call.hasPrefix("syncfs(") {
                cost.fsyncs += 1
            } else if (call.hasPrefix("write(") || call.hasPrefix("pwrite64(")) && !call.hasPrefix("write(1,")
                && !call.hasPrefix("write(2,"),
                let result = call.split(separator: " ").last.flatMap({ Int($0) })
            {
                cost.bytes += max(result, 0)
            }
        }
        return cost
    }

    /// The `--writes` table: for each operation that changes one bill, at each size, the median CPU
    /// time over `runs` (and its ratio to `timi --version`'s), the bytes written and the fsyncs.
    static func markdown(sizes: [Int], runs: Int, timi: String, contexts: [Int: BenchContext]) throws
        -> String
    {
        var out =
            "One-bill changes: CPU time (user + system, median), its ratio to `timi --version`, bytes written "
        out += "to files and fsyncs (targets at 1M: ≤ 4.5×, ≤ 64 KiB, ≤ 8 fsyncs).\n\n"
        out += "| operation | " + sizes.map { "\(grouped($0)) bills" }.joined(separator: " | ") + " |\n"
        out += "|---|" + sizes.map { _ in "---:|" }.joined() + "\n"
        var floors: [Int: Double] = [:]
        for size in sizes {
            floors[size] = median(
                (0..<runs).map { _ in ProcessTimer.run([timi, "--version"]).cpuMilliseconds })
        }
        out +=
            "| floor (`timi --version`) | "
            + sizes.map { "\(format(floors[$0] ?? 0)) ms" }.joined(separator: " | ")
        out += " |\n"
        for operation in Operation.all where operation.changesOneBill {
            var cells: [String] = []
            for size in sizes {
                guard let context = contexts[size] else { continue }
                var cpu: [Double] = []
                for _ in 0..<runs {
                    let arguments = try operation.prepare(context)
                    cpu.append(
                        ProcessTimer.run([timi] + arguments + ["--ledger", context.ledger]).cpuMilliseconds)
                }
                let arguments = try operation.prepare(context)
                let cost = measure([timi] + arguments + ["--ledger", context.ledger])
                let ratio = median(cpu) / max(floors[size] ?? 1, 0.001)
                cells.append(
                    "\(format(median(cpu))) ms (\(String(format: "%.1f", ratio))×) · "
                        + (cost.map { "\(format(Double($0.bytes) / 1024)) KiB · \($0.fsyncs) fsyncs" }
                            ?? "no strace"))
            }
            out += "| \(operation.name) | " + cells.joined(separator: " | ") + " |\n"
        }
        out += "| the largest of \(runOfAdds) adds in a row into one month | "
        out += sizes.compactMap { contexts[$0] }.map { largestOfAdds(timi: timi, ledger: $0.ledger) }
            .joined(separator: " | ")
        return out + " |\n"
    }

    /// How many adds in a row into one month ``largestOfAdds(timi:ledger:)`` makes: enough for its
    /// change log to fill up (~50 bills) and be sealed more than once.
    static let runOfAdds = 150

    /// The most that one of ``runOfAdds`` adds in a row into one month writes (the one that seals its
    /// change log, or would write the month file), as a cell of the table.
    private static func largestOfAdds(timi: String, ledger: String) -> String {
        var largest: WriteCost?
        for index in 0..<runOfAdds {
            let arguments = ["add", "1.25", "meals", "--note", "run \(index)", "--date", "2026-10-16"]
            guard let cost = measure([timi] + arguments + ["--ledger", ledger]) else { return "no strace" }
            if cost.bytes > largest?.bytes ?? -1 { largest = cost }
        }
        return largest.map { "\(format(Double($0.bytes) / 1024)) KiB · \($0.fsyncs) fsyncs" } ?? "–"
    }

    private static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
