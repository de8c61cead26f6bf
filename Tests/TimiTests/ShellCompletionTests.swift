import Foundation
import TestSupport
import Testing

/// The completion scripts in real shells: a partial command and Tab are typed into bash, zsh and fish
/// running in tmux, and the screen is read back. Without tmux or the shell a test is skipped, unless CI
/// requires the tools (``ExternalTool``).
struct ShellCompletionTests {
    static func installed(_ program: String) -> String? { ExternalTool.path(program) }

    /// An interactive shell in a tmux server of its own, with `timi` on its `PATH` and a ledger.
    struct Session {
        let socket = "timi-test-\(UUID().uuidString)"
        let tmux: String
        let bash: String

        init(tmux: String, bash: String, command: String, environment: [String: String]) throws {
            self.tmux = tmux
            self.bash = bash
            try run(
                ["-f", "/dev/null", "new-session", "-d", "-x", "160", "-y", "40", command],
                environment: environment)
        }

        /// Ends the shell and so the server. The shell inherited the test's blocked signals, SIGHUP
        /// among them, so kill-server alone would leave both running: it is killed by its id.
        func stop() throws {
            let info = try run(["display-message", "-p", "#{pane_pid} #{socket_path}"], output: true)
            let parts = info.trimmingCharacters(in: .newlines).split(separator: " ", maxSplits: 1)
            if let pid = parts.first.flatMap({ Int32($0) }) { kill(pid, SIGKILL) }
            try run(["kill-server"])
            if parts.count == 2 { try? FileManager.default.removeItem(atPath: String(parts[1])) }
        }

        /// Runs a tmux command against this server; with `output`, returns what it printed.
        ///
        /// Through `bash`, which first closes every descriptor but 0, 1 and 2: the server that new-session
        /// starts would otherwise keep the one by which Foundation learns that its child exited (and
        /// any other test's pipes), and `waitUntilExit` would never return.
        @discardableResult
        func run(_ arguments: [String], environment: [String: String]? = nil, output: Bool = false) throws
            -> String
        {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: bash)
            let closeAll =
                #"for fd in /proc/$$/fd/*; do n=${fd##*/}; ((n > 2)) && eval "exec $n>&-"; done 2>/dev/null; exec "$@""#
            process.arguments = ["-c", closeAll, "bash", tmux, "-L", socket] + arguments
            if let environment { process.environment = environment }
            let out = Pipe()
            process.standardOutput = output ? out : FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            let data = output ? out.fileHandleForReading.readDataToEndOfFile() : Data()
            process.waitUntilExit()
            return String(decoding: data, as: UTF8.self)
        }

        /// The screen, once `condition` holds for it or after 10 seconds.
        func screen(until condition: (String) -> Bool) throws -> String {
            var text = ""
            for _ in 0..<200 {
                text = try run(["capture-pane", "-p", "-N"], output: true)
                if condition(text) { break }
                usleep(50_000)
            }
            return text
        }

        /// Types `text` and Tab (`tabs` times) on an empty line; returns the screen once `expected`
        /// shows on it (or after 10 seconds), then clears the line and the screen.
        func complete(_ text: String, tabs: Int = 1, expecting expected: [String]) throws -> String {
            try run(["send-keys", "-l", text])
            for _ in 0..<tabs {
                usleep(100_000)
                try run(["send-keys", "Tab"])
            }
            let screen = try self.screen { screen in expected.allSatisfy { screen.contains($0) } }
            try run(["send-keys", "C-u"])
            try run(["send-keys", "C-l"])
            _ = try self.screen { !$0.contains(text) }
            return screen
        }
    }

    /// Starts `shell` (by its command line, after writing `rc`) in tmux with a fixture ledger.
    static func session(_ dir: String, command: String, files: [String: String]) throws -> Session? {
        guard let tmux = installed("tmux"), let bash = installed("bash") else {
            Issue.record(Comment(rawValue: ExternalTool.skipReason("tmux", "bash")))
            return nil
        }
        let timi = try CompletionTests.fixture(dir)
        for (name, text) in files { try Data(text.utf8).write(to: URL(fileURLWithPath: dir + "/" + name)) }
        try Data().write(to: URL(fileURLWithPath: dir + "/bills-2026.csv"))
        let bin = TimiRunner.executable.deletingLastPathComponent().path
        let environment = [
            "PATH": bin + ":/usr/bin:/bin", "TIMI_HOME": timi.home, "TIMI_TODAY": timi.today, "HOME": dir,
            "XDG_CONFIG_HOME": dir + "/config", "XDG_DATA_HOME": dir + "/data", "ZDOTDIR": dir,
            "LANG": "C.UTF-8",
            "TERM": "xterm-256color",
        ]
        let session = try Session(
            tmux: tmux, bash: bash, command: "cd \(dir) && exec " + command, environment: environment)
        _ = try session.screen { $0.contains("$ ") }
        return session
    }

    /// What every shell must do: commands, subcommands, categories (alias and title), books, option
    /// values, a path, and a list of months.
    static let commonCases: [(typed: String, tabs: Int, shows: [String])] = [
        ("timi boo", 1, ["$ timi book "]),
        ("timi book ren", 1, ["$ timi book rename "]),
        ("timi add 5 mea", 1, ["$ timi add 5 meals "]),
        ("timi add 5 咖", 1, ["$ timi add 5 咖啡 "]),
        ("timi --book 旅", 1, ["$ timi --book 旅行 "]),
        ("timi list --format cs", 1, ["$ timi list --format csv "]),
        ("timi report --format ma", 1, ["$ timi report --format markdown "]),
        ("timi import bills-", 1, ["$ timi import bills-2026.csv"]),
        ("timi calendar 2026-1", 2, ["2026-10", "2026-11"]),
    ]

    /// Types each case, and expects its completion on the screen.
    static func check(_ session: Session, _ cases: [(typed: String, tabs: Int, shows: [String])]) throws {
        for (typed, tabs, shows) in cases {
            let screen = try session.complete(typed, tabs: tabs, expecting: shows)
            #expect(shows.allSatisfy { screen.contains($0) }, "\(typed): \(screen)")
        }
    }

    @Test(.enabled(if: ExternalTool.runs("tmux", "bash"), Comment(rawValue: ExternalTool.skipReason("tmux", "bash"))))
    func bash() throws {
        try withTemporaryDirectory { dir in
            let rc = "PS1='$ '\nsource \(dir)/timi.bash\n"
            let script = try TimiRunner(home: dir + "/ledger").run("completions", "bash").stdout
            let session = try #require(
                try ShellCompletionTests.session(
                    dir, command: "bash --noprofile --rcfile \(dir)/bashrc -i",
                    files: ["bashrc": rc, "timi.bash": script]))
            defer { try? session.stop() }
            let equals: [(typed: String, tabs: Int, shows: [String])] = [
                ("timi list --format=cs", 1, ["$ timi list --format=csv "]),
                ("timi list --format=", 2, ["\ncsv ", "json", "text"]),
            ]
            try ShellCompletionTests.check(session, ShellCompletionTests.commonCases + equals)
        }
    }

    @Test(.enabled(if: ExternalTool.runs("tmux", "bash", "zsh"), Comment(rawValue: ExternalTool.skipReason("tmux", "bash", "zsh"))))
    func zsh() throws {
        try withTemporaryDirectory { dir in
            let rc =
                "setopt no_global_rcs\nPS1='$ '\nautoload -Uz compinit && compinit -u -D\nsource \(dir)/_timi\n"
            let script = try TimiRunner(home: dir + "/ledger").run("completions", "zsh").stdout
            let session = try #require(
                try ShellCompletionTests.session(
                    dir, command: "zsh -i",
                    files: [".zshenv": "setopt no_global_rcs\n", ".zshrc": rc, "_timi": script]))
            defer { try? session.stop() }
            try ShellCompletionTests.check(
                session,
                ShellCompletionTests.commonCases + [
                    ("timi b", 2, ["balance", "-- Show income, expense", "-- List, add"])
                ])
        }
    }

    @Test(.enabled(if: ExternalTool.runs("tmux", "bash", "fish"), Comment(rawValue: ExternalTool.skipReason("tmux", "bash", "fish"))))
    func fish() throws {
        try withTemporaryDirectory { dir in
            let script = try TimiRunner(home: dir + "/ledger").run("completions", "fish").stdout
            let prompt = "function fish_prompt; echo -n '$ '; end; source \(dir)/timi.fish"
            let session = try #require(
                try ShellCompletionTests.session(
                    dir, command: "fish --no-config -C \"\(prompt)\"", files: ["timi.fish": script]))
            defer { try? session.stop() }
            try ShellCompletionTests.check(
                session,
                ShellCompletionTests.commonCases + [
                    ("timi b", 1, ["balance", "Show income, expense", "book"])
                ])
        }
    }
}
