import Foundation

/// The bills of one book and month: `bills/<book-id>/<YYYY-MM>.json`.
///
/// Written as `{"bills":[` + one bill per line, keys sorted + `],"format":1}`, sorted by date then
/// creation, so the files diff well under git. Any valid JSON with the same fields is read too (a
/// file edited by hand), and every bill is checked.
enum MonthFile {
    static let format = 1

    /// The file's bytes for `bills`, which must already be in ``Bill/chronological(_:_:)`` order.
    static func encode(_ bills: [Bill]) -> [UInt8] {
        var text = "{\"bills\":[\n"
        text.reserveCapacity(bills.count * 200)
        for (index, bill) in bills.enumerated() {
            if index > 0 { text += ",\n" }
            encode(bill, into: &text)
        }
        text += "\n],\"format\":" + String(format) + "}\n"
        return Array(text.utf8)
    }

    /// One bill as a JSON object on one line, keys sorted (the book is the file's folder).
    static func encode(_ bill: Bill, into text: inout String) {
        text += "{\"amount\":\"" + bill.amount.description + "\",\"category\":" + String(bill.category)
        text += ",\"created\":\"" + bill.created.description + "\",\"date\":\"" + bill.date.description
        text += "\",\"id\":" + JSONText.quoted(bill.id)
        if let key = bill.importKey { text += ",\"importKey\":" + JSONText.quoted(key) }
        text += ",\"note\":" + JSONText.quoted(bill.note)
        if let photo = bill.photo { text += ",\"photo\":" + JSONText.quoted(photo) }
        text += ",\"type\":\"" + bill.type.rawValue + "\"}"
    }

    /// Reads and checks the bills of `book` in `month`.
    /// - Parameter categories: the ledger's categories by id, to check each bill's category and type.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` naming the bill (and its line in a file
    ///   timi wrote), or ``LedgerError/newerFormat(path:found:supported:)``.
    static func decode(
        _ bytes: [UInt8], path: String, book: Book.ID, month: Month, categories: [Category.ID: Category]
    ) throws -> [Bill] {
        func fail(_ detail: String) -> LedgerError { .corruptFile(path: path, detail: detail) }
        let document: Document
        do {
            let data = Data(bytes)
            let format = try JSONDecoder().decode(FormatProbe.self, from: data).format
            guard format <= MonthFile.format else {
                throw LedgerError.newerFormat(path: path, found: format, supported: MonthFile.format)
            }
            document = try JSONDecoder().decode(Document.self, from: data)
        } catch let error as LedgerError {
            throw error
        } catch {
            throw fail(DecodingErrorText.describe(error))
        }
        var bills: [Bill] = []
        bills.reserveCapacity(document.bills.count)
        var ids = Set<String>()
        for (index, record) in document.bills.enumerated() {
            let bill = try record.bill(book: book) { fail("at 'bills[\(index)]' (line \(index + 2)): \($0)") }
            let at = "at 'bills[\(index)]' (line \(index + 2))"
            guard bill.date.yearMonth == month else { throw fail("\(at): the date \(bill.date) is not in \(month)") }
            guard let category = categories[bill.category] else {
                throw fail("\(at): there is no category with id \(bill.category)")
            }
            guard category.type == bill.type else {
                throw fail("\(at): category \(category.title) is for \(category.type.rawValue), the bill is \(bill.type.rawValue)")
            }
            guard ids.insert(bill.id).inserted else { throw fail("\(at): the id '\(bill.id)' appears twice") }
            bills.append(bill)
        }
        bills.sort(by: Bill.chronological)
        return bills
    }

    private struct FormatProbe: Decodable { var format: Int }

    private struct Document: Decodable {
        var bills: [Record]
    }

    private struct Record: Decodable {
        var amount: String
        var category: Int
        var created: String
        var date: String
        var id: String
        var importKey: String?
        var note: String?
        var photo: String?
        var type: String

        func bill(book: Book.ID, _ fail: (String) -> LedgerError) throws -> Bill {
            guard let amount = Money(decimal: amount), amount > .zero, amount <= .maximum else {
                throw fail("'\(self.amount)' is not an amount between 0.01 and \(Money.maximum)")
            }
            guard let date = Day(iso: date) else { throw fail("'\(date)' is not a date (YYYY-MM-DD)") }
            guard let created = Timestamp(iso: created) else {
                throw fail("'\(self.created)' is not a timestamp (YYYY-MM-DDTHH:MM:SS.mmmZ)")
            }
            guard let type = BillType(rawValue: type) else { throw fail("'\(type)' is not income or expense") }
            guard !id.isEmpty else { throw fail("the id is empty") }
            return Bill(
                id: id, date: date, type: type, amount: amount, category: category, book: book, note: note ?? "",
                photo: photo, created: created, importKey: importKey)
        }
    }
}
