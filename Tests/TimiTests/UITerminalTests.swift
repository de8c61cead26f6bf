import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// `timi ui` on a real terminal: a bash in tmux (a pseudo-terminal) runs it at 100×30; keys are
/// sent, the screen is read back, the window resized, and the terminal's settings (`stty -g`)
/// compared before and after, whichever way timi ends. Without tmux the tests are skipped, unless
/// CI requires the tools (``ExternalTool``).
struct UITerminalTests {
    typealias Session = ShellCompletionTests.Session

    /// A bash in tmux at 100×30 with a ledger of three bills, `timi` on its PATH.
    static func session(_ dir: String) throws -> (Session, TimiRunner)? {
        guard let tmux = ExternalTool.path("tmux"), let bash = ExternalTool.path("bash") else {
            Issue.record(Comment(rawValue: ExternalTool.skipReason("tmux", "bash")))
            return nil
        }
        let timi = TimiRunner(home: dir + "/ledger")
        try timi.run("add", "12.50", "meals", "--note", "lunch")
        try timi.run("add", "8000", "salary", "--income")
        try timi.run("add", "30", "交通", "--date", "11-03", "--note", "打车去机场")
        let bin = TimiRunner.executable.deletingLastPathComponent().path
        let environment = timi.environment.merging([
            "PATH": bin + ":/usr/bin:/bin", "LANG": "C.UTF-8", "TERM": "xterm-256color",
            "XDG_CONFIG_HOME": dir + "/config", "PS1": "$ ",
        ]) { _, new in new }
        let session = try Session(
            tmux: tmux, bash: bash, command: "cd \(dir) && exec bash --noprofile --norc -i",
            environment: environment)
        try session.run(["resize-window", "-x", "100", "-y", "30"])
        _ = try session.screen { $0.contains("$ ") }
        return (session, timi)
    }

    /// Starts `timi ui` from the shell, noting `stty -g` before and after and the exit status.
    static func startUI(_ session: Session) throws -> String {
        try session.run(["send-keys", "-l", "stty -g > before; timi ui; echo status=$?; stty -g > after\n"])
        return try session.screen { $0.contains("1 timeline") && $0.contains("q quit") }
    }

    static func keys(_ session: Session, _ keys: String...) throws {
        for key in keys {
            try session.run(["send-keys", key])
            usleep(50_000)
        }
    }

    static func type(_ session: Session, _ text: String) throws {
        try session.run(["send-keys", "-l", text])
        usleep(50_000)
    }

    /// The screen once timi has ended; checks its status and that the terminal is as it was.
    static func expectEnded(_ session: Session, _ dir: String, status: Int) throws {
        // The status line itself, not the typed command (which says `status=$?` too): `after` is written
        // once the shell has echoed it, but tmux may show that a moment later.
        let screen = try session.screen {
            $0.split(separator: "\n").contains { $0.hasPrefix("status=") }
                && FileManager.default.fileExists(atPath: dir + "/after")
        }
        #expect(screen.contains("status=\(status)"), "\(screen)")
        usleep(100_000)
        let before = try String(contentsOfFile: dir + "/before", encoding: .utf8)
        let after = try String(contentsOfFile: dir + "/after", encoding: .utf8)
        #expect(!before.isEmpty && before == after)
        #expect(!screen.contains("1 timeline"), "the main screen is back: \(screen)")
    }

    /// The process id of the `timi ui` the shell is running.
    static func timiPID(_ session: Session) throws -> Int32 {
        let shell = try session.run(["display-message", "-p", "#{pane_pid}"], output: true)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let children = try String(contentsOfFile: "/proc/\(shell)/task/\(shell)/children", encoding: .utf8)
        return try #require(children.split(separator: " ").first.flatMap { Int32($0) })
    }

    static let enabled = ExternalTool.runs("tmux", "bash")
    static let skip = Comment(rawValue: ExternalTool.skipReason("tmux", "bash"))

    @Test func offATerminalItRefusesWithOneLineAndNoEscapes() throws {
        try withTemporaryDirectory { dir in
            let result = try TimiRunner(home: dir + "/ledger").run("ui")
            #expect(result.status == 64)
            #expect(result.stdout.isEmpty)
            #expect(
                result.stderr
                    == "Error: 'timi ui' needs a terminal: its standard input and output must both be one (see 'timi ui --help')\n"
            )
            #expect(!result.stderr.contains("\u{1B}"))
            #expect(!FileManager.default.fileExists(atPath: dir + "/ledger"))
        }
    }

    @Test func theHelpAndTheManPageListTheKeys() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let help = try timi.run("ui", "--help").stdout
            #expect(help.contains("\nKEYS:\n  ←/→ h/l"))
            #expect(help.contains("\nKEYS IN THE DIALOG:\n  Tab Shift-Tab"))
            let man = try timi.run("__man").stdout
            #expect(man.contains(".SS \"timi ui\""))
            #expect(man.contains(".PP\nKeys:\n.TP\n"))
            #expect(man.contains("undo the last change"))
        }
    }

    @Test(.enabled(if: enabled, skip)) func screensAndTheAddDialogThenQ() throws {
        try withTemporaryDirectory { dir in
            guard let (session, timi) = try UITerminalTests.session(dir) else { return }
            defer { try? session.stop() }
            var screen = try UITerminalTests.startUI(session)
            #expect(screen.contains("日常账本 · 2026-11"))
            #expect(screen.contains("income ¥8000.00  expense ¥42.50  balance ¥7957.50"))
            #expect(screen.contains("│ 交通  30.00  打车去机场"))
            try UITerminalTests.keys(session, "Tab")
            screen = try session.screen { $0.contains("CATEGORY") }
            #expect(screen.contains("交通       30.00      1   70.59%"))
            try UITerminalTests.keys(session, "3")
            screen = try session.screen { $0.contains("[21]") }
            #expect(screen.contains("Mon        Tue"))
            try UITerminalTests.keys(session, "1", "a")
            _ = try session.screen { $0.contains("Add a bill") }
            try UITerminalTests.type(session, "12+8.5")
            try UITerminalTests.keys(session, "Tab")
            try UITerminalTests.type(session, "mea")
            try UITerminalTests.keys(session, "Tab")
            try UITerminalTests.type(session, "午饭")
            screen = try session.screen { $0.contains("午饭") }
            #expect(screen.contains("= 20.50"))
            #expect(screen.contains("category 用餐"))
            try UITerminalTests.keys(session, "Enter")
            screen = try session.screen { $0.contains("Added ") && $0.contains("用餐 20.50 午饭") }
            #expect(screen.contains("│ 用餐  20.50  午饭"))
            #expect(screen.contains("expense ¥63.00"))
            try UITerminalTests.keys(session, "q")
            try UITerminalTests.expectEnded(session, dir, status: 0)
            #expect(try timi.run("list").stdout.contains("用餐  20.50  午饭"))
        }
    }

    /// Key 5 shows the accounts (the app's 资产) with their balances and the net worth, which fit a
    /// narrow window too; the key table names the key; q quits with the terminal as it was.
    @Test(.enabled(if: enabled, skip)) func theAccountsScreenOnKey5() throws {
        try withTemporaryDirectory { dir in
            guard let (session, timi) = try UITerminalTests.session(dir) else { return }
            defer { try? session.stop() }
            try timi.run("account", "add", "招行信用卡", "--kind", "credit", "--opening", "-200")
            try timi.run("account", "add", "微信零钱", "--kind", "wallet", "--opening", "320.50")
            try timi.run("add", "35", "meals", "-a", "招行", "--date", "11-02")
            _ = try UITerminalTests.startUI(session)
            try UITerminalTests.keys(session, "5")
            var screen = try session.screen { $0.contains("NET WORTH") }
            #expect(screen.contains("招行信用卡") && screen.contains("-235.00"), "\(screen)")
            #expect(screen.contains("微信零钱") && screen.contains("320.50"))
            #expect(screen.contains("85.50"), "the net worth: \(screen)")
            try session.run(["resize-window", "-x", "40", "-y", "14"])
            screen = try session.screen { $0.contains("-235.00") && !$0.contains("NET WORTH  ") }
            #expect(screen.split(separator: "\n").allSatisfy { TextWidth.of($0) <= 40 }, "\(screen)")
            try session.run(["resize-window", "-x", "100", "-y", "30"])
            try UITerminalTests.keys(session, "?")
            screen = try session.screen { $0.contains("Keys (any key closes)") }
            #expect(screen.contains("5 accounts"))
            // The dialog picks an account by a prefix, and the screen shows the new balance.
            try UITerminalTests.keys(session, "Escape", "a")
            _ = try session.screen { $0.contains("Add a bill") }
            try UITerminalTests.type(session, "9.50")
            try UITerminalTests.keys(session, "Tab", "Tab", "Tab", "Tab")
            try UITerminalTests.type(session, "微信")
            screen = try session.screen { $0.contains("→ 微信零钱") }
            try UITerminalTests.keys(session, "Enter")
            screen = try session.screen { $0.contains("311.00") }
            #expect(screen.contains("微信零钱"))
            try UITerminalTests.keys(session, "q")
            try UITerminalTests.expectEnded(session, dir, status: 0)
            #expect(try timi.run("list", "--account", "微信零钱").stdout.contains("-9.50   311.00"))
        }
    }

    /// `e` on a transfer opens the dialog with its own fields — from, to, arrived, fee — and saving
    /// edits the transfer as `timi edit ID --to … --fee …` would.
    @Test(.enabled(if: enabled, skip)) func theDialogEditsATransfer() throws {
        try withTemporaryDirectory { dir in
            guard let (session, timi) = try UITerminalTests.session(dir) else { return }
            defer { try? session.stop() }
            try timi.run("account", "add", "储蓄卡", "--kind", "debit", "--opening", "5000")
            try timi.run("account", "add", "招行信用卡", "--kind", "credit")
            try timi.run("account", "add", "微信零钱", "--kind", "wallet")
            try timi.run("transfer", "300", "储蓄卡", "招行信用卡", "--fee", "2", "--note", "还款")
            _ = try UITerminalTests.startUI(session)
            // The transfer is the newest bill of today: the one selected.
            try UITerminalTests.keys(session, "e")
            var screen = try session.screen { $0.contains("Edit transfer") }
            #expect(screen.contains("from") && screen.contains("储蓄卡"), "\(screen)")
            #expect(screen.contains("招行信用卡") && screen.contains("arrived") && screen.contains("fee"))
            #expect(!screen.contains("category"), "\(screen)")
            try UITerminalTests.keys(session, "Tab", "Tab")
            for _ in "招行信用卡" { try UITerminalTests.keys(session, "BSpace") }
            try UITerminalTests.type(session, "微信")
            screen = try session.screen { $0.contains("→ 微信零钱") }
            try UITerminalTests.keys(session, "Tab", "Tab", "BSpace", "BSpace", "BSpace", "BSpace")
            try UITerminalTests.type(session, "1.5")
            try UITerminalTests.keys(session, "Enter")
            screen = try session.screen { $0.contains("Edited ") }
            #expect(screen.contains("储蓄卡 → 微信零钱"), "\(screen)")
            try UITerminalTests.keys(session, "q")
            try UITerminalTests.expectEnded(session, dir, status: 0)
            let accounts = try timi.run("accounts", "--json").stdout
            #expect(accounts.contains(#""balance":"4698.50","currency":"¥","kind":"debit","name":"储蓄卡""#), "\(accounts)")
            #expect(accounts.contains(#""balance":"300.00","currency":"¥","kind":"wallet","name":"微信零钱""#))
            #expect(accounts.contains(#""balance":"0.00","currency":"¥","kind":"credit","name":"招行信用卡""#))
        }
    }

    /// What timi writes to the terminal (tmux's `pipe-pane`, before tmux stores it: tmux 3.3 keeps at
    /// most 21 bytes a cell and shows 👨‍👩‍👧‍👦 as 👨‍👩‍👧‍ itself) cuts a note between grapheme clusters at
    /// every width: each joiner is followed by the rest of its emoji, never by the cut's `…`.
    @Test(.enabled(if: enabled, skip)) func aNoteIsCutBetweenGraphemeClustersOnTheTerminal() throws {
        try withTemporaryDirectory { dir in
            guard let (session, timi) = try UITerminalTests.session(dir) else { return }
            defer { try? session.stop() }
            let family = "👨‍👩‍👧‍👦"
            try timi.run("add", "45.60", "meals", "--note", "dinner \(family)\(family) with the family")
            try session.run(["pipe-pane", "-o", "cat >> \(dir)/written"])
            _ = try UITerminalTests.startUI(session)
            for columns in 40...56 {
                try session.run(["resize-window", "-x", String(columns), "-y", "30"])
                usleep(150_000)
            }
            try UITerminalTests.keys(session, "q")
            try UITerminalTests.expectEnded(session, dir, status: 0)
            let written = Array(try String(contentsOfFile: dir + "/written", encoding: .utf8).unicodeScalars)
            #expect(String(String.UnicodeScalarView(written)).contains("dinner \(family)…"))
            for (index, scalar) in written.enumerated() where scalar.value == 0x200D {
                #expect(index + 1 < written.count && written[index + 1].value >= 0x1F000, "a joiner cut off")
            }
        }
    }

    @Test(.enabled(if: enabled, skip)) func resizesShowsOtherProcessesChangesAndQuitsOnCtrlC() throws {
        try withTemporaryDirectory { dir in
            guard let (session, timi) = try UITerminalTests.session(dir) else { return }
            defer { try? session.stop() }
            _ = try UITerminalTests.startUI(session)
            try session.run(["resize-window", "-x", "50", "-y", "14"])
            var screen = try session.screen {
                $0.split(separator: "\n").first?.hasPrefix("日常账本 · 2026-11 1") == true
            }
            #expect(screen.contains("←/→ month  ↑/↓ select  Tab screen  ? keys  q quit"))
            #expect(screen.split(separator: "\n").allSatisfy { TextWidth.of($0) <= 50 }, "\(screen)")
            try session.run(["resize-window", "-x", "39", "-y", "12"])
            screen = try session.screen { $0.contains("too small") }
            #expect(screen.contains("The window is too small"))
            try session.run(["resize-window", "-x", "100", "-y", "30"])
            _ = try session.screen { $0.contains("1 timeline") }
            // Another process adds a bill: it shows within two seconds, without a key.
            try timi.run("add", "7.77", "meals", "--note", "from-another-shell")
            let start = Date()
            screen = try session.screen { $0.contains("from-another-shell") }
            #expect(screen.contains("用餐   7.77  from-another-shell"))
            #expect(Date().timeIntervalSince(start) < 2)
            try UITerminalTests.keys(session, "C-c")
            try UITerminalTests.expectEnded(session, dir, status: 0)
        }
    }

    @Test(.enabled(if: enabled, skip), arguments: [(SIGTERM, 143), (SIGHUP, 129), (SIGINT, 130)])
    func aSignalRestoresTheTerminal(signal: Int32, status: Int) throws {
        try withTemporaryDirectory { dir in
            guard let (session, _) = try UITerminalTests.session(dir) else { return }
            defer { try? session.stop() }
            _ = try UITerminalTests.startUI(session)
            try UITerminalTests.keys(session, "a")
            _ = try session.screen { $0.contains("Add a bill") }
            kill(try UITerminalTests.timiPID(session), signal)
            try UITerminalTests.expectEnded(session, dir, status: status)
            // The screen closes quietly: the status alone says a signal ended it.
            let screen = try session.screen { _ in true }
            #expect(!screen.contains("Error") && !screen.contains("interrupted"), "\(screen)")
        }
    }

    @Test(.enabled(if: enabled, skip)) func addWithoutAnAmountAsksForEachFieldOnATerminal() throws {
        try withTemporaryDirectory { dir in
            guard let (session, timi) = try UITerminalTests.session(dir) else { return }
            defer { try? session.stop() }
            try session.run([
                "send-keys", "-l", "clear; stty -g > before; timi add; echo status=$?; stty -g > after\n",
            ])
            _ = try session.screen { $0.contains("amount: ") }
            try UITerminalTests.type(session, "12+8")
            #expect(try session.screen { $0.contains("= 20.00") }.contains("amount: 12+8  = 20.00"))
            try UITerminalTests.keys(session, "Enter")
            try UITerminalTests.type(session, "me")
            try UITerminalTests.keys(session, "Enter")
            var screen = try session.screen { $0.contains("matches more than one category") }
            #expect(screen.contains("'me' matches more than one category: meals (用餐); medical (医疗)"))
            try UITerminalTests.type(session, "mea")
            try UITerminalTests.keys(session, "Tab", "Enter")
            try UITerminalTests.type(session, "tea")
            try UITerminalTests.keys(session, "Enter")
            try UITerminalTests.type(session, "nope")
            try UITerminalTests.keys(session, "Enter")
            screen = try session.screen { $0.contains("invalid date 'nope'") }
            #expect(screen.contains("date [2026-11-21]: "))
            try UITerminalTests.keys(session, "Enter")
            screen = try session.screen { $0.contains("status=") }
            #expect(screen.contains("category: 用餐"))
            #expect(screen.contains("Added expense 20.00 用餐 (meals) on 2026-11-21 to 日常账本"))
            try UITerminalTests.expectEnded(session, dir, status: 0)
            #expect(try timi.run("list").stdout.contains("用餐  20.00  tea"))
        }
    }

    @Test(.enabled(if: enabled, skip)) func escStopsTheQuestionsAndAddsNothing() throws {
        try withTemporaryDirectory { dir in
            guard let (session, timi) = try UITerminalTests.session(dir) else { return }
            defer { try? session.stop() }
            let before = try timi.run("list").stdout
            try session.run([
                "send-keys", "-l", "clear; stty -g > before; timi add; echo status=$?; stty -g > after\n",
            ])
            _ = try session.screen { $0.contains("amount: ") }
            try UITerminalTests.type(session, "5")
            try UITerminalTests.keys(session, "Enter", "Escape")
            let screen = try session.screen { $0.contains("status=") }
            #expect(screen.contains("Error: interrupted; nothing was changed"))
            try UITerminalTests.expectEnded(session, dir, status: 130)
            #expect(try timi.run("list").stdout == before)
        }
    }
}
