/// A book's folder as listed once: the months with a month file, those with a change log, and how many
/// sealed logs each has (numbered from 1 up to the first missing), all read from the names' bytes;
/// then the fingerprints of a month's files, each looked at by a name made on the stack relative to
/// the open folder. Every change looks at the 240 files of a book of ten years this way (the id
/// index's look for hand-edited months), so no string is made for a name.
struct BookListing {
    /// The months with a month file, oldest first.
    let months: [Month]
    /// The months with a change log.
    private let logs: Set<Month>
    /// The sealed logs listed for each month, by number.
    private let sealed: [Month: Set<Int>]

    /// The listing of a book's folder, from its names.
    init(names: [String]) {
        var months: [Month] = []
        months.reserveCapacity(names.count)
        var logs: Set<Month> = []
        var sealed: [Month: Set<Int>] = [:]
        for name in names {
            var name = name
            name.withUTF8 { bytes in
                if let month = MonthStore.month(ofFileNamed: bytes) {
                    months.append(month)
                } else if let (month, number) = MonthLog.parse(logName: bytes) {
                    if let number { sealed[month, default: []].insert(number) } else { logs.insert(month) }
                }
            }
        }
        (self.months, self.logs, self.sealed) = (months.sorted(), logs, sealed)
    }

    /// Whether `month` has a change log.
    func hasLog(_ month: Month) -> Bool { logs.contains(month) }

    /// The fingerprints of `month`'s files in `folder` (its listing): its month file (`nil`: none), its
    /// change log when listed, and, when it has one, its sealed logs (``FileFingerprint/sealed(_:)``
    /// of those numbered from 1 up to the first not listed or not there).
    /// - Throws: ``LedgerError/io(path:detail:)`` when a file cannot be looked at (anything but absence).
    func files(of month: Month, in folder: FileSystem.Folder) throws -> (
        file: FileFingerprint?, log: FileFingerprint?, sealed: FileFingerprint?
    ) {
        let file = try fingerprint(month, "", ".json", in: folder)
        guard logs.contains(month), let log = try fingerprint(month, "", MonthLog.suffix, in: folder) else {
            return (file, nil, nil)
        }
        var fingerprints: [FileFingerprint] = []
        let numbers = sealed[month] ?? []
        while numbers.contains(fingerprints.count + 1),
            let found = try fingerprint(
                month, "." + String(fingerprints.count + 1), MonthLog.suffix, in: folder)
        {
            fingerprints.append(found)
        }
        return (file, log, FileFingerprint.sealed(fingerprints))
    }

    /// The fingerprint of the file named `YYYY-MM`, `middle`, `suffix` in `folder`: at most 7 + 19 + 8
    /// bytes (a sealed log's number has at most 18 digits), within the 40 made on the stack.
    private func fingerprint(
        _ month: Month, _ middle: String, _ suffix: String, in folder: FileSystem.Folder
    ) throws -> FileFingerprint? {
        var name: (UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0)  // zeros after the name
        return try withUnsafeMutableBytes(of: &name) { buffer in
            var year = month.year
            for index in (0..<4).reversed() {
                buffer[index] = UInt8(ascii: "0") + UInt8(year % 10)
                year /= 10
            }
            buffer[4] = UInt8(ascii: "-")
            buffer[5] = UInt8(ascii: "0") + UInt8(month.month / 10)
            buffer[6] = UInt8(ascii: "0") + UInt8(month.month % 10)
            var count = 7
            func append(_ part: String) {
                for byte in part.utf8 {
                    buffer[count] = byte
                    count += 1
                }
            }
            append(middle)
            append(suffix)
            return try folder.fingerprint(atName: buffer.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
    }
}
