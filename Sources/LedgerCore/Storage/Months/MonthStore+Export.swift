extension MonthStore {
    /// `books`' bills of `month`, ready for a ``StoredMonthReader`` on any thread: their month files
    /// or, for a month read or changed in this session, the bytes its file would hold, so that every
    /// month takes the one path.
    func monthFiles(_ month: Month, of books: [Book.ID]) throws -> MonthFiles {
        var files: [MonthFiles.File] = []
        var size = 0
        for (index, book) in books.enumerated() where !removedBooks.contains(book) {
            let key = MonthKey(book: book, month: month)
            let contents: MonthFiles.File.Contents
            if entry(key).bills != nil || entry(key).patch != nil {
                let bytes = MonthFile.encode(try bills(of: book, in: month))
                size += bytes.count
                contents = .session(bytes)
            } else {
                for path in [path(of: key), logPath(of: key)] {
                    size += Int(try FileSystem.fingerprint(path)?.size ?? 0)
                }
                contents = .onDisk(log: logPath(of: key))
            }
            files.append(MonthFiles.File(book: index, path: path(of: key), contents: contents))
        }
        return MonthFiles(month: month, books: books, categories: categoryIndex(), files: files, size: size)
    }
}
