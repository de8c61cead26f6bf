#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The months a book has, and the bills of many months one month at a time.
extension MonthStore {
    /// The months whose month files are among `names`, those of a book's folder.
    static func months(named names: [String]) -> Set<Month> {
        var months = Set<Month>(minimumCapacity: names.count)
        // On the names' bytes: a book's folder holds a few hundred names, and every change lists it.
        for name in names where name.utf8.count == 12 {
            let month =
                name.utf8.withContiguousStorageIfAvailable(month(ofFileNamed:))
                ?? Array(name.utf8).withUnsafeBufferPointer(month(ofFileNamed:))
            if let month { months.insert(month) }
        }
        return months
    }

    /// The month of a month file's name, `YYYY-MM.json` as UTF-8 bytes; `nil` for any other name.
    static func month(ofFileNamed name: UnsafeBufferPointer<UInt8>) -> Month? {
        guard name.count == 12, let base = name.baseAddress, memcmp(base + 7, ".json", 5) == 0 else { return nil }
        return Month(isoBytes: UnsafeBufferPointer(start: base, count: 7))
    }

    /// The months in which `book` has a month file (or pending bills), oldest first.
    func months(of book: Book.ID) throws -> [Month] {
        if removedBooks.contains(book) { return [] }
        var months = MonthStore.months(named: try names(inFolderOf: book))
        for key in keys(where: \.isChanged) where key.book == book {
            if entry(key).bills?.isEmpty == false {
                months.insert(key.month)
            } else {
                months.remove(key.month)
            }
        }
        for key in keys(where: { $0.patch?.inserted.isEmpty == false }) where key.book == book {
            months.insert(key.month)
        }
        for key in imports.keys where key.book == book { months.insert(key.month) }
        return months.sorted()
    }

    /// Calls `body` with the bills of `books` from `start` through `end`, one month at a time, oldest
    /// first, in chronological order across the books. Months not read yet are read without being
    /// kept, so memory stays at about one month of bills however large the ledger.
    func forEachMonth(
        of books: [Book.ID], from start: Day, through end: Day, _ body: ([Bill]) throws -> Void
    ) throws {
        var months = Set<Month>()
        for book in books { months.formUnion(try self.months(of: book)) }
        for month in months.sorted() where month >= start.yearMonth && month <= end.yearMonth {
            var bills: [Bill] = []
            for book in books where !removedBooks.contains(book) {
                let key = MonthKey(book: book, month: month)
                let monthBills = try isUntouched(key) ? readFile(key) : self.bills(of: book, in: month)
                bills += monthBills.filter { $0.date >= start && $0.date <= end }
            }
            if books.count > 1 { bills.sort(by: Bill.chronological) }
            try body(bills)
        }
    }
}
