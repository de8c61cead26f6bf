extension Configuration {
    /// Decodes a configuration file: a JSON object with any of ``keys``, e.g.
    /// `{"currency": "€", "firstDayOfWeek": "sunday", "color": "never", "listPeriod": "year"}`.
    ///
    /// Strict, so that a typo is not silently ignored: an unknown key (with the nearest known one
    /// suggested), a value of the wrong kind or out of range, and text that is not JSON are errors
    /// that name the file, the line and the column.
    /// - Parameters:
    ///   - bytes: the file's content.
    ///   - path: the file's path, for messages.
    /// - Throws: ``LedgerError/invalidConfiguration(path:detail:)``.
    public init(json bytes: [UInt8], path: String) throws {
        var configuration = Configuration()
        do {
            try JSONReader.read(bytes) { reader in
                try reader.beginObject()
                while let key = try reader.nextKey() {
                    reader.skipWhitespace()
                    switch key {
                    case "currency":
                        let start = reader.offset
                        let value = try reader.readString()
                        do {
                            configuration.currency = try Book.validatedCurrency(value)
                        } catch let error as LedgerError {
                            throw JSONReader.Failure(message: error.description, offset: start)
                        }
                    case "firstDayOfWeek":
                        configuration.firstDayOfWeek = try Configuration.choice(&reader, key.string)
                    case "color": configuration.color = try Configuration.choice(&reader, key.string)
                    case "listPeriod":
                        configuration.listPeriod = try Configuration.choice(&reader, key.string)
                    default:
                        let hint = NameMatching.suggestion(for: key.string, among: Configuration.keys).map {
                            "; did you mean '\($0)'?"
                        }
                        throw reader.failure(
                            "unknown key '\(key.string)'"
                                + (hint ?? " (known: " + Configuration.keys.joined(separator: ", ") + ")"))
                    }
                }
            }
        } catch let failure as JSONReader.Failure {
            let detail = bytes.withUnsafeBufferPointer { failure.describe(in: $0) }
            throw LedgerError.invalidConfiguration(path: path, detail: detail)
        }
        self = configuration
    }

    /// One of `T`'s cases, by name.
    private static func choice<T: RawRepresentable & CaseIterable>(_ reader: inout JSONReader, _ key: String)
        throws -> T
    where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        let start = reader.offset
        let value = try reader.readString()
        guard let choice = T(rawValue: value) else {
            let hint =
                NameMatching.suggestion(for: value, among: names).map { "; did you mean '\($0)'?" } ?? ""
            throw JSONReader.Failure(
                message:
                    "'\(key)' must be \(names.dropLast().joined(separator: ", ")) or \(names.last ?? ""), not '\(value)'\(hint)",
                offset: start)
        }
        return choice
    }
}
