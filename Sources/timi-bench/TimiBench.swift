import Foundation

/// `timi-bench`: times whole `timi` processes on ledgers of 10k, 100k and 1M bills and prints a
/// Markdown table (median wall time and peak RSS), with `ledger` and `hledger` on the same bills when
/// they are installed. See docs/PERFORMANCE.md.
@main
enum TimiBench {
    static let usage = """
        USAGE: timi-bench [--sizes 10000,100000,1000000] [--runs N]
                          [--quick | --full | --writes | --concurrent | --startup]
                          [--timi PATH] [--work DIR] [--generator PATH] [--peers-up-to N]
                          [--only TEXT]

          --sizes      ledger sizes in bills (default: 10000,100000,1000000)
          --runs       runs per operation; the median is reported (default: 11; 9 with --full)
          --quick      a smoke test: one size of 2000 bills, 2 runs (what CI runs)
          --full       issue 15's table: every size, 9 runs, and ledger and hledger at every size too
                       (3 runs each); under 15 minutes on an idle 2-core machine
          --timi       the timi binary to time (default: the one built beside timi-bench)
          --work       where data and ledgers are kept between runs (default: .build/bench)
          --generator  gen_ledger.py (default: ../shared/perf/gen_ledger.py)
          --peers-up-to  the largest size at which ledger and hledger are timed (default: 100000)
          --only       only the rows whose name contains TEXT (and the floor)
          --writes     only the one-bill changes: CPU time against `timi --version`, bytes written and
                       fsyncs (counted under strace)
          --concurrent only `timi add` idle and under a concurrent writer of large files, beside a
                       SQLite commit (at the first size; part of --full, at its largest size)
          --startup    only `timi --version` beside a static Swift hello world (min and median of 201
                       runs each) and the installed binary's size (part of every table run)
        """

    static func main() {
        do {
            try run(Array(CommandLine.arguments.dropFirst()))
        } catch {
            FileHandle.standardError.write(Data("timi-bench: \(error)\n".utf8))
            exit(1)
        }
    }

    static func run(_ arguments: [String]) throws {
        var options = [String: String]()
        var quick = false
        var full = false
        var writes = false
        var concurrent = false
        var startup = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--quick" {
                quick = true
            } else if argument == "--full" {
                full = true
            } else if argument == "--writes" {
                writes = true
            } else if argument == "--concurrent" {
                concurrent = true
            } else if argument == "--startup" {
                startup = true
            } else if argument == "-h" || argument == "--help" {
                print(usage)
                return
            } else if ["--sizes", "--runs", "--timi", "--work", "--generator", "--peers-up-to", "--only"].contains(
                argument), index + 1 < arguments.count
            {
                options[argument] = arguments[index + 1]
                index += 1
            } else {
                throw BenchError("unknown argument '\(argument)'\n\(usage)")
            }
            index += 1
        }
        let sizes = try (options["--sizes"] ?? (quick ? "2000" : "10000,100000,1000000")).split(
            separator: ","
        ).map { text in
            guard let size = Int(text), size > 0 else { throw BenchError("bad size '\(text)'") }
            return size
        }
        let runs =
            try options["--runs"].map { text in
                guard let runs = Int(text), runs > 0 else { throw BenchError("bad run count '\(text)'") }
                return runs
            } ?? (quick ? 2 : full ? 9 : 11)
        guard !(quick && full) else { throw BenchError("--quick and --full cannot be used together") }
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().path
        let bench = Bench(
            timi: options["--timi"] ?? executable + "/timi", work: options["--work"] ?? ".build/bench",
            generator: options["--generator"] ?? "../shared/perf/gen_ledger.py", runs: runs, quick: quick,
            peerLimit: Int(options["--peers-up-to"] ?? "") ?? (full ? Int.max : 100_000),
            peerRuns: full ? 3 : 5, only: options["--only"])
        let startUp = StartUp(
            timi: bench.timi, hello: executable + "/timi-hello", work: bench.work, runs: quick ? 5 : 201)
        if startup {
            print(try startUp.markdown())
        } else if concurrent {
            try bench.runConcurrent(size: sizes[0])
        } else if writes {
            try bench.runWrites(sizes: sizes)
        } else {
            print(try startUp.markdown())
            fflush(stdout)
            try bench.run(sizes: sizes)
            if full, let largest = sizes.max() { try bench.runConcurrent(size: largest) }
        }
    }
}
