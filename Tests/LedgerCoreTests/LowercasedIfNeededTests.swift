import Testing

@testable import LedgerCore

/// An import lowers category names without a new string for those already lower: whatever the text,
/// the answer is `lowercased()`'s.
struct LowercasedIfNeededTests {
    @Test(arguments: ["food", "Food", "FOOD", "a-b_c 9", "", "café", "CAFÉ", "餐饮", "İstanbul", "ΣΟΦΙΑ"])
    func isWhatLowercasedGives(text: String) {
        #expect(text.lowercasedIfNeeded == text.lowercased())
    }
}
