/// A file of settings: one JSON object of string values, such as the `timi` executable's
/// `config.json`.
///
/// LedgerCore reads the file and checks it strictly, so that a typo is not silently ignored: text
/// that is not JSON, an unknown key (with the nearest known one suggested), a value that is not a
/// string, and a value its caller refuses are errors that name the file, the line and the column.
/// Where the file is, and what its keys mean, is the caller's. Used by the executable's
/// configuration.
public enum SettingsFile {
    /// A value the caller refuses, and why; reported at the value's line and column.
    public struct Rejection: Error {
        /// Why: `'color' must be auto, always or never, not 'sometimes'`.
        public var reason: String

        /// A refusal for `reason`.
        public init(_ reason: String) { self.reason = reason }
    }

    /// The bytes of the file at `path`, or `nil` when there is no such file.
    /// - Throws: ``LedgerError/io(path:detail:)`` for a file that cannot be read.
    public static func contents(atPath path: String) throws -> [UInt8]? { try FileSystem.read(path) }

    /// Hands each key of `bytes` (one of `Key`'s cases) and its string value to `body`, in the file's
    /// order.
    /// - Parameters:
    ///   - bytes: the file's content.
    ///   - path: the file's path, for messages.
    ///   - body: sets what a key names; throws a ``Rejection`` for a value it refuses.
    /// - Throws: ``LedgerError/invalidConfiguration(path:detail:)``.
    public static func read<Key: RawRepresentable & CaseIterable>(
        _ bytes: [UInt8], path: String, keys _: Key.Type, _ body: (Key, String) throws -> Void
    ) throws where Key.RawValue == String {
        let names = Key.allCases.map(\.rawValue)
        do {
            try JSONReader.read(bytes) { reader in
                try reader.beginObject()
                while let name = try reader.nextKey() {
                    reader.skipWhitespace()
                    guard let key = Key(rawValue: name.string) else {
                        let hint = NameMatching.suggestion(for: name.string, among: names).map {
                            "; did you mean '\($0)'?"
                        }
                        throw reader.failure(
                            "unknown key '\(name.string)'"
                                + (hint ?? " (known: " + names.joined(separator: ", ") + ")"))
                    }
                    let start = reader.offset
                    let value = try reader.readString()
                    do {
                        try body(key, value)
                    } catch let rejection as Rejection {
                        throw JSONReader.Failure(message: rejection.reason, offset: start)
                    }
                }
            }
        } catch let failure as JSONReader.Failure {
            let detail = bytes.withUnsafeBufferPointer { failure.describe(in: $0) }
            throw LedgerError.invalidConfiguration(path: path, detail: detail)
        }
    }
}
