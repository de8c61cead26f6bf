import Foundation
@testable import LedgerCore
import Testing

@testable import timi

/// The catalogs are complete: every entry has its Chinese text with the same placeholders, no key is
/// given twice (in the library's catalog and the executable's together), every text the code passes
/// to `Language.text` has an entry in the library's and every text it passes to `Language.words` one
/// in either, and every command's summary and every global option's help has one.
struct CatalogTests {
    /// The library's entries and the executable's.
    static let entries = Catalog.entries + Catalog.executableEntries

    @Test func everyEntryHasItsChineseTextWithTheSamePlaceholders() {
        for (english, chinese) in Self.entries {
            #expect(!chinese.isEmpty, "no Chinese text for '\(english)'")
            #expect(chinese != english, "'\(english)' is not translated")
            #expect(
                Self.placeholders(in: chinese).sorted() == Self.placeholders(in: english).sorted(),
                "'\(english)' and '\(chinese)' have different placeholders")
        }
    }

    /// The placeholders `{1}`…`{9}` in `template`, in order of appearance.
    static func placeholders(in template: String) -> [Int] {
        let characters = Array(template)
        return characters.indices.dropLast(2).compactMap { index in
            characters[index] == "{" && characters[index + 2] == "}"
                ? characters[index + 1].wholeNumberValue : nil
        }
    }

    @Test func noKeyIsGivenTwice() {
        var seen: Set<String> = []
        for (english, _) in Self.entries {
            #expect(seen.insert(english).inserted, "'\(english)' is in the catalog twice")
        }
    }

    @Test func placeholdersAreFilledOnceAndInOrderOfTheirNumbers() {
        #expect(Language.english.text("{1} in {2}.", "3 bills", "2026-11") == "3 bills in 2026-11.")
        #expect(Language.chinese.text("{1} in {2}.", "3 笔", "2026-11") == "2026-11 共 3 笔。")
        // What fills a placeholder is not read again: a note that says `{2}` stays `{2}`.
        #expect(Language.english.text("{1}: {2}", "{2}", "x") == "{2}: x")
        #expect(Language.english.text("a {3} b {", "x") == "a {3} b {")
        #expect(Language.chinese.text("not in the catalog {1}", "x") == "not in the catalog x")
    }

    /// Every command and subcommand reachable from the command table.
    static var commands: [any Command.Type] {
        func all(_ types: [any Command.Type]) -> [any Command.Type] {
            types.flatMap { [$0] + all($0.subcommands) }
        }
        return all(Commands.all)
    }

    /// Every text a command's help shows in words: its summary, each paragraph of its discussion,
    /// each argument's and option's help, and its tables' titles and descriptions.
    static func helpTexts(of type: any Command.Type) -> [(what: String, text: String)] {
        let help = type.help
        var texts = [("summary", type.abstract)]
        texts += help.paragraphs(in: .english).map { ("discussion", $0) }
        texts += help.arguments.map { ($0.label, $0.help) } + help.options.map { ($0.label, $0.help) }
        for table in help.tables {
            texts += [("table", table.title)] + table.rows.map { ($0.0, $0.1) }
        }
        return texts
    }

    /// No discussion is wrapped by hand: each of its lines is a paragraph that `--help` wraps to the
    /// terminal's width (a line cut mid-sentence prints ragged at 80 columns), or an indented example.
    @Test func everyDiscussionLineIsAParagraph() {
        for type in Self.commands {
            for line in type.help.discussion?.split(separator: "\n") ?? [] {
                let ends = line.hasPrefix("  ") || [".", ":", ")", "?"].contains(where: line.hasSuffix)
                #expect(ends, "'timi \(type.name)' discussion line: \(line)")
            }
        }
    }

    /// Every summary, discussion paragraph, argument and option of every command's help, and every
    /// global option, has its Chinese text.
    @Test func everyHelpTextHasChineseText() {
        for type in Self.commands {
            for (what, text) in Self.helpTexts(of: type) {
                #expect(Language.chinese.words(text) != text, "'timi \(type.name)' \(what): \(text)")
            }
        }
        for option in GlobalOptions.all {
            #expect(Language.chinese.words(option.help) != option.help, "\(option.label): \(option.help)")
        }
    }

    /// The whole Chinese help of every command has no English sentence left: no line of it is a
    /// line of the English help, other than option and argument labels and examples.
    @Test func everyChineseHelpIsChinese() {
        for type in Self.commands {
            let help = type.help
            let labels = Set(
                (help.arguments.map(\.label) + help.options.map(\.label) + help.examples).map { "  " + $0 })
            let english = Set(
                type.helpText(width: 1000).split(separator: "\n").filter { line in
                    line.contains { $0.isLetter } && line.contains(" ") && !labels.contains(String(line))
                })
            let chinese = type.helpText(width: 1000, language: .chinese).split(separator: "\n")
            for line in chinese where english.contains(line) {
                Issue.record("'timi \(type.name) --help' in Chinese has an English line: \(line)")
            }
        }
    }

    /// Every text of the manual page has its Chinese text: section titles, paragraphs and the
    /// descriptions of options, keys, variables, files and exit statuses (not the synopsis, the
    /// commands' names or the examples, which are typed as they are).
    @Test func everyTextOfTheManualPageHasChineseText() {
        let english = ManPage.sections(in: .english)
        let chinese = ManPage.sections(in: .chinese)
        #expect(english.count == chinese.count)
        for ((title, blocks), (chineseTitle, chineseBlocks)) in zip(english, chinese) {
            #expect(title != chineseTitle, "\(title)")
            #expect(blocks.count == chineseBlocks.count, "\(title)")
            for (block, chineseBlock) in zip(blocks, chineseBlocks) {
                switch (block, chineseBlock) {
                case (.paragraph(let text), .paragraph(let translated)) where !text.hasPrefix("timi ["):
                    #expect(text != translated, "\(title): \(text)")
                case (.item(let term, let text), .item(_, let translated)):
                    #expect(text != translated, "\(title): \(term): \(text)")
                default: break
                }
            }
        }
    }

    /// The texts the code passes to `text(…)` or `words(…)` as literals (joined when the code splits
    /// one with `+`, both sides of a `?:`), each in the catalog; and the column headings passed as a
    /// list. `text` looks up the library's catalog alone, so its keys are the library's; `words`, the
    /// executable's lookup, finds both.
    @Test func everyTextTheCodeShowsIsInTheCatalog() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let library = Set(Catalog.entries.map(\.english))
        let executable = Set(Catalog.executableEntries.map(\.english))
        var checked = 0
        for file in try Self.swiftFiles(under: root) where !file.path.contains("/Catalog/") {
            let source = try String(contentsOf: file, encoding: .utf8)
            for text in Self.texts(in: source, lookUp: "text") {
                checked += 1
                #expect(
                    library.contains(text) || executable.contains(text),
                    "\(file.lastPathComponent): '\(text)' has no catalog entry")
                #expect(
                    !executable.contains(text),
                    "\(file.lastPathComponent): '\(text)' is the executable's: look it up with words(…)")
            }
            for text in Self.texts(in: source, lookUp: "words") {
                checked += 1
                #expect(
                    library.contains(text) || executable.contains(text),
                    "\(file.lastPathComponent): '\(text)' has no catalog entry")
            }
        }
        #expect(checked > 100)
    }

    /// Every text table's and Markdown table's header (`TextTable(header:`, `MarkdownTable(header:`,
    /// or a header row appended in capitals such as `["", "ID", "NAME"]`) is told in the interface's
    /// language: a literal of letters there goes through `language.text` (CSV headers, kept English
    /// for scripts, are `CSV.table`'s, not these).
    @Test func everyTableHeaderIsTranslated() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        var checked = 0
        for file in try Self.swiftFiles(under: root) where !file.path.contains("/Catalog/") {
            let source = try String(contentsOf: file, encoding: .utf8)
            var calls: [Substring] = []
            for match in source.matches(of: #/(TextTable|MarkdownTable)\(\s*header:/#) {
                calls.append(Self.arguments(in: source[match.range.upperBound...]))
            }
            for match in source.matches(of: #/\.append\(\[/#) {
                let row = Self.arguments(in: source[match.range.upperBound...], closing: "]")
                let words = row.matches(of: #/"([^"\\]*)"/#).map { String($0.output.1) }
                let capitals = words.allSatisfy { $0.isEmpty || $0.wholeMatch(of: #/[A-Z][A-Z ]+/#) != nil }
                if capitals && words.contains(where: { !$0.isEmpty }) { calls.append(row) }
            }
            for call in calls {
                let words = call.matches(of: #/"([^"\\]*[A-Za-z][^"\\]*)"/#)
                guard !words.isEmpty else { continue }
                checked += 1
                #expect(
                    call.contains("language.text") || call.contains("language.words"),
                    "\(file.lastPathComponent): a header not translated: \(call)")
            }
        }
        #expect(checked > 10)
    }

    /// The text of a call's arguments up to the unmatched `closing`.
    static func arguments(in text: Substring, closing: Character = ")") -> Substring {
        var depth = 0
        var inString = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" { inString.toggle() }
            if !inString {
                if character == "(" || character == "[" { depth += 1 }
                if character == ")" || character == "]" {
                    if depth == 0 && character == closing { return text[..<index] }
                    depth -= 1
                }
            }
            index = text.index(after: index)
        }
        return text
    }

    /// Every reason a message is built from is a template of the catalog: a literal given as a
    /// ``Reason`` (`reason:`, `.refused(`, `Reason(`, `kind:`, a row's `problem`, a `Rejection(`, a
    /// `fail(`; the details of a damaged file: the JSON reader's `failure(`, `malformed(` and
    /// `Failure(message:`, a `FileFormatError(` and a zip entry's `damaged(`) has its entry, none is
    /// an interpolated string (`"…\(x)…"`), and no `UsageError` is made from a finished English string.
    @Test func everyReasonIsATemplateOfTheCatalog() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let keys = Set(Catalog.entries.map(\.english))
        var checked = 0
        for file in try Self.swiftFiles(under: root) where !file.path.contains("/Catalog/") {
            let source = try String(contentsOf: file, encoding: .utf8)
            for (line, text) in Self.reasons(in: source) {
                checked += 1
                let place = "\(file.lastPathComponent):\(line)"
                #expect(!text.contains("\\("), "\(place): an interpolated reason: '\(text)'")
                #expect(
                    text.contains("\\(") || keys.contains(text),
                    "\(place): the reason '\(text)' has no catalog entry")
            }
            for match in source.matches(of: #/UsageError\(\s*"/#) {
                let line = source[..<match.range.lowerBound].count { $0 == "\n" } + 1
                Issue.record(
                    "\(file.lastPathComponent):\(line): a UsageError from a finished string, not a template")
            }
        }
        #expect(checked > 100)
    }

    /// The literals given as reasons in `source`, each with its line.
    static func reasons(in source: String) -> [(line: Int, text: String)] {
        let calls = #/
            reason:\  | refused\( | \bReason\( | kind:\  | \.problem\ =\  | Rejection\(
            | (fail | failure | malformed | damaged)\((\w+,\ )? | Failure\(message:\  | FileFormatError\(
            /#
        var found: [(Int, String)] = []
        for match in source.matches(of: calls) {
            // `FileSystem.failure(path)` is the error of a system call on `path`, not a reason.
            if source[..<match.range.lowerBound].hasSuffix("FileSystem.") { continue }
            let line = source[..<match.range.lowerBound].count { $0 == "\n" } + 1
            let texts = literals(
                in: source[match.range.upperBound...], closing: ")", stopAtComma: true,
                stopAtLineEnd: match.output.0.hasPrefix(".problem"))
            found += texts.filter { $0.contains { $0.isLetter } }.map { (line, $0) }
        }
        return found
    }

    static func swiftFiles(under root: URL) throws -> [URL] {
        let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        return (enumerator?.allObjects as? [URL] ?? []).filter { $0.pathExtension == "swift" }
    }

    /// The string literals that are keys of the lookup `lookUp` (`text` or `words`): the first-level
    /// literal arguments of each `language.text(` (or `words(`) and, for `words`, of each
    /// `UsageError(template:` (which looks its keys up with `words`) (adjacent literals joined by
    /// `+`), and the literals of a `[…].map { language.text($0) }`.
    static func texts(in source: String, lookUp: String) -> [String] {
        var texts: [String] = []
        let usage = lookUp == "words" ? #"|UsageError\(\s*template: |UsageError\.invalidValue\("# : ""
        let calls = try! Regex(#"language\."# + lookUp + #"\("# + usage)
        for match in source.matches(of: calls) {
            texts += literals(in: source[match.range.upperBound...], closing: ")")
        }
        let listed = try! Regex(#"\[([^\[\]]*)\]\.map \{ language\."# + lookUp + #"\(\$0\) \}"#)
        for match in source.matches(of: listed) {
            if let list = match.output[1].substring { texts += literals(in: list + "]", closing: "]") }
        }
        return texts.filter { $0.contains { $0.isLetter } }
    }

    /// The literals at the first level of `text` up to the unmatched `closing`, those joined by `+`
    /// made one.
    static func literals(
        in text: Substring, closing: Character, stopAtComma: Bool = false, stopAtLineEnd: Bool = false
    ) -> [String] {
        var literals: [String] = []
        var depth = 0
        var joining = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "\"" {
                var literal = ""
                index = text.index(after: index)
                while index < text.endIndex, text[index] != "\"" {
                    if text[index] == "\\", text.index(after: index) < text.endIndex {
                        index = text.index(after: index)
                        if text[index] == "(" { literal.append("\\") }
                        literal.append(text[index] == "n" ? "\n" : text[index])
                    } else {
                        literal.append(text[index])
                    }
                    index = text.index(after: index)
                }
                if depth == 0 {
                    if joining, let last = literals.popLast() { literal = last + literal }
                    literals.append(literal)
                }
                joining = false
            } else if "([{".contains(character) {
                depth += 1
            } else if ")]}".contains(character) {
                if depth == 0 && character == closing { break }
                if depth == 0 && stopAtComma { break }
                depth -= 1
            } else if character == "," && depth == 0 && stopAtComma {
                break
            } else if character == "\n" && depth == 0 && stopAtLineEnd {
                break
            } else if character == "+" {
                joining = depth == 0 && !literals.isEmpty
            } else if !character.isWhitespace {
                joining = false
            }
            index = text.index(after: index)
        }
        return literals
    }
}
