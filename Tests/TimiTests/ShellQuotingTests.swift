import Foundation
import TestSupport
import Testing

/// Completion of names that the shell would read otherwise (`Eating out & takeaway`, `Kids' activities`)
/// in real shells: the completed command, run with Enter, stores the bill in that category; and a
/// quoted `--ledger` path finds that ledger's names.
struct ShellQuotingTests {
    /// Titles holding & ' " $ \ ; | ( ) * ? and spaces, each found by its first three letters.
    static let titles = [
        ("Eating out & takeaway", "eatout"), ("Kids' activities", "kids"),
        (#"Say "hi" $HOME \ now"#, "sayhi"),
        ("Semi; pipe| (p) *?", "semi"),
    ]

    /// Adds the categories, and a second ledger in a folder whose name needs quoting.
    static func prepare(_ dir: String) throws -> TimiRunner {
        let family = TimiRunner(home: dir + "/My Ledger (family)")
        #expect(
            try family.run("category", "add", "Family & friends (shared)", "--alias", "famfriends").status
                == 0)
        return family
    }

    /// Types each `typed` and Tab, then ` --note q` and Enter, and expects a bill in `title` in the
    /// ledger of `timi`.
    static func check(
        _ session: ShellCompletionTests.Session, _ typed: String, _ title: String, _ timi: TimiRunner
    )
        throws
    {
        try session.run(["send-keys", "-l", typed])
        usleep(100_000)
        try session.run(["send-keys", "Tab"])
        usleep(300_000)
        try session.run(["send-keys", "-l", " --note q"])
        try session.run(["send-keys", "Enter"])
        var found = false
        for _ in 0..<100 where !found {
            usleep(100_000)
            // As CSV writes it: a quote doubled.
            found = try timi.run("list", "--format", "csv").stdout.contains(
                title.replacingOccurrences(of: "\"", with: "\"\""))
        }
        let screen = try session.run(["capture-pane", "-p", "-N"], output: true)
        #expect(found, "\(typed) → \(title): \(screen)")
        try session.run(["send-keys", "C-c"])
        try session.run(["send-keys", "C-l"])
        usleep(200_000)
    }

    static func checkAll(_ session: ShellCompletionTests.Session, _ dir: String, family: TimiRunner) throws {
        let timi = TimiRunner(home: dir + "/ledger")
        for (title, alias) in titles {
            #expect(try timi.run("category", "add", title, "--alias", alias).status == 0)
        }
        for (title, _) in titles { try check(session, "timi add 3 " + title.prefix(3), title, timi) }
        try check(
            session, "timi --ledger \"\(family.home)\" add 3 Fam", "Family & friends (shared)", family)
        try check(
            session, "timi --ledger '\(family.home)' add 4 'Fam", "Family & friends (shared)", family)
    }

    @Test(
        .enabled(
            if: ExternalTool.runs("tmux", "bash"), Comment(rawValue: ExternalTool.skipReason("tmux", "bash")))
    )
    func bash() throws {
        try withTemporaryDirectory { dir in
            let family = try ShellQuotingTests.prepare(dir)
            let rc = "PS1='$ '\nsource \(dir)/timi.bash\n"
            let script = try TimiRunner(home: dir + "/ledger").run("completions", "bash").stdout
            let session = try #require(
                try ShellCompletionTests.session(
                    dir, command: "bash --noprofile --rcfile \(dir)/bashrc -i",
                    files: ["bashrc": rc, "timi.bash": script]))
            defer { try? session.stop() }
            try ShellQuotingTests.checkAll(session, dir, family: family)
        }
    }

    @Test(
        .enabled(
            if: ExternalTool.runs("tmux", "bash", "zsh"),
            Comment(rawValue: ExternalTool.skipReason("tmux", "bash", "zsh"))))
    func zsh() throws {
        try withTemporaryDirectory { dir in
            let family = try ShellQuotingTests.prepare(dir)
            let rc =
                "setopt no_global_rcs\nPS1='$ '\nautoload -Uz compinit && compinit -u -D\nsource \(dir)/_timi\n"
            let script = try TimiRunner(home: dir + "/ledger").run("completions", "zsh").stdout
            let session = try #require(
                try ShellCompletionTests.session(
                    dir, command: "zsh -i",
                    files: [".zshenv": "setopt no_global_rcs\n", ".zshrc": rc, "_timi": script]))
            defer { try? session.stop() }
            try ShellQuotingTests.checkAll(session, dir, family: family)
        }
    }

    @Test(
        .enabled(
            if: ExternalTool.runs("tmux", "bash", "fish"),
            Comment(rawValue: ExternalTool.skipReason("tmux", "bash", "fish"))))
    func fish() throws {
        try withTemporaryDirectory { dir in
            let family = try ShellQuotingTests.prepare(dir)
            let script = try TimiRunner(home: dir + "/ledger").run("completions", "fish").stdout
            let prompt = "function fish_prompt; echo -n '$ '; end; source \(dir)/timi.fish"
            let session = try #require(
                try ShellCompletionTests.session(
                    dir, command: "fish --no-config -C \"\(prompt)\"", files: ["timi.fish": script]))
            defer { try? session.stop() }
            try ShellQuotingTests.checkAll(session, dir, family: family)
        }
    }
}
