/// The months a book has, and the bills of many months one month at a time.
extension MonthStore {
    /// The months whose month files are among `names`, those of a book's folder.
    static func months(named names: [String]) -> Set<Month> {
        Set(
            names.compactMap { name -> Month? in
                guard name.hasSuffix(".json"), !name.hasPrefix(".") else { return nil }
                return Month(iso: name.dropLast(5))
            })
    }

    /// The months in which `book` has a month file (or pending bills), oldest first.
    func months(of book: Book.ID) throws -> [Month] {
        if removedBooks.contains(book) { return [] }
        var months = MonthStore.months(named: try FileSystem.list(folder(of: book)))
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
