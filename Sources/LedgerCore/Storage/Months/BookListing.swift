#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
                if let month = BookListing.month(ofFile: bytes) {
                    months.append(month)
                } else if let (month, number) = BookListing.log(named: bytes) {
                    if let number { sealed[month, default: []].insert(number) } else { logs.insert(month) }
                }
            }
        }
        (self.months, self.logs, self.sealed) = (months.sorted(), logs, sealed)
    }

    /// The month file's month of `YYYY-MM.json`; `nil` for any other name.
    private static func month(ofFile name: UnsafeBufferPointer<UInt8>) -> Month? {
        guard name.count == 12, let base = name.baseAddress, memcmp(base + 7, ".json", 5) == 0 else {
            return nil
        }
        return Month(isoBytes: UnsafeBufferPointer(start: base, count: 7))
    }

    private static let logSuffix = Array(MonthLog.suffix.utf8)

    /// The month of a change log's name (`YYYY-MM.changes`), or of a sealed log's with its number
    /// (`YYYY-MM.3.changes`, the number as timi writes it: no leading zero); `nil` for any other name.
    private static func log(named name: UnsafeBufferPointer<UInt8>) -> (Month, Int?)? {
        let suffix = logSuffix.count
        guard name.count >= 7 + suffix, let base = name.baseAddress,
            memcmp(base + name.count - suffix, logSuffix, suffix) == 0,
            let month = Month(isoBytes: UnsafeBufferPointer(start: base, count: 7))
        else { return nil }
        let middle = UnsafeBufferPointer(start: base + 7, count: name.count - suffix - 7)
        if middle.isEmpty { return (month, nil) }
        guard middle.count >= 2, middle[0] == UInt8(ascii: "."), middle[1] != UInt8(ascii: "0"),
            let number = Int(asciiDigits: middle.dropFirst(), maxDigits: 9)
        else { return nil }
        return (month, number)
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

    /// The fingerprint of the file named `YYYY-MM`, `middle`, `suffix` in `folder`.
    private func fingerprint(
        _ month: Month, _ middle: String, _ suffix: String, in folder: FileSystem.Folder
    ) throws -> FileFingerprint? {
        var name: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)  // 32 bytes, zeros after the name
        return try withUnsafeMutableBytes(of: &name) { buffer in
            var count = 0
            func put(_ byte: UInt8) {
                if count < buffer.count - 1 { buffer[count] = byte }
                count += 1
            }
            var year = month.year
            for index in (0..<4).reversed() {
                buffer[index] = UInt8(ascii: "0") + UInt8(year % 10)
                year /= 10
            }
            count = 4
            put(UInt8(ascii: "-"))
            put(UInt8(ascii: "0") + UInt8(month.month / 10))
            put(UInt8(ascii: "0") + UInt8(month.month % 10))
            for byte in middle.utf8 { put(byte) }
            for byte in suffix.utf8 { put(byte) }
            guard count < buffer.count else {
                return try folder.fingerprint(month.description + middle + suffix)
            }
            return try folder.fingerprint(atName: buffer.baseAddress!.assumingMemoryBound(to: CChar.self))
        }
    }
}
