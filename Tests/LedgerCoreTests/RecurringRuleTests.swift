import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// The dates a rule falls on, and the rules as `ledger.json` keeps them.
struct RecurringRuleTests {
    static func day(_ text: String) -> Day { Day(iso: text) ?? .epoch }

    static func rule(
        _ every: RecurringRule.Frequency, on: Int, from: String, until: String? = nil, booked: String? = nil
    ) -> RecurringRule {
        RecurringRule(
            id: "r1", book: 1, amount: Money(cents: 100), category: 1, type: .expense, every: every, on: on,
            from: day(from), until: until.map(day), bookedThrough: booked.map(day))
    }

    struct Case: Sendable, CustomTestStringConvertible {
        var rule: RecurringRule
        var today: String
        var dates: [String]
        var testDescription: String { "\(rule.schedule) from \(rule.from) through \(today)" }
    }

    static let cases: [Case] = [
        Case(
            rule: rule(.month, on: 31, from: "2026-01-01"), today: "2026-05-30",
            dates: ["2026-01-31", "2026-02-28", "2026-03-31", "2026-04-30"]),
        Case(rule: rule(.month, on: 30, from: "2028-01-31"), today: "2028-03-29", dates: ["2028-02-29"]),
        Case(
            rule: rule(.month, on: 15, from: "2026-12-15"), today: "2027-01-15",
            dates: ["2026-12-15", "2027-01-15"]),
        Case(
            rule: rule(.week, on: 1, from: "2026-11-01"), today: "2026-11-23",
            dates: ["2026-11-02", "2026-11-09", "2026-11-16", "2026-11-23"]),
        Case(
            rule: rule(.day, on: 0, from: "2026-12-30"), today: "2027-01-01",
            dates: ["2026-12-30", "2026-12-31", "2027-01-01"]),
        Case(
            rule: rule(.year, on: 29, from: "2027-02-01"), today: "2029-01-01",
            dates: ["2027-02-28", "2028-02-29"]),
        Case(
            rule: rule(.day, on: 0, from: "2026-11-01", until: "2026-11-03"), today: "2026-12-01",
            dates: ["2026-11-01", "2026-11-02", "2026-11-03"]),
        Case(
            rule: rule(.day, on: 0, from: "2026-11-01", booked: "2026-11-02"), today: "2026-11-04",
            dates: ["2026-11-03", "2026-11-04"]),
        Case(rule: rule(.month, on: 1, from: "2026-12-01"), today: "2026-11-30", dates: []),
    ]

    @Test(arguments: cases)
    func dueOccurrences(_ test: Case) {
        let due = test.rule.dueOccurrences(through: Self.day(test.today))
        #expect(due.map(\.description) == test.dates)
        #expect(test.rule.isDue(through: Self.day(test.today)) == !test.dates.isEmpty)
    }

    @Test func aPausedRuleIsNeverDue() {
        var rule = Self.rule(.day, on: 0, from: "2026-01-01")
        rule.paused = true
        #expect(rule.dueOccurrences(through: Self.day("2026-12-31")).isEmpty)
        #expect(!rule.isDue(through: Self.day("2026-12-31")))
    }

    @Test func theLastYearEndsARule() {
        let rule = Self.rule(.year, on: 1, from: "9999-01-01", booked: "9999-01-01")
        #expect(rule.nextOccurrence == nil)
    }

    @Test func rulesRoundTripThroughLedgerJSONAndAreLeftOutWhenThereAreNone() throws {
        var state = try LedgerState.seeded()
        let plain = state.encoded(summaries: [:])
        #expect(!String(decoding: plain, as: UTF8.self).contains("recurring"))
        var paused = Self.rule(.week, on: 5, from: "2026-11-01", until: "2027-01-01", booked: "2026-11-06")
        paused.paused = true
        paused.note = "gym \"club\""
        state.recurring = [Self.rule(.month, on: 31, from: "2026-01-01"), paused]
        state.recurring[1].id = "r2"
        let bytes = state.encoded(summaries: [:])
        let decoded = try LedgerState.decode(bytes, path: "ledger.json", deferringSummaries: true).state
        #expect(decoded == state)
    }

    @Test(arguments: [
        (
            #"{"amount":"1.00","book":1,"category":1,"every":"week","from":"2026-01-01","id":"x","on":8,"type":"expense"}"#,
            "on 8 does not fit every week"
        ),
        (
            #"{"amount":"1.00","book":9,"category":1,"every":"day","from":"2026-01-01","id":"x","on":0,"type":"expense"}"#,
            "there is no book 9"
        ),
        (
            #"{"amount":"1.00","book":1,"category":1,"every":"fortnight","from":"2026-01-01","id":"x","on":0,"type":"expense"}"#,
            "it needs an id"
        ),
        (
            #"{"amount":"1.00","book":1,"category":1,"every":"day","id":"x","on":0,"type":"expense"}"#,
            "it needs an id"
        ),
        (
            #"{"amount":"1.00","book":1,"category":1,"every":"day","from":"2026-01-01","id":"","on":0,"type":"expense"}"#,
            "it needs an id"
        ),
    ])
    func aDamagedRuleIsNamed(_ rule: String, _ message: String) throws {
        let state = try LedgerState.seeded()
        var text = String(decoding: state.encoded(summaries: [:]), as: UTF8.self)
        text = text.replacingOccurrences(of: "\"format\":1,", with: "\"format\":1,\n\"recurring\":[\(rule)],")
        #expect {
            _ = try LedgerState.decode(Array(text.utf8), path: "ledger.json", deferringSummaries: true)
        } throws: { error in
            "\(error)".contains(message)
        }
    }
}
