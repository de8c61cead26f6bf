import Foundation
import TestSupport
import Testing

/// `timi config list|get|set|unset|path`: the settings changed from the command line, checked before
/// anything is written, the unknown keys of a newer timi kept, the file replaced whole.
struct ConfigCommandTests {
    /// The configuration file of `timi` (under its own `HOME`).
    func path(_ timi: TimiRunner) -> String { timi.home + "-home/.config/timi/config.json" }

    func contents(_ timi: TimiRunner) throws -> String {
        try String(contentsOfFile: path(timi), encoding: .utf8)
    }

    @Test func setGetListUnsetAndPath() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("config", "path").stdout == path(timi) + "\n")
            #expect(try timi.run("config", "get", "currency").stdout == "¥\n")
            let set = try timi.run("config", "set", "currency", "€")
            #expect(set.status == 0 && set.stderr == "currency is now €\n")
            #expect(try contents(timi) == "{\n  \"currency\": \"€\"\n}\n")
            #expect(try timi.run("config", "set", "firstDayOfWeek", "sunday").status == 0)
            #expect(try timi.run("config", "get", "currency").stdout == "€\n")
            let list = try timi.run("config").stdout
            #expect(
                list.hasPrefix("currency        €\nfirstDayOfWeek  sunday\ncolor           (default: auto)\n")
            )
            #expect(list.contains("language        (default: from the environment)\n"))
            #expect(try timi.run("config", "set", "language", "zh").status == 0)
            // What it sets is what the commands then do.
            #expect(try timi.run("add", "5").status == 0)
            #expect(try timi.run("list").stdout.contains("支出 €5.00"))
            let unset = try timi.run("config", "unset", "currency")  // in Chinese now
            #expect(unset.stderr == "currency 已取消设置（默认：¥）\n")
            #expect(try contents(timi) == "{\n  \"firstDayOfWeek\": \"sunday\",\n  \"language\": \"zh\"\n}\n")
            #expect(try timi.run("config", "unset", "currency").stderr.contains("没有设置"))
        }
    }

    @Test func keepsTheKeysOfANewerTimiAsTheyAre() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try FileManager.default.createDirectory(
                atPath: timi.home + "-home/.config/timi", withIntermediateDirectories: true)
            try Data(#"{"theme": {"dark": [1, 2.50, true]}, "color":"never", "future":null}"#.utf8)
                .write(to: URL(fileURLWithPath: path(timi)))
            let set = try timi.run("config", "set", "color", "always")
            #expect(set.status == 0)
            #expect(
                try contents(timi)
                    == "{\n  \"theme\": {\"dark\": [1, 2.50, true]},\n  \"color\": \"always\",\n  \"future\": null\n}\n"
            )
        }
    }

    static let bad: [BadInputTests.Case] = [
        BadInputTests.Case(
            arguments: ["config", "set", "colour", "never"], status: 64,
            message:
                "Error: The value 'colour' is invalid for '<key>': the keys are currency, firstDayOfWeek, color, listPeriod, language, defaultAccount; did you mean 'color'?"
        ),
        BadInputTests.Case(
            arguments: ["config", "set", "color", "sometimes"], status: 65,
            message:
                "Error: invalid setting 'sometimes': 'color' must be auto, always or never, not 'sometimes'"),
        BadInputTests.Case(
            arguments: ["config", "set", "currency", "euros"], status: 65,
            message: "Error: invalid setting 'euros'"),
        BadInputTests.Case(
            arguments: ["config", "set", "language", "fr"], status: 65, message: "Error: invalid setting 'fr'"
        ),
        BadInputTests.Case(
            arguments: ["config", "set", "color"], status: 64,
            message: "Error: Missing expected argument '<value>'"),
        BadInputTests.Case(
            arguments: ["config", "get", "nosuch"], status: 64,
            message: "Error: The value 'nosuch' is invalid"),
        BadInputTests.Case(
            arguments: ["config", "unset", "nosuch"], status: 64,
            message: "Error: The value 'nosuch' is invalid"),
    ]

    @Test(arguments: bad)
    func isRefusedAndTheFileIsUnchanged(_ bad: BadInputTests.Case) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            try FileManager.default.createDirectory(
                atPath: timi.home + "-home/.config/timi", withIntermediateDirectories: true)
            let before = Data(#"{"color":"never", "listPeriod": "year"}"#.utf8)
            try before.write(to: URL(fileURLWithPath: path(timi)))
            let folder = snapshot(timi.home + "-home/.config/timi")
            let result = try timi.run(arguments: bad.arguments)
            #expect(result.status == bad.status)
            #expect(result.stderr.hasPrefix(bad.message), "\(result.stderr)")
            #expect(
                result.stderr.filter { $0 == "\n" }.count == 1)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path(timi))) == before)
            #expect(snapshot(timi.home + "-home/.config/timi") == folder)
        }
    }

    @Test func completesTheKeysAndTheirValues() throws {
        try withTemporaryDirectory { dir throws in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("__complete", "config", "set", "c").stdout == "currency\ncolor\n")
            #expect(
                try timi.run("__complete", "config", "set", "color", "").stdout == "auto\nalways\nnever\n")
            #expect(try timi.run("__complete", "config", "set", "language", "").stdout == "en\nzh\n")
            #expect(try timi.run("__complete", "config", "set", "currency", "").stdout == "")
            #expect(try timi.run("__complete", "config", "get", "l").stdout == "listPeriod\nlanguage\n")
        }
    }
}
