import Foundation
import Testing

@testable import LedgerCore

@testable import timi

/// The add and edit dialog of `timi ui` as a value: typing, moving, completing, checking.
struct BillDialogTests {
    static let today = (Day(year: 2026, month: 11, day: 21) ?? .epoch)
    static let categories = (try? LedgerState.seeded().categories) ?? []

    static func type(_ text: String, into dialog: inout BillDialog) {
        for character in text {
            _ = dialog.handle(.character(character), categories: categories, today: today)
        }
    }

    static func press(_ key: Key, _ dialog: inout BillDialog) -> BillDialog.Outcome {
        dialog.handle(key, categories: categories, today: today)
    }

    @Test func fieldsComeInOrderAndTabCompletesTheCategory() throws {
        var dialog = BillDialog(adding: BillDialogTests.today)
        BillDialogTests.type("12+8.5", into: &dialog)
        #expect(BillDialogTests.press(.tab, &dialog) == .editing)
        BillDialogTests.type("mea", into: &dialog)
        _ = BillDialogTests.press(.tab, &dialog)
        #expect(dialog[.category] == "用餐" && dialog.focus == .note)
        BillDialogTests.type("午饭", into: &dialog)
        _ = BillDialogTests.press(.backTab, &dialog)
        #expect(dialog.focus == .category)
        _ = BillDialogTests.press(.backTab, &dialog)
        _ = BillDialogTests.press(.backTab, &dialog)
        #expect(dialog.focus == .photo)
        _ = BillDialogTests.press(.backTab, &dialog)
        #expect(dialog.focus == .account)
        _ = BillDialogTests.press(.backTab, &dialog)
        #expect(dialog.focus == .date)
        #expect(BillDialogTests.press(.enter, &dialog) == .saving)
        let draft = try dialog.draft(today: BillDialogTests.today)
        #expect(draft.amount == Money(cents: 2050) && draft.category == "用餐" && draft.note == "午饭")
        #expect(draft.date == BillDialogTests.today)
        #expect(BillDialogTests.press(.escape, &dialog) == .cancelled)
    }

    @Test(arguments: [
        ("", "an amount is needed"), ("12,5", "12,5"), ("0", "greater than 0"), ("1e3", "1e3"),
    ])
    func aBadAmountStaysInTheDialogWithItsErrorBesideIt(amount: String, error: String) {
        var dialog = BillDialog(adding: BillDialogTests.today)
        BillDialogTests.type(amount, into: &dialog)
        _ = BillDialogTests.press(.tab, &dialog)
        #expect(BillDialogTests.press(.enter, &dialog) == .editing)
        #expect(dialog.focus == .amount)
        #expect(dialog.errors[.amount]?.description.contains(error) == true, "\(dialog.errors)")
        let lines = BillDialogView.lines(
            dialog, categories: BillDialogTests.categories, today: BillDialogTests.today, width: 72)
        #expect(lines[0].contains("! "))
    }

    @Test func aBadDateIsShownBesideTheDate() {
        var dialog = BillDialog(adding: BillDialogTests.today)
        BillDialogTests.type("5", into: &dialog)
        for _ in 0..<3 { _ = BillDialogTests.press(.tab, &dialog) }
        for _ in 0..<10 { _ = BillDialogTests.press(.backspace, &dialog) }
        BillDialogTests.type("2026-02-30", into: &dialog)
        #expect(BillDialogTests.press(.enter, &dialog) == .editing)
        #expect(dialog.focus == .date && dialog.errors[.date] != nil)
    }

    @Test func theHintsShowTheSumTheCategoriesAndTheDay() {
        var dialog = BillDialog(adding: BillDialogTests.today)
        BillDialogTests.type("12+8.5", into: &dialog)
        _ = BillDialogTests.press(.tab, &dialog)
        BillDialogTests.type("me", into: &dialog)
        let lines = BillDialogView.lines(
            dialog, categories: BillDialogTests.categories, today: BillDialogTests.today, width: 72)
        #expect(lines[0].contains("= 20.50"))
        #expect(lines[1].contains("用餐 (meals) · 医疗 (medical)"))
        #expect(lines[3].contains("2026-11-21 Sat"))
    }

    @Test func theLedgersRefusalGoesBesideItsField() {
        var dialog = BillDialog(adding: BillDialogTests.today)
        dialog.show(LedgerError.ambiguous(kind: "category", query: "me", candidates: ["meals", "medical"]))
        #expect(dialog.focus == .category && dialog.errors[.category] != nil)
        dialog.show(LedgerError.invalidValue(field: "note", value: "x", reason: "too long"))
        #expect(dialog.focus == .note)
    }

    @Test func anEditChangesOnlyWhatWasChanged() throws {
        let state = try LedgerState.seeded()
        let bill = Bill(
            id: "0123456789abcdef", date: BillDialogTests.today, type: .expense, amount: Money(cents: 500),
            category: state.categories[0].id, book: state.books[0].id, note: "tea",
            created: Timestamp(milliseconds: 0))
        var dialog = BillDialog(editing: bill, in: state, photoPath: nil)
        _ = BillDialogTests.press(.tab, &dialog)
        _ = BillDialogTests.press(.tab, &dialog)
        BillDialogTests.type("s", into: &dialog)
        let changes = try dialog.changes(today: BillDialogTests.today)
        #expect(
            changes.note == "teas" && changes.amount == nil && changes.category == nil && changes.date == nil)
    }
}
