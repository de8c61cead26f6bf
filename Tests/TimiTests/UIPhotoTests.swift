import Foundation
import TestSupport
import Testing

@testable import LedgerCore

@testable import timi

/// Photos in `timi ui`: the mark on the timeline, the path of the selected bill's photo, and the
/// dialog's photo field, copied in as `--photo` copies.
struct UIPhotoTests {
    static let today = UIScreenTests.today

    /// A ledger whose newest bill has a photo (`receipt.jpg`, beside the ledger) and another has none.
    static func withPhoto<T>(_ body: (LedgerStore, String) throws -> T) throws -> T {
        try withTemporaryDirectory { dir throws in
            let picture = dir + "/receipt.jpg"
            try Data("jpeg".utf8).write(to: URL(fileURLWithPath: picture))
            let store = LedgerStore(directory: dir + "/ledger")
            try store.write { ledger in
                let book = ledger.currentBook.id
                try ledger.addBill(
                    BillDraft(
                        amount: Money(cents: 500), category: "meals", type: nil, date: today, note: "tea"),
                    to: book, now: Timestamp(milliseconds: 1))
                try ledger.addBill(
                    BillDraft(
                        amount: Money(cents: 1250), category: "meals", type: nil, date: today, note: "lunch",
                        photo: picture), to: book, now: Timestamp(milliseconds: 2))
            }
            return try body(store, dir)
        }
    }

    @Test func theTimelineMarksAPhotoAndTheSelectedBillShowsItsPath() throws {
        try UIPhotoTests.withPhoto { store, dir throws in
            let ui = try UIScreenTests.state(store)
            let data = try UIScreenTests.data(store, ui)
            let bill = try #require(data.selectedBill(ui))
            let photo = try #require(bill.photo)
            let lines = ScreenRenderer.lines(ui, data, size: ScreenSize(columns: 240, rows: 20), color: false)
            #expect(lines.contains { $0.contains("12.50  📷 lunch") })
            #expect(lines.contains { $0.contains("5.00  tea") && !$0.contains("📷") })
            #expect(lines[18].hasSuffix("用餐 lunch  📷 \(dir)/ledger/attachments/\(photo)"))
            #expect(FileManager.default.fileExists(atPath: "\(dir)/ledger/attachments/\(photo)"))
        }
    }

    @Test func theAddDialogCopiesThePhotoInAsPhotoDoes() throws {
        try UIPhotoTests.withPhoto { store, dir throws in
            var ui = try UIScreenTests.state(store)
            let keys: [Key] =
                [.character("a"), .character("7"), .tab, .tab, .tab, .tab, .tab]
                + (dir + "/receipt.jpg").map { Key.character($0) } + [.enter]
            let effects = try UIScreenTests.press(keys, &ui, store)
            guard case .save(let dialog)? = effects.last else {
                Issue.record("no save: \(effects)")
                return
            }
            #expect(dialog[.photo] == dir + "/receipt.jpg")
            let bill = try store.write { ledger in
                try ledger.addBill(
                    try dialog.draft(today: UIPhotoTests.today), to: ledger.currentBook.id,
                    now: Timestamp(milliseconds: 3))
            }
            let name = try #require(bill.photo)
            let copied = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/ledger/attachments/\(name)"))
            #expect(copied == Data("jpeg".utf8))
        }
    }

    @Test func anEditKeepsReplacesOrRemovesThePhoto() throws {
        try UIPhotoTests.withPhoto { store, dir throws in
            let ui = try UIScreenTests.state(store)
            let data = try UIScreenTests.data(store, ui)
            let bill = try #require(data.selectedBill(ui))
            let path = try #require(data.photoPaths[bill.id])
            var dialog = BillDialog(editing: bill, in: data.state, photoPath: path)
            #expect(dialog[.photo] == path)
            #expect(BillDialogView.hint(.photo, dialog, [], UIPhotoTests.today) == "attached")
            #expect(try dialog.changes(today: UIPhotoTests.today).isEmpty)
            dialog[.photo] = dir + "/other.png"
            #expect(try dialog.changes(today: UIPhotoTests.today).photo == .replace(with: dir + "/other.png"))
            dialog[.photo] = ""
            #expect(try dialog.changes(today: UIPhotoTests.today).photo == .remove)
            #expect(
                BillDialogView.hint(.photo, dialog, [], UIPhotoTests.today) == "empty: the photo is removed")
        }
    }

    @Test func theDialogShowsItsPhotoFieldAtTheSmallestSize() throws {
        try UIPhotoTests.withPhoto { store, _ throws in
            var ui = try UIScreenTests.state(store)
            _ = try UIScreenTests.press([.character("a")], &ui, store)
            let data = try UIScreenTests.data(store, ui)
            let lines = ScreenRenderer.lines(ui, data, size: ScreenRenderer.minimum, color: false)
            #expect(lines.count == 12)
            #expect(lines.contains { $0.hasPrefix("│  photo") })
            let roomy = ScreenRenderer.lines(ui, data, size: ScreenSize(columns: 80, rows: 24), color: false)
            #expect(
                roomy.contains { $0.hasPrefix("│") && $0.dropFirst().allSatisfy { $0 == " " || $0 == "│" } })
        }
    }

    @Test func aMissingPhotoGoesBesideThePhotoField() {
        var dialog = BillDialog(adding: UIPhotoTests.today)
        dialog.show(LedgerError.inputMissing(path: "/nonexistent.jpg", detail: "no such file"))
        #expect(dialog.focus == .photo)
        #expect(dialog.errors[.photo]?.description.contains("/nonexistent.jpg") == true)
    }
}
