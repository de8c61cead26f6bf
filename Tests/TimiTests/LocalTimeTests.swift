import Foundation
import TestSupport
import Testing

/// `undo --list` and `show` print times in the person's time zone (`TZ`); JSON keeps UTC.
struct LocalTimeTests {
    @Test(arguments: [("Asia/Shanghai", "+08:00", 8), ("UTC", "+00:00", 0)])
    func timesAreLocal(zone: String, suffix: String, hours: Int) throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.extraEnvironment["TZ"] = zone
            let id = try timi.run("add", "5", "meals").stdout.trimmingCharacters(in: .newlines)
            let json = try #require(
                try JSONSerialization.jsonObject(with: Data(timi.run("show", id, "--json").stdout.utf8))
                    as? [String: Any])
            let created = try #require(json["created"] as? String)
            #expect(created.hasSuffix("Z"), "JSON stays in UTC: \(created)")
            let utc = try #require(
                ISO8601DateFormatter().date(from: created.replacing(#/\.\d+Z/#, with: "Z")))
            let formatter = ISO8601DateFormatter()
            formatter.timeZone = TimeZone(secondsFromGMT: hours * 3600)
            formatter.formatOptions = [.withInternetDateTime]
            let local = formatter.string(from: utc).replacing("Z", with: "+00:00")
            #expect(local.hasSuffix(suffix))
            let show = try timi.run("show", id).stdout
            #expect(show.contains("created   " + local), "\(show)")
            let list = try timi.run("undo", "--list").stdout
            let minute = String(local.prefix(16)).replacing("T", with: " ")
            #expect(list.contains("LOCAL TIME") && list.contains(minute), "\(list)")
            let history = try timi.run("undo", "--list", "--json").stdout
            #expect(history.contains(#/"time":"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z"/#), "\(history)")
        }
    }
}
