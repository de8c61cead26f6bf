#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LedgerCore

/// What a command runs with: the store, the global options, the clock, and the output streams.
struct Context {
    let store: LedgerStore
    let options: GlobalOptions
    /// The settings of `config.json`.
    let configuration: Configuration
    /// Where `config.json` is (whether or not it exists); its folder holds `import.rules` too.
    let configurationPath: String?
    /// Today, in the local time zone (or `TIMI_TODAY`).
    let today: Day
    /// Now, for the creation time of new bills.
    let now: Timestamp
    let output: Output
    /// The width and colour of text views.
    let style: TextStyle

    /// The language of views and messages.
    var language: Language { style.language }

    /// Data for stdout.
    func print(_ text: String) { output.write(text) }

    /// UTF-8 data for stdout, for outputs too large to build as a `String` first.
    func print(bytes: UnsafeBufferPointer<UInt8>) { output.write(bytes: bytes) }
    func print(bytes: [UInt8]) { bytes.withUnsafeBufferPointer { print(bytes: $0) } }

    /// A message for a person, on stderr.
    func message(_ text: String) { output.message(text) }

    /// Writes lines to stderr in one write (see ``Output/messages(_:)``).
    func messages(_ lines: [String]) { output.messages(lines) }

    /// The output format asked for with `--format`/`--json`, checked against the formats that
    /// `command`'s help declares for `--format` (text alone when it declares none).
    /// - Throws: ``UsageError`` for a format the command does not write.
    func format(_ command: any Command.Type) throws -> OutputFormat {
        try format(command, as: OutputFormat.self) ?? .text
    }

    /// The format asked for with `--format`/`--json`, as one of `F`'s, checked against the formats
    /// that `command`'s help declares for `--format` (text alone when it declares none); `nil` when
    /// none was asked for.
    /// - Throws: ``UsageError`` for a format the command does not write, and for `--json` with
    ///   another `--format`.
    func format<F: RawRepresentable>(_ command: any Command.Type, as _: F.Type) throws -> F?
    where F.RawValue == String {
        guard let raw = try formatName(command) else { return nil }
        guard let format = F(rawValue: raw) else { throw unwritten(raw, by: command) }
        return format
    }

    /// The name of the format asked for with `--format`/`--json`, checked as ``format(_:as:)``
    /// checks it; `nil` when none was asked for.
    /// - Throws: as ``format(_:as:)``.
    func formatName(_ command: any Command.Type) throws -> String? {
        if options.json, let other = options.format, other != "json" {
            throw UsageError(
                template: "'--json' and '--format {1}' cannot be used together: give one", [other],
                command: command.name)
        }
        guard let raw = options.json ? "json" : options.format else { return nil }
        guard Self.formats(of: command).contains(raw) else { throw unwritten(raw, by: command) }
        return raw
    }

    /// The formats `command`'s help declares for `--format` (text alone when it declares none).
    private static func formats(of command: any Command.Type) -> [String] {
        let declared = command.help.options.first { $0.long == GlobalOptions.format.long }
        return declared?.completion.words ?? [OutputFormat.text.rawValue]
    }

    /// The error for a format `command` does not write.
    private func unwritten(_ raw: String, by command: any Command.Type) -> UsageError {
        let names = Self.formats(of: command)
        return UsageError.invalidValue(
            raw, for: GlobalOptions.format.synopsis,
            "'timi {1}' writes {2}", command.name, names.joined(separator: ", "),
            choices: names, command: command.name)
    }

    /// The book named by `--book`, else the current book.
    /// The account of a bill added to `book` without one: the book's default account, else the
    /// configuration's `defaultAccount`, else none.
    func defaultAccount(of book: Book.ID, in ledger: Ledger) -> String? {
        ledger.defaultAccountName(of: book, otherwise: configuration.defaultAccount)
    }

    func book(in ledger: Ledger) throws -> Book {
        try bookOption(in: ledger) ?? ledger.currentBook
    }

    /// The book named by `--book`; `nil` when it was not given.
    func bookOption(in ledger: Ledger) throws -> Book? {
        try options.book.map { try ledger.book(matching: $0) }
    }
}

/// The output formats of `--format`.
enum OutputFormat: String {
    case text, json, csv
}
