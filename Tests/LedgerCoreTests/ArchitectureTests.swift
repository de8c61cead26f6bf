import Foundation
import LedgerCore
import Testing

/// What the code may depend on, read from the sources themselves.
struct ArchitectureTests {
    /// The package's folder, found from this file's path.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under `folder` of the package, with its text.
    static func sources(in folder: String) throws -> [(path: String, text: String)] {
        let root = package.appendingPathComponent(folder).path
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }
        return try paths.sorted().map { ($0, try String(contentsOfFile: root + "/" + $0, encoding: .utf8)) }
    }

    /// Foundation's internationalisation links ICU and its data (~40 MB of a static binary), and even
    /// FoundationEssentials is ~3.6 MB: the product reads the C library instead.
    @Test func theProductImportsNoFoundation() throws {
        for folder in ["Sources/LedgerCore", "Sources/timi"] {
            let sources = try Self.sources(in: folder)
            #expect(sources.count > 50)
            for (path, text) in sources {
                let imports = text.split(separator: "\n").filter { line in
                    let words = line.split(separator: " ")
                    return words.contains("import") && words.contains { $0.hasPrefix("Foundation") }
                }
                #expect(imports.isEmpty, "\(folder)/\(path): \(imports)")
            }
        }
    }

    /// Dispatch links libdispatch, whose initialiser runs at every start (reading the CPU list from
    /// /sys, a page of its own data): the product's threads are pthreads (`Threads`).
    @Test func theProductImportsNoDispatch() throws {
        for folder in ["Sources/LedgerCore", "Sources/timi"] {
            for (path, text) in try Self.sources(in: folder) {
                let imports = text.split(separator: "\n").filter { line in
                    let words = line.split(separator: " ")
                    return words.contains("import") && words.contains { $0 == "Dispatch" }
                }
                #expect(imports.isEmpty, "\(folder)/\(path): \(imports)")
            }
        }
    }

    /// LedgerCore's folders, lowest first (docs/ARCHITECTURE.md): a folder may name the types of the
    /// folders before it, never those of its own rank or after it.
    static let layers = ["Base", "Models", "Storage", "Reports", "Operations", "Exchange", "Rendering"]

    /// The types a file declares at its top level (an extension declares none).
    static func declaredTypes(in text: String) -> [String] {
        let declaration = try! Regex(
            #"^(?:(?:public|package|internal|private|fileprivate|final|indirect)\s+)*(?:struct|class|enum|protocol|typealias|actor)\s+([A-Z]\w*)"#)
        return text.split(separator: "\n").compactMap { line in
            (try? declaration.prefixMatch(in: line))?.output[1].substring.map(String.init)
        }
    }

    /// The capitalised words of the code of `text`, its comments and string literals left out.
    static func typeNames(in text: String) -> Set<String> {
        var code = text
        for (pattern, replacement) in [
            (#"/\*[\s\S]*?\*/"#, ""), (#"//[^\n]*"#, ""), (#"\"\"\"[\s\S]*?\"\"\""#, "\"\""),
            (#""(?:\\.|[^"\\\n])*""#, "\"\""),
        ] {
            code = code.replacing(try! Regex(pattern), with: replacement)
        }
        // Identifiers by hand: Regex's `\b` follows Unicode's word rules, where `Bill.id` is one word.
        let words = code.split { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) }
        return Set(words.filter { $0.first?.isUppercase == true }.map(String.init))
    }

    @Test func noFolderOfLedgerCoreNamesATypeOfAFolderAboveIt() throws {
        let sources = try Self.sources(in: "Sources/LedgerCore")
        func layer(of path: String) -> String { String(path.prefix { $0 != "/" }) }
        var home: [String: String] = [:]
        for (path, text) in sources {
            #expect(Self.layers.contains(layer(of: path)), "\(path) is in no layer of docs/ARCHITECTURE.md")
            for type in Self.declaredTypes(in: text) where home[type] == nil { home[type] = layer(of: path) }
        }
        #expect(home["Bill"] == "Models" && home["ByteWriter"] == "Base" && home["MonthStore"] == "Storage")
        var upward: [String] = []
        for (path, text) in sources {
            guard let rank = Self.layers.firstIndex(of: layer(of: path)) else { continue }
            for name in Self.typeNames(in: text).sorted() {
                guard let owner = home[name], owner != layer(of: path),
                    let ownerRank = Self.layers.firstIndex(of: owner), ownerRank >= rank
                else { continue }
                upward.append("\(path) names \(name) (\(owner))")
            }
        }
        #expect(upward.isEmpty, "\(upward.joined(separator: "\n"))")
    }

    /// LedgerCore's public API, for a package that depends on it: the models, and opening, reading and
    /// adding to a ledger. What only timi's executables use is `package`; the rest is internal.
    static let publicTypes: Set<String> = [
        "Account", "Bill", "BillDraft", "BillType", "Book", "Category", "Check", "Day", "ID", "Kind", "Ledger",
        "LedgerState", "LedgerStore", "Money", "Month", "TimeOfDay", "Timestamp",
    ]

    @Test func onlyTheModelCoreIsPublic() throws {
        let publicType = try Regex(
            #"^\s*public\s+(?:final\s+|indirect\s+)?(?:struct|class|enum|protocol|typealias|actor)\s+([A-Z]\w*)"#)
        var found = Set<String>()
        for (_, text) in try Self.sources(in: "Sources/LedgerCore") {
            for line in text.split(separator: "\n") {
                if let match = try publicType.prefixMatch(in: line), let name = match.output[1].substring {
                    found.insert(String(name))
                }
            }
        }
        #expect(found == Self.publicTypes)
    }

    /// The check itself: it sees a type named in code, and passes over comments and strings.
    @Test func theLayerCheckSeesCodeAndNotCommentsOrStrings() {
        let text = "struct A {}\n// B\nlet x = C.y + \"D\" /* E */\nenum F: G {}\n  struct Inner {}\n"
        #expect(Self.declaredTypes(in: text) == ["A", "F"])
        #expect(Self.typeNames(in: text) == ["A", "C", "F", "G", "Inner"])
    }

    /// The executable's words live in the executable: its help, manual page, usage errors and
    /// `timi ui` texts are its catalog (Sources/timi/Catalog); the library's catalog keeps the words of
    /// what the library produces. No LedgerCore file declares a help or UI area of the catalog, and no
    /// text of the executable's catalog is a key of the library's.
    @Test func noHelpOrInterfaceTextLivesInLedgerCore() throws {
        let area = try Regex(#"static\s+let\s+(help\w*|ui\w*|manual\w*|usage\w*)\s*[:=]"#)
        for (path, text) in try Self.sources(in: "Sources/LedgerCore") {
            let areas = text.matches(of: area).map { String(text[$0.range]) }
            #expect(areas.isEmpty, "Sources/LedgerCore/\(path) declares \(areas): they belong in Sources/timi/Catalog")
        }
        let executable = try Self.sources(in: "Sources/timi/Catalog")
        #expect(executable.contains { $0.path == "Catalog+Help.swift" } && executable.contains { $0.path == "Catalog+UI.swift" })
        let literal = try Regex(#""((?:\\.|[^"\\\n])*)""#)
        var texts: Set<String> = []
        for (_, text) in executable {
            for match in text.matches(of: literal) { texts.insert(String(match.output[1].substring ?? "")) }
        }
        #expect(texts.contains("OVERVIEW: {1}") && texts.contains("Add a bill"))
        let library = Catalog.entries.map(\.english)
        #expect(library.count > 500)
        for key in library where texts.contains(key) {
            Issue.record("the library's catalog holds '\(key)', a text of the executable's catalog")
        }
    }
}
