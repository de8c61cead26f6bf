/// A file of settings: one JSON object of string values, such as the `timi` executable's
/// `config.json`.
///
/// LedgerCore reads the file and checks it, so that a typo is not silently ignored: text that is not
/// JSON, a key given twice, a value that is not a string, and a value its caller refuses are errors
/// that name the file, the line and the column. An unknown key (a newer timi's, or a typo) is a
/// warning, with the nearest known key suggested, and its value is skipped. An empty file is `{}`, and
/// a UTF-8 byte order mark is skipped. Where the file is, and what its keys mean, is the caller's.
/// Used by the executable's configuration.
package enum SettingsFile {
    /// A value the caller refuses, and why; reported at the value's line and column.
    package struct Rejection: Error {
        /// Why: `'color' must be auto, always or never, not 'sometimes'`.
        package var reason: Reason
        /// Where the refused value starts in the file.
        var offset = 0

        /// A refusal for `reason`.
        package init(_ reason: Reason) { self.reason = reason }
    }

    /// The bytes of the file at `path`, or `nil` when there is no such file.
    /// - Throws: ``LedgerError/io(path:detail:)`` for a file that cannot be read.
    package static func contents(atPath path: String) throws -> [UInt8]? { try FileSystem.read(path) }

    /// Hands each key of `bytes` (one of `Key`'s cases) and its string value to `body`, in the file's
    /// order.
    /// - Parameters:
    ///   - bytes: the file's content.
    ///   - path: the file's path, for messages.
    ///   - body: sets what a key names; throws a ``Rejection`` for a value it refuses.
    /// - Returns: one line per unknown key, which was skipped:
    ///   `PATH: unknown key 'colour' ignored; did you mean 'color'? (line 1, column 12)`.
    /// - Throws: ``LedgerError/invalidConfiguration(path:detail:)``.
    @discardableResult
    package static func read<Key: RawRepresentable & CaseIterable>(
        _ bytes: [UInt8], path: String, keys _: Key.Type, _ body: (Key, String) throws -> Void
    ) throws -> [Reason] where Key.RawValue == String {
        let names = Key.allCases.map(\.rawValue)
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        guard text.contains(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) else { return [] }
        var unknown: [(reason: Reason, offset: Int)] = []
        func located(_ reason: Reason, at offset: Int) -> Reason {
            let (line, column) = text.withUnsafeBufferPointer { JSONReader.position(of: offset, in: $0) }
            return Reason(
                "{1} (line {2}, column {3})", [reason, .verbatim(String(line)), .verbatim(String(column))])
        }
        do {
            try JSONReader.read(text) { reader in
                var seen: Set<String> = []
                try reader.beginObject()
                while let name = try reader.nextKey() {
                    reader.skipWhitespace()
                    guard seen.insert(name.string).inserted else {
                        var twice = Rejection(Reason("'{1}' is given twice", name.string))
                        twice.offset = reader.offset
                        throw twice
                    }
                    guard let key = Key(rawValue: name.string) else {
                        let hint = NameMatching.suggestion(for: name.string, among: names)
                        unknown.append(
                            (
                                hint.map {
                                    Reason("unknown key '{1}' ignored; did you mean '{2}'?", name.string, $0)
                                }
                                    ?? Reason(
                                        "unknown key '{1}' ignored (known: {2})", name.string,
                                        names.joined(separator: ", ")), reader.offset
                            ))
                        try reader.skipValue()
                        continue
                    }
                    let start = reader.offset
                    let value = try reader.readString()
                    do {
                        try body(key, value)
                    } catch var rejection as Rejection {
                        rejection.offset = start
                        throw rejection
                    }
                }
            }
        } catch let failure as JSONReader.Failure {
            throw LedgerError.invalidConfiguration(
                path: path, detail: located(failure.message, at: failure.offset))
        } catch let rejection as Rejection {
            throw LedgerError.invalidConfiguration(
                path: path, detail: located(rejection.reason, at: rejection.offset))
        }
        return unknown.map { Reason("{1}: {2}", [.verbatim(path), located($0.reason, at: $0.offset)]) }
    }
}

extension SettingsFile {
    /// The file `bytes` with `key` set to the string `value`, or removed when `value` is `nil`; every
    /// other key keeps its value exactly as written (an unknown key of a newer timi, whatever its
    /// type, included), in the file's order, a new key last. Written one key a line, for
    /// `timi config set` and `unset`.
    /// - Parameters:
    ///   - bytes: the file's content (empty for no file).
    ///   - path: the file's path, for messages.
    /// - Throws: ``LedgerError/invalidConfiguration(path:detail:)`` when `bytes` is not a JSON object
    ///   or gives a key twice.
    package static func setting(_ key: String, to value: String?, in bytes: [UInt8], path: String) throws
        -> [UInt8]
    {
        let text = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        var entries: [(key: String, value: String)] = []
        if text.contains(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) {
            do {
                try JSONReader.read(text) { reader in
                    try reader.beginObject()
                    while let name = try reader.nextKey() {
                        reader.skipWhitespace()
                        guard !entries.contains(where: { $0.key == name.string }) else {
                            throw reader.failure(Reason("'{1}' is given twice", name.string))
                        }
                        let start = reader.offset
                        try reader.skipValue()
                        entries.append(
                            (name.string, String(decoding: text[start..<reader.offset], as: UTF8.self)))
                    }
                }
            } catch let failure as JSONReader.Failure {
                let detail = text.withUnsafeBufferPointer { failure.describe(in: $0) }
                throw LedgerError.invalidConfiguration(path: path, detail: detail)
            }
        }
        let index = entries.firstIndex { $0.key == key }
        switch (value.map(JSONText.quoted), index) {
        case (let quoted?, let index?): entries[index].value = quoted
        case (let quoted?, nil): entries.append((key, quoted))
        case (nil, let index?): entries.remove(at: index)
        case (nil, nil): break
        }
        let lines = entries.map { "  " + JSONText.quoted($0.key) + ": " + $0.value }
        return Array(((lines.isEmpty ? "{" : "{\n" + lines.joined(separator: ",\n") + "\n") + "}\n").utf8)
    }
}
