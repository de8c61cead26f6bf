import TestSupport
import Testing

@testable import LedgerCore

/// The totals files (``TotalsFile``): read without their category totals (the balances), or without
/// those and the accounts' flows (the id index's check of the months edited by hand), they give the
/// same fingerprints, hashes, counts and amounts as read whole.
struct TotalsFileTests {
    @Test(arguments: 0..<20)
    func readingWithoutCategoriesKeepsEverythingElse(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        var summaries: [Month: MonthSummary] = [:]
        for month in 1...12 where Bool.random(using: &random) || month == 1 {
            var summary = MonthSummary(bills: [])
            summary.count = Int.random(in: 0...6_000, using: &random)
            summary.income = Money(cents: Int64.random(in: 0...99_999_999, using: &random))
            summary.expense = Money(cents: Int64.random(in: 0...99_999_999, using: &random))
            for id in (1...48).shuffled(using: &random).prefix(Int.random(in: 0...30, using: &random)) {
                summary.categories[id] = CategoryTotal(
                    count: Int.random(in: 1...999, using: &random),
                    total: Money(cents: Int64.random(in: 1...9_999_999, using: &random)))
            }
            if Bool.random(using: &random) {
                summary.file = FileFingerprint(
                    size: Int64.random(in: 0...9_000_000, using: &random),
                    modified: Int64.random(in: 0...Int64.max, using: &random))
                summary.contentHash = UInt64.random(in: 0...UInt64.max, using: &random)
            }
            if Bool.random(using: &random) {
                summary.log = FileFingerprint(
                    size: Int64.random(in: 0...65_536, using: &random),
                    modified: Int64.random(in: 0...Int64.max, using: &random))
                summary.logHash = UInt64.random(in: 0...UInt64.max, using: &random)
            }
            for id in (1...12).shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)) {
                summary.accounts[id] = Money(
                    cents: Int64.random(in: 1...9_999_999, using: &random) * (id % 2 == 0 ? -1 : 1))
            }
            summaries[Month(year: 2025, month: month)!] = summary
        }
        let bytes = TotalsFile.encode(summaries)
        var bounds = MonthSummary.BoundsCheck()
        let whole = try TotalsFile.decode(bytes, path: "2025.totals", year: 2025, bounds: &bounds)
        var otherBounds = MonthSummary.BoundsCheck()
        let fingerprints = try TotalsFile.decode(
            bytes, path: "2025.totals", year: 2025, bounds: &otherBounds, categories: false)
        #expect(whole == summaries)
        #expect(
            fingerprints.mapValues { summary in
                var summary = summary
                summary.categories = [:]
                return summary
            }
                == whole.mapValues { summary in
                    var summary = summary
                    summary.categories = [:]
                    return summary
                })
        // Without the accounts' flows too (the id index's look): everything else stays.
        var thirdBounds = MonthSummary.BoundsCheck()
        let bare = try TotalsFile.decode(
            bytes, path: "2025.totals", year: 2025, bounds: &thirdBounds, categories: false, accounts: false)
        #expect(bare.values.allSatisfy { $0.accounts.isEmpty && $0.categories.isEmpty })
        #expect(
            bare
                == fingerprints.mapValues { summary in
                    var summary = summary
                    summary.accounts = [:]
                    return summary
                })
    }
}

/// A totals file begins with the fingerprint of the files its summaries were made from
/// (``YearFingerprint``): what the id index's look compares a year's files with.
struct TotalsFileFingerprintTests {
    static let months = (1...3).map { Month(year: 2026, month: $0)! }

    func summaries(_ files: [FileFingerprint?], log: FileFingerprint? = nil) -> [Month: MonthSummary] {
        var summaries: [Month: MonthSummary] = [:]
        for (month, file) in zip(Self.months, files) {
            var summary = MonthSummary(bills: [], file: file, contentHash: 7)
            summary.log = month.month == 2 ? log : nil
            summaries[month] = summary
        }
        return summaries
    }

    func fingerprint(_ summaries: [Month: MonthSummary]) -> UInt64? {
        TotalsFile.fingerprint(in: TotalsFile.encode(summaries))
    }

    @Test func itIsTheFingerprintOfTheFilesItsMonthsWereMadeFrom() throws {
        let files = [FileFingerprint(size: 10, modified: 5), nil, FileFingerprint(size: 12, modified: 9)]
        let log = FileFingerprint(size: 3, modified: 4)
        var expected = YearFingerprint()
        expected.add(Self.months[0], file: files[0]!, log: nil, sealed: nil)
        expected.add(Self.months[2], file: files[2]!, log: nil, sealed: nil)
        #expect(fingerprint(summaries(files, log: log)) == expected.value)
        // Any size or time of any file, a log or not, another month: another fingerprint.
        let base = fingerprint(summaries(files))
        let others = [
            summaries([FileFingerprint(size: 11, modified: 5), nil, files[2]]),
            summaries([FileFingerprint(size: 10, modified: 6), nil, files[2]]),
            summaries([files[0], files[0], files[2]]),
            summaries([files[0], files[0], files[2]], log: log),
            summaries([files[0], nil, nil]),
        ]
        for other in others { #expect(fingerprint(other) != base) }
        // Decoding the file gives the summaries back: the key is passed over.
        var bounds = MonthSummary.BoundsCheck()
        let bytes = TotalsFile.encode(summaries(files, log: log))
        #expect(try TotalsFile.decode(bytes, path: "t", year: 2026, bounds: &bounds) == summaries(files, log: log))
    }

    @Test func aFileCutOffOrWrittenBeforeItHasNone() {
        let bytes = TotalsFile.encode(summaries([FileFingerprint(size: 10, modified: 5), nil, nil]))
        #expect(TotalsFile.fingerprint(in: bytes) != nil)
        #expect(TotalsFile.fingerprint(in: Array(bytes.dropLast(2))) == nil)
        #expect(TotalsFile.fingerprint(in: Array("{\"format\":1,\"months\":{\n}}\n".utf8)) == nil)
        var uppercase = bytes
        uppercase[17] = UInt8(ascii: "G")
        #expect(TotalsFile.fingerprint(in: uppercase) == nil)
    }
}
