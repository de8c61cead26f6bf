@testable import LedgerCore
import Testing

@testable import timi

/// Every help text of every command, in English and Chinese, at 40, 80 and 120 columns (issue 40,
/// point 10): no line wider than the help's width, and no line broken inside a word — an ASCII word,
/// a number or an option such as `--date` (unless it alone is wider than the line), a Chinese word a
/// reader types (用餐, 日常账本: ``CommandHelp/words``), before closing punctuation or after opening
/// punctuation — nor, in English, inside a run of Chinese (a name quoted from a file: 金额).
struct HelpWrapTests {
    static let languages: [Language] = [.english, .chinese]
    static let widths = [40, 80, 120]

    /// Every command and subcommand.
    static var commands: [any Command.Type] {
        func all(_ commands: [any Command.Type]) -> [any Command.Type] {
            commands.flatMap { [$0] + all($0.subcommands) }
        }
        return all(Commands.all)
    }

    /// The runs of text help wraps, each with the width it is wrapped to, as ``CommandHelp/text``
    /// lays them out: paragraphs at the full width, a section's texts beside its labels.
    static func wrapped(_ command: (any Command.Type)?, width: Int, language: Language) -> [(
        text: String, lines: [String], width: Int
    )] {
        let width = min(width, CommandHelp.maximumWidth)
        var paragraphs: [String] = []
        var sections: [[(String, String)]] = []
        func translated(_ rows: [(String, String)]) -> [(String, String)] {
            rows.map { ($0.0, language.text($0.1)) }
        }
        if let command {
            let help = command.help
            paragraphs.append(language.text("OVERVIEW: {1}", language.text(help.abstract)))
            paragraphs += help.paragraphs(in: language)
            sections.append(translated(help.arguments.map(\.row)))
            sections.append(translated((help.options + [GlobalOptions.help]).map(\.row)))
            sections.append(translated(command.subcommands.map { ($0.word, $0.abstract) }))
            sections += help.tables.map { translated($0.rows) }
        } else {
            sections.append(translated(Commands.all.map { ($0.name, $0.abstract) }))
            sections.append(translated(GlobalOptions.all.map { ($0.label, $0.help) }))
        }
        paragraphs.append(
            language.text("See 'timi --help' for the global options (--ledger, --book, --format, --color)."))
        var runs = paragraphs.map { ($0, CommandHelp.wrap($0, width: width, in: language), width) }
        for rows in sections where !rows.isEmpty {
            let room = width - CommandHelp.column(of: rows, width: width)
            runs += rows.map { ($0.1, CommandHelp.wrap($0.1, width: room, in: language), room) }
        }
        return runs
    }

    /// The breaks of `lines`, the wrapping of `text`, that were not at a space: each line and the next.
    static func breaks(_ text: String, _ lines: [String]) -> [(String, String)] {
        var rest = Substring(text)
        var found: [(String, String)] = []
        for (line, next) in zip(lines, lines.dropFirst()) {
            rest = rest.drop { $0 == " " }.dropFirst(line.count)
            if rest.first != " " { found.append((line, next)) }
        }
        return found
    }

    /// Why the break between `before` and `after` (two lines of one wrapped text, within `width`,
    /// broken where there was no space) splits a word, or `nil`.
    static func brokenWord(_ before: String, _ after: String, width: Int, in language: Language) -> String? {
        let before = String(before.reversed().drop { $0 == " " }.reversed())
        let after = String(after.drop { $0 == " " })
        guard let last = before.last, let first = after.first else { return nil }
        if TextWidth.closingPunctuation.contains(first) { return "a line starts with '\(first)'" }
        if TextWidth.openingPunctuation.contains(last) { return "a line ends with '\(last)'" }
        func narrow(_ character: Character) -> Bool { character != " " && TextWidth.of(character) == 1 }
        if narrow(last) && narrow(first) {
            // The piece a line may not break: the run, with the closing punctuation after it.
            let tail = after.drop(while: narrow)
            let run =
                before.reversed().prefix(while: narrow).count + after.prefix(while: narrow).count
                + TextWidth.of(String(tail.prefix { TextWidth.closingPunctuation.contains($0) }))
            if run <= width { return "inside a word" }
        }
        func wide(_ character: Character) -> Bool { TextWidth.of(character) == 2 }
        if language == .english && wide(last) && wide(first) {
            // In English a run of Chinese is a name quoted from a file or the app: 金额, 时光记账.
            let run = before.reversed().prefix(while: wide).count + after.prefix(while: wide).count
            if 2 * run <= width { return "inside a Chinese name" }
        }
        for word in CommandHelp.words {
            for split in 1..<max(1, word.count) where before.hasSuffix(word.prefix(split)) {
                if after.hasPrefix(word.dropFirst(split)) { return "inside \(word)" }
            }
        }
        return nil
    }

    @Test(arguments: languages, widths)
    func noHelpLineIsWiderThanTheHelpOrBreaksAWord(language: Language, width: Int) {
        let limit = min(width, CommandHelp.maximumWidth)
        for command in Self.commands.map(Optional.some) + [nil] {
            let name = command?.name ?? "timi"
            let text = Timi.helpText(for: command, width: width, language: language)
            for line in text.split(separator: "\n") {
                #expect(TextWidth.of(line) <= limit, "\(name) at \(width): \(line)")
            }
            for (text, lines, room) in Self.wrapped(command, width: width, language: language) {
                #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "\(name): \(text)")
                for (before, after) in Self.breaks(text, lines) {
                    if let why = Self.brokenWord(before, after, width: room, in: language) {
                        Issue.record("\(name) at \(width), \(why):\n\(before)\n\(after)")
                    }
                }
            }
        }
    }

    /// The checks above catch what they look for.
    @Test func theCheckSeesABrokenWord() {
        #expect(Self.brokenWord("分类：用", "餐或一般", width: 40, in: .chinese) == "inside 用餐")
        #expect(Self.brokenWord("use --da", "te", width: 40, in: .english) == "inside a word")
        #expect(Self.brokenWord("一二三", "，四", width: 40, in: .chinese) == "a line starts with '，'")
        #expect(Self.brokenWord("一二（", "三", width: 40, in: .chinese) == "a line ends with '（'")
        #expect(Self.brokenWord("分类", "名称", width: 40, in: .chinese) == nil)
        #expect(Self.brokenWord("(交易日期, 金", "额, Date)", width: 40, in: .english) == "inside a Chinese name")
        #expect(Self.brokenWord("bills/1/", "2026-10.json", width: 8, in: .english) == nil)
    }
}
