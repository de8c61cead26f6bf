import Foundation
import TestSupport
import Testing

@testable import LedgerCore

/// A book's folder listed once gives, for each month, the fingerprints that looking its files up by
/// path gives: its month file, its change log, and its sealed logs numbered from 1 up to the first
/// missing — whatever else the folder holds.
struct BookListingTests {
    @Test func aMonthsFilesAreFoundAsTheirPathsFindThem() throws {
        try withTemporaryDirectory { dir in
            let store = MonthStore(
                directory: dir, books: [1], categories: [], summaries: StoredSummaries([:]))
            let folder = store.folder(of: 1)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            let names = [
                "2026-01.json", "2026-02.json", "2026-02.changes", "2026-03.json", "2026-03.changes",
                "2026-03.1.changes", "2026-03.2.changes", "2026-03.4.changes",
                // Sealed logs beside no change log, and names that are no month's files.
                "2026-04.json", "2026-04.1.changes", "2026-05.changes", "2026-13.json", "2026-1.json",
                "2026-03.01.changes", "2026-03.0.changes", "2026-03..changes", "x.changes", "2026.totals",
                ".2026-03.json.tmp-1-2", "2026-06.json.bak", "2026-06.1.2.changes",
            ]
            for (number, name) in names.enumerated() {
                try Data(repeating: UInt8(number), count: number + 1).write(
                    to: URL(fileURLWithPath: folder + "/" + name))
            }
            let listing = BookListing(names: try FileSystem.list(folder))
            #expect(listing.months.map(\.description) == ["2026-01", "2026-02", "2026-03", "2026-04"])
            try FileSystem.withFolder(folder) { open in
                for month in listing.months + [Month(year: 2026, month: 5)!, Month(year: 2026, month: 7)!] {
                    let key = MonthKey(book: 1, month: month)
                    let (file, log, sealed) = try listing.files(of: month, in: open)
                    #expect(file == (try FileSystem.fingerprint(store.path(of: key))), "\(month)")
                    #expect(log == (try FileSystem.fingerprint(store.logPath(of: key))), "\(month)")
                    let expected = log == nil ? nil : try store.sealedFingerprint(of: key)
                    #expect(sealed == expected, "\(month)")
                }
            }
            let march = try FileSystem.withFolder(folder) {
                try listing.files(of: Month(year: 2026, month: 3)!, in: $0)
            }
            let two = try ["2026-03.1.changes", "2026-03.2.changes"].map {
                try #require(try FileSystem.fingerprint(folder + "/" + $0))
            }
            #expect(march.sealed == FileFingerprint.sealed(two))  // 4 is not 3: the numbering stops at 2
            #expect(
                listing.hasLog(Month(year: 2026, month: 5)!) && !listing.hasLog(Month(year: 2026, month: 4)!))
        }
    }
}
