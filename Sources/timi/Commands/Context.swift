import Foundation
import LedgerCore

/// What a command runs with: the store, the global options, the clock, and the output streams.
final class Context {
    let store: LedgerStore
    let options: GlobalOptions
    /// Today, in the local time zone (or `TIMI_TODAY`).
    let today: Day
    /// Now, for the creation time of new bills.
    let now: Timestamp
    let output: Output
    /// The width and colour of text views.
    let style: TextStyle
    /// The settings of `config.json`.
    let configuration: Configuration

    init(
        store: LedgerStore, options: GlobalOptions, configuration: Configuration, today: Day, now: Timestamp,
        output: Output, style: TextStyle
    ) {
        self.store = store
        self.options = options
        self.configuration = configuration
        self.today = today
        self.now = now
        self.output = output
        self.style = style
    }

    /// Data for stdout.
    func print(_ text: String) { output.write(text) }

    /// UTF-8 data for stdout, for outputs too large to build as a `String` first.
    func print(bytes: [UInt8]) { output.write(bytes: bytes) }

    /// A message for a person, on stderr.
    func message(_ text: String) { output.message(text) }

    /// The output format asked for with `--format`/`--json`, checked against what the command writes.
    /// - Throws: ``UsageError`` for a format the command does not write.
    func format(_ command: String, allowed: [OutputFormat] = [.text, .json]) throws -> OutputFormat {
        guard let raw = options.json ? "json" : options.format else { return .text }
        guard let format = OutputFormat(rawValue: raw), allowed.contains(format) else {
            throw Context.invalidFormat(raw, command, allowed.map(\.rawValue))
        }
        return format
    }

    /// The format asked for with `--format`/`--json`, for a command with formats of its own (`export`,
    /// `report`); `nil` when none was asked for.
    /// - Throws: ``UsageError`` for a format that is not one of `F`'s.
    func format<F: RawRepresentable & CaseIterable>(_ command: String, as _: F.Type) throws -> F?
    where F.RawValue == String {
        guard let raw = options.json ? "json" : options.format else { return nil }
        guard let format = F(rawValue: raw) else { throw Context.invalidFormat(raw, command, F.allCases.map(\.rawValue)) }
        return format
    }

    private static func invalidFormat(_ raw: String, _ command: String, _ names: [String]) -> UsageError {
        UsageError.invalidValue(
            raw, for: "--format <format>", "'timi \(command)' writes \(names.joined(separator: ", "))", choices: names,
            command: command)
    }

    /// The book named by `--book`, else the current book.
    func book(in ledger: Ledger) throws -> Book {
        try options.book.map { try ledger.book(matching: $0) } ?? ledger.currentBook
    }
}

/// The output formats of `--format`.
enum OutputFormat: String {
    case text, json, csv
}
