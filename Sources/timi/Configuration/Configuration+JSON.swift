import LedgerCore

extension Configuration {
    /// The keys a configuration file may have.
    enum Key: String, CaseIterable {
        case currency, firstDayOfWeek, color, listPeriod, language
    }

    /// Decodes a configuration file: a JSON object with any of ``Key``'s keys, e.g.
    /// `{"currency": "€", "firstDayOfWeek": "sunday", "color": "never", "listPeriod": "year",
    /// "language": "zh"}`.
    ///
    /// Strict, so that a typo is not silently ignored (see ``SettingsFile``): a value out of range
    /// or a key given twice is an error that names the file, the line and the column; an unknown key
    /// (a newer timi's) is one of ``warnings``. An empty file is `{}`; a UTF-8 byte order mark is skipped.
    /// - Parameters:
    ///   - bytes: the file's content.
    ///   - path: the file's path, for messages.
    /// - Throws: ``LedgerError/invalidConfiguration(path:detail:)``.
    init(json bytes: [UInt8], path: String) throws {
        var configuration = Configuration()
        configuration.warnings = try SettingsFile.read(bytes, path: path, keys: Key.self) { key, value in
            switch key {
            case .currency:
                do {
                    configuration.currency = try Book.validatedCurrency(value)
                } catch let error as LedgerError {
                    throw SettingsFile.Rejection(error.description)
                }
            case .firstDayOfWeek: configuration.firstDayOfWeek = try Configuration.choice(value, for: key)
            case .color: configuration.color = try Configuration.choice(value, for: key)
            case .listPeriod: configuration.listPeriod = try Configuration.choice(value, for: key)
            case .language: configuration.language = try Configuration.choice(value, for: key)
            }
        }
        self = configuration
    }

    /// One of `T`'s cases, by name.
    /// - Throws: ``SettingsFile/Rejection`` naming the cases, and the nearest one.
    private static func choice<T: RawRepresentable & CaseIterable>(_ value: String, for key: Key) throws -> T
    where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        guard let choice = T(rawValue: value) else {
            let hint =
                NameMatching.suggestion(for: value, among: names).map { "; did you mean '\($0)'?" } ?? ""
            let list = names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
            throw SettingsFile.Rejection("'\(key.rawValue)' must be \(list), not '\(value)'\(hint)")
        }
        return choice
    }
}
