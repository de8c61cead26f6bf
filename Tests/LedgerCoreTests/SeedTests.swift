import Foundation
import Testing

@testable import LedgerCore

/// The seed plists, read by timi's own reader (the product links no Foundation), against Foundation's
/// `PropertyListDecoder`, which the tests may use.
struct SeedTests {
    private static func foundationEntries(_ bytes: [UInt8]) throws -> [[String: String]] {
        try PropertyListDecoder().decode([[String: String]].self, from: Data(bytes))
    }

    @Test func bothPlistsReadAsFoundationReadsThem() throws {
        for (bytes, name) in [
            (PackageResources.categories_plist, "categories.plist"),
            (PackageResources.spareIcons_plist, "spareIcons.plist"),
        ] {
            let entries = try SeedPropertyList.dictionaries(bytes, name: name)
            #expect(entries == (try Self.foundationEntries(bytes)), "\(name)")
            #expect(!entries.isEmpty)
        }
        let categories = try Seed.categories()
        #expect(categories.count == 38)
        #expect(categories.first.map { ($0.id, $0.title, $0.alias, $0.type) } ?? (0, "", "", .income) == (1, "用餐", "meals", .expense))
        #expect(try Seed.spareIcons().count == 23)
    }

    @Test(arguments: [
        ("<plist><array><dict><key>a</key><string>x &amp; y &lt;z&gt; &quot;q&quot; &apos;</string></dict></array></plist>",
         [["a": "x & y <z> \"q\" '"]]),
        ("<plist><array>\n\t<dict>\n\t\t<key>a</key>\n\t\t<string></string>\n\t</dict>\n\t<dict></dict>\n</array></plist>",
         [["a": ""], [:]]),
    ])
    func readsEntitiesEmptyStringsAndEmptyDictionaries(text: String, expected: [[String: String]]) throws {
        #expect(try SeedPropertyList.dictionaries(Array(text.utf8), name: "test") == expected)
        #expect(try Self.foundationEntries(Array(text.utf8)) == expected)
    }

    @Test(arguments: [
        "<plist><dict></dict></plist>",
        "<plist><array><string>a</string></array></plist>",
        "<plist><array><dict><key>a</key><integer>1</integer></dict></array></plist>",
        "<plist><array><dict><key>a</key></dict></array></plist>",
        "<plist><array><dict><key>a</key><string>&bogus;</string></dict></array></plist>",
        "<plist><array><dict><key>a</key><string>x</string></array></plist>",
    ])
    func refusesAnyOtherShape(text: String) {
        #expect(throws: LedgerError.self) { try SeedPropertyList.dictionaries(Array(text.utf8), name: "test") }
    }
}
