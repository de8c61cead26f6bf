import Foundation
import Testing

/// What the code may depend on, read from the sources themselves.
struct ArchitectureTests {
    /// The package's folder, found from this file's path.
    static let package = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under `folder` of the package, with its text.
    static func sources(in folder: String) throws -> [(path: String, text: String)] {
        let root = package.appendingPathComponent(folder).path
        let paths = try #require(FileManager.default.subpathsOfDirectory(atPath: root)).filter { $0.hasSuffix(".swift") }
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
}
