import Foundation
import TestSupport
import Testing

/// `timi redo`: re-applies what `undo` reverted, byte for byte, until a new change; with nothing to
/// redo, one line, exit 1, the ledger unchanged.
struct RedoEndToEndTests {
    /// A ledger in `dir` with bills of 1.00 (`one`) and 2.00 (`two`), the add of `two` undone.
    static func twoBillsTheSecondUndone(in dir: String) throws -> TimiRunner {
        let timi = TimiRunner(home: dir + "/ledger")
        for command in [["add", "1", "--note", "one"], ["add", "2", "--note", "two"], ["undo"]] {
            let result = try timi.run(arguments: command)
            try #require(result.status == 0, "\(command): \(result.stderr)")
        }
        return timi
    }

    @Test func redoesBudgetsRulesCategoriesAndBooksBackAndForth() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let changes: [[String]] = [
                ["add", "12.50", "meals"], ["budget", "set", "meals", "500"],
                [
                    "recurring", "add", "3000", "housing", "--every", "month", "--on", "1", "--from",
                    "2026-09-01",
                ],
                ["recurring", "pause", "$rule"], ["category", "add", "咖啡", "--alias", "coffee"],
                ["book", "add", "trip"], ["book", "use", "trip"], ["add", "99", "coffee"],
                ["budget", "set", "total", "2000"],
            ]
            var states = [ledgerFiles(timi.home)]
            var rule = ""
            for change in changes {
                let result = try timi.run(arguments: change.map { $0 == "$rule" ? rule : $0 })
                try #require(result.status == 0, "\(change): \(result.stderr)")
                if change[0] == "recurring" && rule.isEmpty {
                    rule = result.stdout.trimmingCharacters(in: .newlines)
                }
                states.append(ledgerFiles(timi.home))
            }
            for expected in states.dropLast().reversed() {
                try #require(try timi.run("undo").status == 0)
                #expect(ledgerFiles(timi.home) == expected)
            }
            for (index, expected) in states.enumerated().dropFirst() {
                let redone = try timi.run("redo")
                try #require(redone.status == 0, "\(redone.stderr)")
                #expect(ledgerFiles(timi.home) == expected, "after redoing \(changes[index - 1])")
            }
            // Back two, forward one, back one, forward two.
            for command in ["undo", "undo", "redo", "undo", "redo", "redo"] {
                try #require(try timi.run(command).status == 0)
            }
            #expect(ledgerFiles(timi.home) == states.last)
            #expect(try timi.run("budget", "--json").stdout.contains("2000.00"))
        }
    }

    @Test func nothingToRedoIsOneLineExitOneAndChangesNothing() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "1").status == 0)
            #expect(try timi.run("add", "2").status == 0)
            for setup in [[], ["undo"], ["add", "3"]] {
                if !setup.isEmpty { #expect(try timi.run(arguments: setup).status == 0) }
                if setup == ["undo"] { continue }  // something to redo: the new change ends it
                let before = snapshot(timi.home)
                let refused = try timi.run("redo")
                #expect(refused.status == 1)
                #expect(refused.stdout.isEmpty)
                #expect(refused.stderr == "Error: there is nothing to redo\n")
                #expect(snapshot(timi.home) == before)
                let list = try timi.run("redo", "--list")
                #expect(list.status == 0)
                #expect(list.stderr == "Nothing to redo\n")
                #expect(try timi.run("redo", "--list", "--json").stdout == "[]\n")
            }
            let missing = try TimiRunner(home: dir + "/none").run("redo")
            #expect(missing.status == 66)
            #expect(!FileManager.default.fileExists(atPath: dir + "/none"))
            let conflict = try timi.run("redo", "--list", "--force")
            #expect(conflict.status == 64)
        }
    }

    /// Another process's change between the undo and the redo: the redo has nothing left to do.
    @Test func anotherProcessChangeBetweenUndoAndRedoEndsIt() throws {
        try withTemporaryDirectory { dir in
            let timi = try Self.twoBillsTheSecondUndone(in: dir)
            // Every timi is a process of its own: this one is the other process.
            let other = try timi.run("category", "add", "咖啡", "--alias", "coffee")
            #expect(other.status == 0, "\(other.stderr)")
            let before = snapshot(timi.home)
            let redo = try timi.run("redo")
            #expect(redo.status == 1)
            #expect(redo.stderr == "Error: there is nothing to redo\n")
            #expect(snapshot(timi.home) == before)
            #expect(try timi.run("undo", "--list").stdout.contains("Can be redone") == false)
            #expect(!(try timi.run("list").stdout.contains("two")))
        }
    }

    @Test func speaksJSONAndChinese() throws {
        try withTemporaryDirectory { dir in
            var timi = try Self.twoBillsTheSecondUndone(in: dir)
            let listed = try #require(
                try JSONSerialization.jsonObject(
                    with: Data(try timi.run("redo", "--list", "--json").stdout.utf8)) as? [[String: Any]])
            #expect(listed.count == 1)
            #expect((listed.first?["description"] as? String)?.hasSuffix(" two") == true)
            let redone = try timi.run("redo", "--json")
            #expect(redone.stdout.hasPrefix("{\"description\":\"add "))
            #expect(redone.stdout.contains("\"files\":[\"bills/1/2026-11.json\""))
            timi.extraEnvironment["LANG"] = "zh_CN.UTF-8"
            #expect(try timi.run("undo").status == 0)
            let list = try timi.run("undo", "--list")
            #expect(list.stdout.contains("可以用 'timi redo' 重做（下一个在最前）：\n"))
            #expect(try timi.run("redo").stdout.hasPrefix("已重做：记账 "))
            #expect(try timi.run("redo").stderr == "错误：没有可以重做的修改\n")
            #expect(try timi.run("redo", "--list").stderr == "没有可以重做的修改\n")
        }
    }
}
