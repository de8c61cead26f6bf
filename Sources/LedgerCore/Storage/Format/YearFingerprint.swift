/// Which files one book-year's month summaries were made from, as one number: the ``ByteHash`` of every
/// month's file, change log and sealed logs' fingerprints (size and time), in the order of the months.
///
/// A totals file begins with the one of its summaries (``TotalsFile``), so that the id index's look for
/// hand-edited months (``MonthStore``) compares a year's files with one number read off the file's first
/// line, instead of decoding every summary of the year; only a year whose number differs is decoded, to
/// find its months. Months without a month file are left out on both sides.
struct YearFingerprint: Equatable {
    private var words: [UInt64] = []

    /// Adds the month `month`, whose month file, change log and sealed logs (``FileFingerprint/sealed(_:)``)
    /// have these fingerprints; months are added in ascending order.
    mutating func add(_ month: Month, file: FileFingerprint, log: FileFingerprint?, sealed: FileFingerprint?) {
        // A missing log is -1 in size, which no file has: no log and an empty one differ.
        words += [
            UInt64(month.year * 12 + month.month), UInt64(bitPattern: file.size),
            UInt64(bitPattern: file.modified), UInt64(bitPattern: log?.size ?? -1),
            UInt64(bitPattern: log?.modified ?? 0), UInt64(bitPattern: sealed?.size ?? -1),
            UInt64(bitPattern: sealed?.modified ?? 0),
        ]
    }

    /// The number.
    var value: UInt64 { words.withUnsafeBytes { ByteHash.of($0) } }
}
