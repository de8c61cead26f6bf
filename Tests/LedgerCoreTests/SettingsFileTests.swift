import TestSupport
import Foundation
import Testing

@testable import LedgerCore

/// What LedgerCore offers the executable's configuration: a strict reader of settings files, and
/// the store's plain values (the currency of a new ledger's first book; reading without writing).
struct SettingsFileTests {
    enum Key: String, CaseIterable {
        case colour, size
    }

    static func read(_ json: String) throws -> [String] { try readWithWarnings(Array(json.utf8)).values }

    static func readWithWarnings(_ bytes: [UInt8]) throws -> (values: [String], warnings: [String]) {
        var seen: [String] = []
        let warnings = try SettingsFile.read(bytes, path: "/x/settings.json", keys: Key.self) { key, value in
            guard value != "bad" else {
                throw SettingsFile.Rejection(.verbatim("'\(key.rawValue)' cannot be bad"))
            }
            seen.append("\(key.rawValue)=\(value)")
        }
        return (seen, warnings.map(\.description))
    }

    @Test func handsOverEachKeyAndValueInOrder() throws {
        #expect(try SettingsFileTests.read(#"{"size": "2", "colour": "red"}"#) == ["size=2", "colour=red"])
        #expect(try SettingsFileTests.read("{}").isEmpty)
    }

    @Test(arguments: ["", " \n\t", "\u{FEFF}", "\u{FEFF}{}"])
    func anEmptyFileOrAByteOrderMarkAloneIsAnEmptyObject(_ text: String) throws {
        #expect(try SettingsFileTests.readWithWarnings(Array(text.utf8)) == ([], []))
    }

    @Test func aByteOrderMarkIsSkipped() throws {
        #expect(try SettingsFileTests.read("\u{FEFF}{\"size\": \"2\"}") == ["size=2"])
        #expect(
            performing: { try SettingsFileTests.read("\u{FEFF}{\"size\": 2}") },
            throws: {
                "\($0)"
                    == "/x/settings.json: expected a string (line 1, column 10); nothing was done (fix the file or move it away)"
            })
    }

    @Test func anUnknownKeyIsAWarningAndItsValueIsSkipped() throws {
        let (values, warnings) = try SettingsFileTests.readWithWarnings(
            Array(#"{"color": "red", "theme": {"dark": [1, true]}, "size": "2"}"#.utf8))
        #expect(values == ["size=2"])
        #expect(
            warnings == [
                "/x/settings.json: unknown key 'color' ignored; did you mean 'colour'? (line 1, column 11)",
                "/x/settings.json: unknown key 'theme' ignored (known: colour, size) (line 1, column 27)",
            ])
    }

    @Test(arguments: [
        (
            #"{"size": "2", "size": "3"}"#,
            "/x/settings.json: 'size' is given twice (line 1, column 23)"
        ),
        (
            #"{"weight": 5, "weight": 5}"#,
            "/x/settings.json: 'weight' is given twice (line 1, column 25)"
        ),
        ("{\n  \"size\": \"bad\"\n}", "/x/settings.json: 'size' cannot be bad (line 2, column 11)"),
        (#"{"size": 5}"#, "/x/settings.json: expected a string (line 1, column 10)"),
        (#"["size"]"#, "/x/settings.json: expected an object (line 1, column 1)"),
    ])
    func saysWhereItIsWrong(json: String, message: String) {
        #expect(performing: { try SettingsFileTests.read(json) }, throws: { "\($0)".hasPrefix(message) })
    }

    @Test func aMissingFileHasNoContents() throws {
        try withTemporaryDirectory { dir in
            #expect(try SettingsFile.contents(atPath: dir + "/none.json") == nil)
            try Data("{}".utf8).write(to: URL(fileURLWithPath: dir + "/settings.json"))
            #expect(try SettingsFile.contents(atPath: dir + "/settings.json") == Array("{}".utf8))
        }
    }

    @Test func aNewLedgerTakesTheConfiguredCurrency() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir + "/ledger")
            store.firstBookCurrency = "€"
            try store.write { ledger in _ = try ledger.addBook(name: "other") }
            #expect(try store.read { $0.state.books.map(\.currency) } == ["€", "¥"])
        }
    }

    @Test func peekingNeverWritesNorCreates() throws {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir + "/ledger")
            #expect(try store.peek { $0.state.books.map(\.name) } == ["日常账本"])
            #expect(!FileManager.default.fileExists(atPath: dir + "/ledger"))
            try store.write { ledger in _ = try ledger.addBook(name: "trip") }
            try FileManager.default.removeItem(atPath: dir + "/ledger/lock")
            let before = snapshot(dir + "/ledger")
            #expect(try store.peek { $0.state.books.map(\.name) } == ["日常账本", "trip"])
            #expect(snapshot(dir + "/ledger") == before)
        }
    }
}
