import Foundation

/// `ledger` and `hledger` on the same bills (the generator's journal), when they are installed.
struct Peers {
    var sizes: [Int]
    var data: String
    var generator: String
    var runs: Int

    func markdown(timi: String, work: String) throws -> String {
        let tools = ["ledger", "hledger"].compactMap { name in
            ["/usr/bin/", "/usr/local/bin/"].map { $0 + name }.first {
                FileManager.default.isExecutableFile(atPath: $0)
            }
        }
        guard !tools.isEmpty else {
            return "\nPeers: neither ledger nor hledger is installed (apt-get install ledger hledger).\n"
        }
        var out =
            "\nPeers on the same bills, month \(Operation.month) (median of \(runs) runs; ratio = peer / timi: `bal` "
            + "against `timi pie`, the month's totals; `reg` against `timi list`, the month's bills):\n\n"
        out +=
            "| bills | timi pie | timi list | "
            + tools.flatMap { tool in
                let name = URL(fileURLWithPath: tool).lastPathComponent
                return ["\(name) bal -p", "\(name) reg -p"]
            }.joined(separator: " | ") + " |\n"
        out += "|---:|---:|---:|" + tools.flatMap { _ in ["---:", "---:"] }.map { $0 + "|" }.joined() + "\n"
        for size in sizes {
            _ = try BenchData.jsonl(count: size, in: data, generator: generator)
            let journal = data + "/bills-\(size).journal"
            let timed = ["pie", "list"].map { command in
                Measurement(
                    samples: (0..<runs).map { _ in
                        ProcessTimer.run([
                            timi, command, Operation.month, "--ledger", work + "/ledger-\(size)",
                        ])
                    }, peakKiB: nil)
            }
            var cells = ["\(grouped(size))"] + timed.map { "\(format($0.medianMilliseconds)) ms" }
            for tool in tools {
                for (report, ours) in zip(["bal", "reg"], timed) {
                    let peer = Measurement(
                        samples: (0..<runs).map { _ in
                            ProcessTimer.run([tool, "-f", journal, report, "-p", Operation.month])
                        }, peakKiB: nil)
                    let ratio =
                        ours.medianMilliseconds > 0 ? peer.medianMilliseconds / ours.medianMilliseconds : 0
                    cells.append(
                        "\(format(peer.medianMilliseconds)) ms (\(format(ratio))×)"
                            + (peer.failed ? " failed" : ""))
                }
            }
            out += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return out
    }
}
