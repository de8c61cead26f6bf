/// The totals file of one book and year, `bills/<book-id>/<YYYY>.totals`: the summaries of that year's
/// months, so that a change of one month rewrites ~12 lines instead of every summary of the ledger.
///
/// ```
/// {"fingerprints":"5d0c…","format":1,"months":{
/// "2026-01":{"categories":{"1":{"count":2,"total":"3.00"}},"count":2,"expense":"3.00",…},
/// …
/// }}
/// ```
///
/// One month per line, keys sorted; each month's object is ``MonthSummary``'s (see
/// `MonthSummary+JSON.swift`). `fingerprints` is the ``YearFingerprint`` of the summaries, in 16
/// hexadecimal digits (a file without it, as timi wrote them before December 2026, is read the same). The files are a cache of the month files, like the id index: one that
/// cannot be read is passed over, and the summaries of its months are rebuilt from their month files.
enum TotalsFile {
    static let format = 1
    /// The end of a totals file's name.
    static let suffix = ".totals"

    /// The name of the totals file of `year`.
    static func name(of year: Int) -> String { String(year) + suffix }

    /// The year a file named `name` holds the totals of, if it is a totals file's name.
    static func year(named name: String) -> Int? {
        guard name.hasSuffix(suffix), let year = Int(name.dropLast(suffix.count)),
            name == TotalsFile.name(of: year)
        else { return nil }
        return year
    }

    /// A totals file's bytes, for `summaries` (the months of one year).
    static func encode(_ summaries: [Month: MonthSummary]) -> [UInt8] {
        var out = ByteWriter(capacity: 96 + summaries.count * 400)
        let sorted = summaries.sorted(by: { $0.key < $1.key })
        var fingerprint = YearFingerprint()
        for (month, summary) in sorted {
            if let file = summary.file { fingerprint.add(month, file: file, log: summary.log, sealed: summary.sealed) }
        }
        out.append("{\"fingerprints\":\"")
        out.append(hexadecimal: fingerprint.value)
        out.append("\",\"format\":", number: Int64(format))
        out.append(",\"months\":{")
        for (index, (month, summary)) in sorted.enumerated() {
            out.append(index == 0 ? "\n\"" : ",\n\"")
            out.append(month: month)
            out.append("\":")
            summary.encode(into: &out)
        }
        out.append(summaries.isEmpty ? "}}\n" : "\n}}\n")
        return out.bytes
    }

    /// How a totals file begins, and goes on after its 16 digits of ``YearFingerprint``.
    private static let head = Array(#"{"fingerprints":""#.utf8)
    private static let afterFingerprint = Array(#"","format":1,"months":{"#.utf8)

    /// The ``YearFingerprint`` value that a totals file's `bytes` begin with, if they are as timi writes
    /// them at both ends (a file cut off, or of another shape or format, has none: its summaries are
    /// decoded instead). What the summaries say is not checked.
    static func fingerprint(in bytes: [UInt8]) -> UInt64? {
        let digits = head.count..<(head.count + 16)
        guard bytes.count >= digits.upperBound + afterFingerprint.count + 3, bytes.starts(with: head),
            bytes[digits.upperBound..<(digits.upperBound + afterFingerprint.count)].elementsEqual(afterFingerprint),
            bytes.suffix(3).elementsEqual("}}\n".utf8)
        else { return nil }
        var value: UInt64 = 0
        for byte in bytes[digits] {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt64(byte - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        return value
    }

    /// Reads a totals file of `year`, refusing a month of another year and totals that could overflow
    /// when summed with those `bounds` admitted before (it admits this file's when they are read).
    /// Without `categories`, the months' category totals are passed over (left empty), and without
    /// `accounts` their accounts' flows, for a reader that needs only which bytes each summary was made
    /// from (or those and the flows).
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` or ``LedgerError/newerFormat(path:found:supported:)``.
    static func decode(
        _ bytes: [UInt8], path: String, year: Int, bounds: inout MonthSummary.BoundsCheck,
        categories: Bool = true, accounts: Bool = true
    ) throws -> [Month: MonthSummary] {
        try StorageDecoding.decode(bytes, path: path, supportedFormat: format) { reader in
            var format: Int?
            var summaries: [Month: MonthSummary] = [:]
            try reader.beginObject()
            while let key = try reader.nextKey() {
                switch key {
                case "format": format = try reader.readSmallInt()
                case "months":
                    try reader.beginObject()
                    while let monthKey = try reader.nextKey() {
                        guard let month = Month(iso: monthKey.string), month.year == year else {
                            throw reader.failure(
                                Reason(
                                    "'{1}' is not a month (YYYY-MM) of {2}", monthKey.string, String(year)))
                        }
                        summaries[month] = try MonthSummary.read(
                            &reader, categories: categories, accounts: accounts)
                    }
                default: try reader.skipValue()
                }
            }
            guard bounds.admits(summaries.values) else {
                throw reader.failure("the totals are negative or too large to be real")
            }
            return (format, summaries)
        }
    }
}
