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

/// A transfer in the dialog: its own fields (from, to, arrived, fee; no category), edited as
/// `timi edit ID --account --to --to-amount --fee` edits them.
struct TransferDialogTests {
    static func transfer() throws -> (Bill, LedgerState) {
        var state = try LedgerState.seeded()
        state.accounts = [
            Account(id: 1, name: "储蓄卡", kind: .debit, currency: "¥"),
            Account(id: 2, name: "招行信用卡", kind: .credit, currency: "¥"),
            Account(id: 3, name: "Chase", kind: .debit, currency: "USD"),
        ]
        var bill = Bill(
            id: "0123456789abcdef", date: BillDialogTests.today, type: .transfer, amount: Money(cents: 300_000),
            category: Bill.transferCategory, book: state.books[0].id, note: "还款",
            created: Timestamp(milliseconds: 0))
        (bill.account, bill.toAccount, bill.fee) = (1, 2, Money(cents: 200))
        return (bill, state)
    }

    @Test func aTransferShowsItsAccountsAmountsAndFee() throws {
        let (bill, state) = try Self.transfer()
        let dialog = BillDialog(editing: bill, in: state, photoPath: nil)
        #expect(dialog.fields == [.amount, .account, .to, .toAmount, .fee, .note, .date, .photo])
        let lines = BillDialogView.lines(
            dialog, categories: state.categories, accounts: state.accounts, today: BillDialogTests.today,
            width: 100)
        #expect(lines[1].contains("from") && lines[1].contains("储蓄卡"), "\(lines)")
        #expect(lines[2].contains("to") && lines[2].contains("招行信用卡"), "\(lines)")
        #expect(lines[3].contains("arrived") && lines[3].contains("empty: what left"), "\(lines)")
        #expect(lines[4].contains("fee") && lines[4].contains("2.00"), "\(lines)")
        #expect(!lines.contains { $0.contains("category") })
        let chinese = BillDialogView.lines(
            dialog, categories: state.categories, accounts: state.accounts, today: BillDialogTests.today,
            width: 100, language: .chinese)
        #expect(chinese[1].contains("转出") && chinese[2].contains("转入") && chinese[4].contains("手续费"))
    }

    @Test func tabVisitsTheTransfersFieldsAndTheChangesAreATransfers() throws {
        let (bill, state) = try Self.transfer()
        var dialog = BillDialog(editing: bill, in: state, photoPath: nil)
        _ = BillDialogTests.press(.tab, &dialog)
        #expect(dialog.focus == .account)
        _ = BillDialogTests.press(.tab, &dialog)
        #expect(dialog.focus == .to)
        for _ in dialog[.to] { _ = BillDialogTests.press(.backspace, &dialog) }
        BillDialogTests.type("Chase", into: &dialog)
        _ = BillDialogTests.press(.tab, &dialog)
        BillDialogTests.type("420+0.5", into: &dialog)
        _ = BillDialogTests.press(.tab, &dialog)
        #expect(dialog.focus == .fee)
        for _ in dialog[.fee] { _ = BillDialogTests.press(.backspace, &dialog) }
        #expect(BillDialogTests.press(.enter, &dialog) == .saving)
        let changes = try dialog.changes(today: BillDialogTests.today)
        #expect(changes.toAccount == "Chase" && changes.toAmount == Money(cents: 42_050) && changes.fee == .zero)
        #expect(changes.amount == nil && changes.account == nil && changes.category == nil)
        // A bad fee stays in the dialog, its error beside it; back from the first field is the last.
        BillDialogTests.type("1,5", into: &dialog)
        #expect(BillDialogTests.press(.enter, &dialog) == .editing)
        #expect(dialog.focus == .fee && dialog.errors[.fee] != nil)
        dialog.focus = .amount
        _ = BillDialogTests.press(.backTab, &dialog)
        #expect(dialog.focus == .photo)
    }
}
