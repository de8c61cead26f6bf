import TestSupport
import Testing

@testable import LedgerCore

/// Issue 37, point 6: a rule's category takes only rows of its type, `&` joins conditions, and
/// `%amount`, `%time` and `%account` test what a row's text alone cannot.
struct RuleConditionsTests {
    static let now = Timestamp(milliseconds: 1_795_264_462_000)

    /// `csv` imported into a new ledger with `rules`; the outcome and each bill's category alias.
    func importing(_ csv: String, rules: String) throws -> (ImportOutcome, [String]) {
        try withTemporaryDirectory { dir in
            let store = LedgerStore(directory: dir)
            let batch = try BillImport(
                bytes: Array(csv.utf8), source: "bank.csv", path: "bank.csv",
                options: .init(
                    rules: try ImportRules(text: rules, source: "bank.rules"), learn: false, builtin: false))
            let outcome = try store.write { try batch.apply(to: $0, book: nil, now: Self.now) }
            let state = try store.read { $0.state }
            return (outcome, outcome.imported.map { state.category($0.category)?.alias ?? "?" })
        }
    }

    @Test func aRulesCategoryOfTheOtherTypeLeavesTheRowAsIfNoRuleMatchedAndIsCounted() throws {
        let csv = "date,amount,payee\n2026-11-01,-30,美团\n2026-11-02,12,美团\n2026-11-03,8,美团\n"
        let (outcome, aliases) = try importing(csv, rules: "if 美团\n  category meals\n")
        #expect(outcome.count == 3)
        #expect(aliases[0] == "meals" && aliases[1] != "meals" && aliases[2] == aliases[1])
        #expect(outcome.decisions == [.rule("bank.rules:2"), .fallback, .fallback])
        let meals = try #require(outcome.unappliedRules.first)
        #expect(outcome.unappliedRules.count == 1)
        #expect(meals.rule == "bank.rules:2" && meals.type == .expense && meals.rows == 2)
        let plan = ImportPlan(outcome)
        let state = try LedgerState.seeded()
        #expect(
            plan.asText(in: state).contains(
                "Rules that did not categorise 2 rows:\n"
                    + "  bank.rules:2: 2 income rows, but 用餐 (meals) is an expense category\n"))
        #expect(
            plan.asJSON(in: state, bills: "[]").contains(
                #""unapplied":[{"category":"用餐 (meals)","rows":2,"rule":"bank.rules:2","type":"expense"}]"#))
    }

    @Test func conditionsJoinedByAnAmpersandMustAllMatch() throws {
        let csv = "date,amount,payee\n2026-11-01,-30,美团\n2026-11-02,-300,美团\n2026-11-03,-300,滴滴\n"
        let rules = "if %payee 美团\n& %amount >100\n  category shopping\nif 滴滴\n  category transport\n"
        let (_, aliases) = try importing(csv, rules: rules)
        #expect(aliases == ["meals", "shopping", "transport"])
    }

    @Test(arguments: [
        (">100", [false, false, true, true]), (">=100", [false, true, true, true]),
        ("<100", [true, false, false, false]), ("<= 100", [true, true, false, false]),
        ("=100", [false, true, false, false]), ("10..100", [true, true, false, false]),
        ("100.01..5000", [false, false, true, true]),
        // Not a comparison: a pattern on the amount's text, as before.
        ("^-1", [false, true, true, false]),
    ])
    func anAmountIsComparedWhateverItsSign(_ condition: String, _ matched: [Bool]) throws {
        let csv = "date,amount\n2026-11-01,-30\n2026-11-02,-100\n2026-11-03,-100.01\n2026-11-04,-5000\n"
        let (_, aliases) = try importing(csv, rules: "if %amount \(condition)\n  category shopping\n")
        #expect(aliases == matched.map { $0 ? "shopping" : "meals" })
    }

    @Test func aTimeWindowTakesTheRowsTimeOfDay() throws {
        let csv =
            "date,amount\n2026-11-01 11:00:00,-1\n2026-11-01 13:59:59,-2\n2026-11-01 14:01:00,-3\n"
            + "2026-11-01T23:30,-4\n2026-11-02,-5\n"
        let (_, aliases) = try importing(
            csv, rules: "if %time 11:00-14:00\n  category meals\nif %time 22:00-02:00\n  category fun\n"
                + "if .\n  category shopping\n")
        #expect(aliases == ["meals", "meals", "shopping", "fun", "shopping"])
    }

    @Test func anAccountIsThePaymentMethodColumn() throws {
        let csv = "date,amount,支付方式,payee\n2026-11-01,-1,招商银行信用卡,x\n2026-11-02,-2,零钱,信用卡\n"
        let (_, aliases) = try importing(
            csv, rules: "if %account 信用卡\n  category shopping\nif .\n  category meals\n")
        #expect(aliases == ["shopping", "meals"])
        // A file without such a column: the condition does not match.
        let (_, none) = try importing(
            "date,amount\n2026-11-01,-1\n", rules: "if %account .\n  category shopping\nif .\n  category meals\n")
        #expect(none == ["meals"])
    }

    @Test(arguments: [
        ("& %amount >1\n  skip\n", "bank.rules:1: a '&' line joins the 'if' line right above it"),
        ("if x\n  skip\n& y\n  skip\n", "bank.rules:3: a '&' line joins the 'if' line right above it"),
        ("if x\n& %time noon\n  skip\n", "bank.rules:2: 'noon' is not a time window; write it as 11:00-14:00"),
        ("if %time 11:00-25:00\n  skip\n", "bank.rules:1: '11:00-25:00' is not a time window"),
        ("if %amount >ten\n  skip\n", "bank.rules:1: 'ten' is not an amount, such as 100 or 12.50"),
        ("if %amount 50..10\n  skip\n", "bank.rules:1: the range 50..10 runs backwards"),
        ("if x\n&\n  skip\n", "bank.rules:2: an 'if' line needs a pattern"),
    ])
    func aMistakeInANewConditionIsRefusedWithItsLine(_ text: String, _ message: String) {
        #expect { try ImportRules(text: text, source: "bank.rules") } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }
}
