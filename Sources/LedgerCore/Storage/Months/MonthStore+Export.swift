extension MonthStore {
    /// The months from `start` through `end` in which one of `books` has bills, oldest first.
    func months(of books: [Book.ID], from start: Day, through end: Day) throws -> [Month] {
        var months = Set<Month>()
        for book in books { months.formUnion(try self.months(of: book)) }
        return months.sorted().filter { $0 >= start.yearMonth && $0 <= end.yearMonth }
    }

    /// `books`' bills of `month`, ready for a ``StoredMonthReader`` on any thread: their month files
    /// or, for a month read or changed in this session, the bytes its file would hold, so that every
    /// month takes the one path.
    func storedMonth(_ month: Month, of books: [Book.ID]) throws -> StoredMonth {
        var files: [StoredMonth.File] = []
        var size = 0
        for (index, book) in books.enumerated() where !removedBooks.contains(book) {
            let key = MonthKey(book: book, month: month)
            let contents: StoredMonth.File.Contents
            if read[key] != nil || patches[key] != nil {
                let bytes = MonthFile.encode(try bills(of: book, in: month))
                size += bytes.count
                contents = .session(bytes)
            } else {
                for path in [path(of: key), logPath(of: key)] {
                    size += Int(try FileSystem.fingerprint(path)?.size ?? 0)
                }
                contents = .onDisk(log: logPath(of: key))
            }
            files.append(StoredMonth.File(book: index, path: path(of: key), contents: contents))
        }
        return StoredMonth(month: month, books: books, categories: categoryIndex(), files: files, size: size)
    }
}
