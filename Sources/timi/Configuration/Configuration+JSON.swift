import LedgerCore

extension Configuration {
    /// The keys a configuration file may have; each is documented in ``ConfigurationKey/all``.
    enum Key: String, CaseIterable {
        case currency, firstDayOfWeek, color, listPeriod, language, defaultAccount
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
            try ConfigurationKey.named(key)?.apply(&configuration, value)
        }
        self = configuration
    }
}
