import Foundation
import TestSupport
import Testing

@testable import LedgerCore

@testable import timi

struct ConfigurationTests {
    static let path = "/home/me/.config/timi/config.json"

    static func decode(_ json: String) throws -> Configuration {
        try Configuration(json: Array(json.utf8), path: path)
    }

    @Test func anEmptyObjectIsTheDefault() throws {
        #expect(try ConfigurationTests.decode("{}") == Configuration())
        #expect(try ConfigurationTests.decode(" {\n}\n") == Configuration())
    }

    @Test func readsEveryKey() throws {
        let configuration = try ConfigurationTests.decode(
            #"{"currency": "€", "firstDayOfWeek": "sunday", "color": "never", "listPeriod": "year"}"#)
        var expected = Configuration()
        expected.currency = "€"
        expected.firstDayOfWeek = .sunday
        expected.color = .never
        expected.listPeriod = .year
        #expect(configuration == expected)
    }

    @Test(arguments: [
        (#"{"color": "never", "color": "auto"}"#, "'color' is given twice (line 1, column 29)"),
        (
            "{\n  \"color\": \"sometimes\"\n}",
            "'color' must be auto, always or never, not 'sometimes' (line 2, column 12)"
        ),
        (#"{"color": "alway"}"#, "not 'alway'; did you mean 'always'?"),
        (#"{"firstDayOfWeek": "saturday"}"#, "'firstDayOfWeek' must be monday or sunday, not 'saturday'"),
        (#"{"listPeriod": "week"}"#, "'listPeriod' must be month, year or all, not 'week'"),
        (#"{"listPeriod": 2026}"#, "expected a string"),
        (#"{"currency": "US $"}"#, "invalid currency symbol 'US $'"),
        (#"{"currency": ""}"#, "invalid currency symbol ''"),
        ("{\"color\": \"never\",\n}", "not valid JSON: expected a key (line 2, column 1)"),
        (#"["color"]"#, "expected an object (line 1, column 1)"),
        ("{", "not valid JSON: unexpected end of file"),
        (#"{"color": "never"} x"#, "unexpected text after the end"),
    ])
    func rejectsWhatIsNotValid(json: String, message: String) {
        #expect {
            try ConfigurationTests.decode(json)
        } throws: { error in
            guard case .invalidConfiguration(let path, let detail) = error as? LedgerError else {
                return false
            }
            return path == ConfigurationTests.path && detail.description.contains(message)
        }
    }

    @Test func aBadFileNamesItselfInTheMessage() {
        let error = LedgerError.invalidConfiguration(
            path: ConfigurationTests.path, detail: "unknown key 'x' (line 1, column 7)")
        #expect(
            error.description.hasPrefix(
                "/home/me/.config/timi/config.json: unknown key 'x' (line 1, column 7)"))
    }

    @Test(arguments: [
        (["XDG_CONFIG_HOME": "/x/config", "HOME": "/home/me"], "/x/config/timi/config.json"),
        (["HOME": "/home/me"], "/home/me/.config/timi/config.json"),
        (["XDG_CONFIG_HOME": "relative", "HOME": "/home/me"], "/home/me/.config/timi/config.json"),
        (["XDG_CONFIG_HOME": "", "HOME": "/home/me"], "/home/me/.config/timi/config.json"),
    ])
    func isFoundWhereXDGSays(environment: [String: String], expected: String) {
        #expect(Configuration.path(environment: environment) == expected)
    }

    @Test func noHomeMeansNoFile() {
        #expect(Configuration.path(environment: [:]) == nil)
    }

    @Test func aMissingFileIsTheDefault() throws {
        try withTemporaryDirectory { dir in
            #expect(try Configuration.load(path: dir + "/none/config.json") == Configuration())
            try Data(#"{"listPeriod": "all"}"#.utf8).write(to: URL(fileURLWithPath: dir + "/config.json"))
            #expect(try Configuration.load(path: dir + "/config.json").listPeriod == .all)
        }
    }

    @Test(arguments: [
        (Configuration.ListPeriod.month, "2026-11", "2026-11-01", "2026-11-30"),
        (.year, "2026", "2026-01-01", "2026-12-31"),
        (.all, "all", "0001-01-01", "9999-12-31"),
    ])
    func listPeriods(period: Configuration.ListPeriod, description: String, start: String, end: String) throws
    {
        let today = try #require(Day(year: 2026, month: 11, day: 21))
        let value = period.period(today: today)
        #expect(value.description == description)
        if period != .all {
            #expect(value.start.description == start)
            #expect(value.end.description == end)
        }
    }
}
