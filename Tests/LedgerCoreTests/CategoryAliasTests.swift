import Testing
import TestSupport

@testable import LedgerCore

/// A category title that is not an alias gets one made from it; `--alias` still chooses, and a
/// title with no ASCII letter still needs one.
struct CategoryAliasTests {
    @Test(arguments: [
        ("Personal care", "personal-care"), ("Kids' activities", "kids-activities"),
        ("Kids’ activities", "kids-activities"), ("Eating out & takeaway", "eating-out-takeaway"),
        ("Café", "cafe"), ("Ｔａｘｉ", "taxi"), ("7-Eleven", "eleven"), ("咖啡 Coffee", "coffee"),
        ("  Gifts -- & more ", "gifts-more"), ("A very long category title", "a-very-long-category"),
        ("Health/Insurance 2", "health-insurance-2"),
    ])
    func makesAnAliasFromATitle(_ title: String, _ alias: String) throws {
        let made = try #require(Category.alias(madeFrom: title, taken: []))
        #expect(made == alias)
        #expect(try Category.validatedAlias(made) == made)
    }

    @Test func numbersAnAliasThatIsTaken() {
        #expect(Category.alias(madeFrom: "Personal care", taken: ["personal-care"]) == "personal-care-2")
        #expect(
            Category.alias(madeFrom: "Personal care", taken: ["personal-care", "personal-care-2"])
                == "personal-care-3")
        #expect(
            Category.alias(madeFrom: "A very long category title", taken: ["a-very-long-category"])
                == "a-very-long-catego-2")
    }

    @Test(arguments: ["用餐", "!!!", "42", "€ 5", ""])
    func makesNoAliasWithoutAnASCIILetter(_ title: String) {
        #expect(Category.alias(madeFrom: title, taken: []) == nil)
    }

    @Test func addsACategoryUnderItsMadeAliasAndKeepsAChosenOne() throws {
        try withTemporaryDirectory { dir in
            try LedgerStore(directory: dir).write { ledger in
                let added = try [
                    ("Personal care", nil, BillType.expense), ("Personal Care", nil, .income),
                    ("Kids' activities", "kids", .expense), ("dividends", nil, .income),
                ].map { try ledger.addCategory(title: $0.0, alias: $0.1, type: $0.2).alias }
                #expect(added == ["personal-care", "personal-care-2", "kids", "dividends"])
                #expect(try ledger.category(matching: "personal-care").title == "Personal care")
                #expect(
                    throws: LedgerError.invalidValue(
                        field: "category title", value: "咖啡",
                        reason: "give an ASCII alias for it with --alias")
                ) {
                    try ledger.addCategory(title: "咖啡", alias: nil, type: .expense)
                }
                // A title that is an alias already taken is refused as before, not renumbered.
                #expect(throws: LedgerError.self) {
                    try ledger.addCategory(title: "meals", alias: nil, type: .expense)
                }
            }
        }
    }
}
