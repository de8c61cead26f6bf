import Foundation

extension LedgerState {
    /// `ledger.json` as timi writes it: keys sorted, one book, category, icon or month per line.
    func encoded() -> [UInt8] {
        let books = books.map { book in
            JSONText.object([
                ("cover", String(book.cover)), ("currency", JSONText.quoted(book.currency)),
                ("id", String(book.id)), ("name", JSONText.quoted(book.name)),
            ])
        }
        let categories = categories.map { category in
            JSONText.object([
                ("alias", JSONText.quoted(category.alias)), ("icon", JSONText.quoted(category.icon)),
                ("id", String(category.id)), ("title", JSONText.quoted(category.title)),
                ("type", JSONText.quoted(category.type.rawValue)),
            ])
        }
        let icons = spareIcons.map {
            JSONText.object([("icon", JSONText.quoted($0.icon)), ("type", JSONText.quoted($0.type.rawValue))])
        }
        let summaryText = summaries.keys.sorted().filter { !(summaries[$0] ?? [:]).isEmpty }.map { bookID in
            let months = (summaries[bookID] ?? [:]).sorted { $0.key < $1.key }.map { month, summary in
                JSONText.quoted(month.description) + ":" + LedgerState.encode(summary)
            }
            return JSONText.quoted(String(bookID)) + ":{\n" + months.joined(separator: ",\n") + "\n}"
        }
        let text = "{\n" + [
            "\"books\":" + JSONText.lines(books),
            "\"categories\":" + JSONText.lines(categories),
            "\"currentBook\":" + String(currentBook),
            "\"format\":" + String(LedgerState.format),
            "\"spareIcons\":" + JSONText.lines(icons),
            "\"summaries\":{" + (summaryText.isEmpty ? "" : "\n" + summaryText.joined(separator: ",\n") + "\n") + "}",
        ].joined(separator: ",\n") + "\n}\n"
        return Array(text.utf8)
    }

    private static func encode(_ summary: MonthSummary) -> String {
        let categories = summary.categories.sorted { $0.key < $1.key }.map { id, total in
            JSONText.quoted(String(id)) + ":"
                + JSONText.object([("count", String(total.count)), ("total", JSONText.quoted(total.total.description))])
        }
        var fields: [(String, String)] = [
            ("categories", "{" + categories.joined(separator: ",") + "}"), ("count", String(summary.count)),
            ("expense", JSONText.quoted(summary.expense.description)),
        ]
        if let file = summary.file {
            fields += [("fileModified", String(file.modified)), ("fileSize", String(file.size))]
        }
        fields.append(("income", JSONText.quoted(summary.income.description)))
        return JSONText.object(fields)
    }

    /// Reads `ledger.json`.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` naming the field that is wrong, or
    ///   ``LedgerError/newerFormat(path:found:supported:)``.
    init(decoding bytes: [UInt8], path: String) throws {
        let data = Data(bytes)
        let decoder = JSONDecoder()
        func fail(_ detail: String) -> LedgerError { .corruptFile(path: path, detail: detail) }
        do {
            let format = try decoder.decode(FormatProbe.self, from: data).format
            guard format <= LedgerState.format else {
                throw LedgerError.newerFormat(path: path, found: format, supported: LedgerState.format)
            }
            let document = try decoder.decode(Document.self, from: data)
            self = try document.state(fail)
        } catch let error as LedgerError {
            throw error
        } catch {
            throw fail(DecodingErrorText.describe(error))
        }
        if let violation = violation() { throw fail(violation) }
    }

    private struct FormatProbe: Decodable { var format: Int }

    private struct Document: Decodable {
        struct BookRecord: Decodable {
            var id: Int
            var name: String
            var cover: Int?
            var currency: String?
        }
        struct CategoryRecord: Decodable {
            var id: Int
            var title: String
            var alias: String
            var icon: String?
            var type: BillType
        }
        struct IconRecord: Decodable {
            var icon: String
            var type: BillType
        }
        struct TotalRecord: Decodable {
            var count: Int
            var total: String
        }
        struct SummaryRecord: Decodable {
            var count: Int
            var income: String
            var expense: String
            var categories: [String: TotalRecord]?
            var fileSize: Int64?
            var fileModified: Int64?
        }
        var books: [BookRecord]
        var categories: [CategoryRecord]
        var spareIcons: [IconRecord]?
        var currentBook: Int
        var summaries: [String: [String: SummaryRecord]]?

        func state(_ fail: (String) -> LedgerError) throws -> LedgerState {
            var summaries: [Book.ID: [Month: MonthSummary]] = [:]
            for (bookKey, months) in self.summaries ?? [:] {
                guard let bookID = Int(bookKey) else { throw fail("at 'summaries.\(bookKey)': not a book id") }
                for (monthKey, record) in months {
                    let at = "at 'summaries.\(bookKey).\(monthKey)'"
                    guard let month = Month(iso: monthKey) else { throw fail("\(at): not a month (YYYY-MM)") }
                    guard let income = Money(decimal: record.income), let expense = Money(decimal: record.expense)
                    else { throw fail("\(at): income and expense must be amounts like \"12.50\"") }
                    var totals: [Category.ID: CategoryTotal] = [:]
                    for (idKey, total) in record.categories ?? [:] {
                        guard let id = Int(idKey), let money = Money(decimal: total.total) else {
                            throw fail("\(at).categories.\(idKey): expected a category id and an amount")
                        }
                        totals[id] = CategoryTotal(count: total.count, total: money)
                    }
                    let file = record.fileSize.flatMap { size in
                        record.fileModified.map { FileFingerprint(size: size, modified: $0) }
                    }
                    summaries[bookID, default: [:]][month] = MonthSummary(
                        count: record.count, income: income, expense: expense, categories: totals, file: file)
                }
            }
            return LedgerState(
                books: books.map {
                    Book(id: $0.id, name: $0.name, cover: $0.cover ?? 0, currency: $0.currency ?? Book.defaultCurrency)
                },
                categories: categories.map {
                    Category(id: $0.id, title: $0.title, alias: $0.alias, icon: $0.icon ?? "", type: $0.type)
                },
                spareIcons: (spareIcons ?? []).map { SpareIcon(icon: $0.icon, type: $0.type) },
                currentBook: currentBook, summaries: summaries)
        }
    }
}
