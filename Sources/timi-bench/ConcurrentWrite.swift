import Foundation

/// `timi add` while another program writes a large file to the same disk (a download, a build, a VM
/// image being saved), beside a SQLite commit (WAL, `synchronous=FULL`, python3's sqlite3) made right
/// after each add, idle and under the writer (`--concurrent`, and in `--full`). Targets: under the
/// writer, timi's median ≤ 4 × SQLite's + 10 ms, and no add over 1 s.
struct ConcurrentWrite {
    /// The writer's file is this large (written again and again): the most disk it takes.
    static let writerMiB = 1024
    /// The writer stops by itself after this long, should timi-bench not stop it.
    static let writerSeconds = 300
    /// Adds (and SQLite commits) in each setting; the median is reported.
    static let runs = 7

    var timi: String
    var ledger: String
    var work: String

    /// One commit of SQLite timed inside python3 (its start-up left out), in milliseconds.
    private static let sqliteCommit = """
        import sqlite3, sys, time
        db = sqlite3.connect(sys.argv[1], isolation_level=None)
        db.execute("PRAGMA journal_mode=WAL"); db.execute("PRAGMA synchronous=FULL")
        db.execute("CREATE TABLE IF NOT EXISTS bills(id INTEGER PRIMARY KEY, amount TEXT, note TEXT)")
        start = time.perf_counter()
        db.execute("BEGIN"); db.execute("INSERT INTO bills(amount, note) VALUES ('12.50', 'lunch')")
        db.execute("COMMIT")
        print((time.perf_counter() - start) * 1000)
        """

    /// The table: idle and under the writer, timi's median and largest add, SQLite's median commit.
    func markdown() throws -> String {
        let python = ["/usr/bin/python3", "/usr/local/bin/python3", "/bin/python3"].first(
            where: FileManager.default.isExecutableFile)
        var out = "`timi add` beside a SQLite commit (WAL, synchronous=FULL), median of \(Self.runs)"
        out += " (targets under a writer of \(Self.writerMiB) MiB files: ≤ 4 × SQLite + 10 ms, none over 1 s).\n\n"
        out += "| setting | timi add (median · largest) | SQLite commit (median) | target | met |\n"
        out += "|---|---:|---:|---:|---|\n"
        for underWriter in [false, true] {
            let writer = underWriter ? try startWriter() : nil
            defer { if let writer { stop(writer) } }
            if writer != nil { Thread.sleep(forTimeInterval: 2) }  // the writer's dirty pages pile up
            var adds: [Double] = []
            var commits: [Double] = []
            for run in 0..<Self.runs {
                let add = ProcessTimer.run(
                    [timi, "add", "12.50", "meals", "--note", "concurrent \(run)", "--ledger", ledger])
                guard add.status == 0 else { throw BenchError("timi add exited \(add.status)") }
                adds.append(add.milliseconds)
                if let python {
                    let (status, text) = try ProcessTimer.output(
                        [python, "-c", Self.sqliteCommit, work + "/concurrent.sqlite"])
                    if status == 0, let ms = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                        commits.append(ms)
                    }
                }
            }
            let timiMedian = median(adds)
            let sqlite = commits.isEmpty ? nil : median(commits)
            let target = sqlite.map { 4 * $0 + 10 }
            let met = target.map { timiMedian <= $0 && (adds.max() ?? 0) < 1000 ? "yes" : "**no**" } ?? "–"
            out += "| \(underWriter ? "under the writer" : "idle") | \(format(timiMedian)) · "
            out += "\(format(adds.max() ?? 0)) ms | \(sqlite.map { "\(format($0)) ms" } ?? "no python3") | "
            out += "\(underWriter ? target.map { "\(format($0)) ms" } ?? "–" : "–") | "
            out += "\(underWriter ? met : "–") |\n"
        }
        return out
    }

    /// A shell that writes `work/concurrent-writer` (``writerMiB``, flushed) again and again for at
    /// most ``writerSeconds``, and kills its `dd` when told to stop.
    private func startWriter() throws -> Process {
        let file = work + "/concurrent-writer"
        let script = """
            trap 'kill $dd 2>/dev/null; rm -f "$1"; exit 0' TERM
            end=$(($(date +%s) + \(Self.writerSeconds)))
            while [ "$(date +%s)" -lt "$end" ]; do
                dd if=/dev/zero of="$1" bs=1M count=\(Self.writerMiB) conv=fsync status=none & dd=$!
                wait $dd
            done
            rm -f "$1"
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", script, "writer", file]
        try process.run()
        return process
    }

    private func stop(_ writer: Process) {
        writer.terminate()
        writer.waitUntilExit()
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }
}
