import Foundation
import Testing

@testable import LedgerCore

/// Archives made by Python's zipfile (`Fixtures/*.zip`), some patched to lie.
struct ZipArchiveTests {
    static let hello = Array(String(repeating: "你好, zip\n", count: 20).utf8)

    @Test func readsStoredAndDeflatedEntries() throws {
        let stored = try ZipArchive(try FixtureFiles.bytes("stored.zip"))
        #expect(stored.entries.map(\.name) == ["a.txt", "dir/"])
        #expect(
            try stored.contents(of: try #require(stored.entry(named: "a.txt")), limit: 1000) == Self.hello)
        #expect(try stored.contents(of: try #require(stored.entry(named: "dir/")), limit: 1000) == [])

        // Its comment holds an end-of-directory signature, as a trap for a careless search.
        let deflated = try ZipArchive(try FixtureFiles.bytes("deflated.zip"))
        #expect(deflated.entries.map(\.name) == ["a.txt", "b/名字.txt"])
        #expect(deflated.entries.map(\.method) == [8, 8])
        #expect(try deflated.contents(of: deflated.entries[0], limit: 1000) == Self.hello)
        #expect(
            try deflated.contents(of: deflated.entries[1], limit: 5000)
                == [UInt8](repeating: 0x78, count: 5000))
        #expect(deflated.entry(named: "c.txt") == nil)

        let described = try ZipArchive(try FixtureFiles.bytes("descriptor.zip"))
        #expect(described.entries[0].flags & 8 == 8)
        #expect(try described.contents(of: described.entries[0], limit: 1000) == Self.hello)
    }

    @Test(arguments: [
        ("encrypted.zip", "the zip is password-protected: unzip it first"),
        ("zip64.zip", "ZIP64 archives are not supported; save the workbook again as .xlsx"),
        (
            "bzip2.zip",
            "'a.txt' is compressed with method 12 (bzip2); only stored and deflated entries are read"
        ),
        ("lying-crc.zip", "'a.txt' in the zip is damaged: its CRC-32 does not match"),
        (
            "lying-size.zip",
            "'a.txt' in the zip is damaged: it holds 240 bytes, not the 241 the directory says"
        ),
        (
            "bomb.zip",
            "'bomb.bin' in the zip is damaged: the data inflates to more than the 1000 bytes expected"
        ),
    ])
    func refusesWhatItCannotRead(_ name: String, _ message: String) throws {
        #expect(throws: FileFormatError(.verbatim(message))) {
            let archive = try ZipArchive(try FixtureFiles.bytes(name))
            for entry in archive.entries { _ = try archive.contents(of: entry, limit: 1 << 20) }
        }
    }

    @Test func refusesAnEntryLargerThanTheLimit() throws {
        let archive = try ZipArchive(try FixtureFiles.bytes("deflated.zip"))
        #expect(throws: FileFormatError("'a.txt' is too large (240 bytes; at most 100 are read)")) {
            try archive.contents(of: archive.entries[0], limit: 100)
        }
    }

    @Test(arguments: ["stored.zip", "deflated.zip", "descriptor.zip"])
    func refusesTheArchiveCutAtEveryLength(_ name: String) throws {
        let bytes = try FixtureFiles.bytes(name)
        for length in 0..<bytes.count {
            #expect(throws: FileFormatError.self, "\(name) cut at \(length)") {
                let archive = try ZipArchive(Array(bytes.prefix(length)))
                for entry in archive.entries { _ = try archive.contents(of: entry, limit: 1 << 20) }
            }
        }
    }

    @Test func refusesWhatIsNoZip() {
        #expect(throws: FileFormatError("not a zip archive")) { try ZipArchive(Array("date,amount\n".utf8)) }
        #expect(
            throws: FileFormatError(
                "the zip is cut off (it has no end of central directory); download it again")
        ) {
            try ZipArchive([0x50, 0x4B, 0x03, 0x04] + [UInt8](repeating: 0, count: 40))
        }
        var fuzz = Fuzzer(seed: 6_054_650)
        for _ in 0..<2000 {
            let bytes = [0x50, 0x4B, 0x03, 0x04] + fuzz.bytes(maxLength: 200)
            #expect(throws: FileFormatError.self) { try ZipArchive(bytes) }
        }
    }
}
