import LedgerCore

/// One key of `config.json`, documented once: `timi config --help`, the man page, `config list`,
/// the checks of `config set` and of the file, and completion all read ``all``.
struct ConfigurationKey {
    /// The key as the file writes it.
    let key: Configuration.Key
    /// The kind of value: `text` or `choice`.
    let type: String
    /// What it is when the file does not say.
    let defaultValue: String
    /// The values it takes, for people.
    let values: String
    /// The values it takes, for checks and completion; empty for free text.
    let choices: [String]
    /// What it does.
    let help: String
    /// Checks `value` and sets it on a configuration.
    /// - Throws: ``SettingsFile/Rejection`` saying why the value is refused.
    let apply: (inout Configuration, String) throws -> Void

    var name: String { key.rawValue }

    /// The default as `config list` and `config unset` tell it, in `language`: a value as it is, the
    /// language's words (`from the environment`, `none`) translated.
    func shownDefault(in language: Language) -> String {
        key == .language || key == .defaultAccount ? language.text(defaultValue) : defaultValue
    }

    /// Its row in `timi config --help` and the man page: the name, then what it does, its values and
    /// its default.
    var row: (String, String) { (name, "\(help) Values: \(values) (default: \(defaultValue)).") }

    /// Every key, in the order `config list` shows them.
    static let all: [ConfigurationKey] = [
        ConfigurationKey(
            key: .currency, type: "text", defaultValue: Book.defaultCurrency,
            values: "1-4 characters, no spaces", choices: [],
            help:
                "The currency symbol of new books (book add without --currency, the first book of a new ledger); no existing book changes."
        ) { configuration, value in
            do {
                configuration.currency = try Book.validatedCurrency(value)
            } catch let error as LedgerError {
                throw SettingsFile.Rejection(.error(error))
            }
        },
        choice(
            .firstDayOfWeek, \.firstDayOfWeek,
            help: "The first column of timi calendar; --monday and --sunday override it."),
        choice(
            .color, \.color, default: "auto",
            help:
                "When text views use colour, as --color (which overrides it): with auto, only when standard "
                + "output is a terminal and NO_COLOR is unset or empty; always and never also win over NO_COLOR."
        ),
        choice(
            .listPeriod, \.listPeriod,
            help: "What timi list (and timi alone) shows without a period or --from/--to."),
        choice(
            .language, \.language, default: "from the environment",
            help:
                "The language of timi's interface: zh (Chinese) or en; unset, LC_ALL, LC_MESSAGES and LANG decide."
        ),
        ConfigurationKey(
            key: .defaultAccount, type: "text", defaultValue: "none", values: "an account's name",
            choices: [],
            help:
                "The account of a bill added without --account (timi add, add -, again, recurring add) to a book "
                + "without a default account of its own ('timi book account')."
        ) { configuration, value in
            do {
                configuration.defaultAccount = try Account.validatedName(value)
            } catch let error as LedgerError {
                throw SettingsFile.Rejection(.error(error))
            }
        },
    ]

    /// The entry of `key`.
    static func named(_ key: Configuration.Key) -> ConfigurationKey? {
        all.first { $0.key == key }
    }

    /// A key whose value is one of `T`'s cases, set at `path`; its default is the configuration's.
    private static func choice<T: RawRepresentable & CaseIterable>(
        _ key: Configuration.Key, _ path: WritableKeyPath<Configuration, T>, help: String
    ) -> ConfigurationKey where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        return ConfigurationKey(
            key: key, type: "choice", defaultValue: Configuration()[keyPath: path].rawValue,
            values: names.joined(separator: ", "), choices: names, help: help
        ) { configuration, value in configuration[keyPath: path] = try choose(value, for: key) }
    }

    /// A key whose value is one of `T`'s cases or unset, set at `path`.
    private static func choice<T: RawRepresentable & CaseIterable>(
        _ key: Configuration.Key, _ path: WritableKeyPath<Configuration, T?>, default: String, help: String
    ) -> ConfigurationKey where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        return ConfigurationKey(
            key: key, type: "choice", defaultValue: `default`, values: names.joined(separator: ", "),
            choices: names, help: help
        ) { configuration, value in configuration[keyPath: path] = try choose(value, for: key) as T }
    }

    /// One of `T`'s cases, by name.
    /// - Throws: ``SettingsFile/Rejection`` naming the cases, and the nearest one.
    private static func choose<T: RawRepresentable & CaseIterable>(
        _ value: String, for key: Configuration.Key
    ) throws
        -> T
    where T.RawValue == String {
        let names = T.allCases.map(\.rawValue)
        guard let choice = T(rawValue: value) else {
            let list = Reason.list(names.map(Reason.verbatim))
            let said: [Reason] = [.verbatim(key.rawValue), list, .verbatim(value)]
            throw SettingsFile.Rejection(
                NameMatching.suggestion(for: value, among: names).map {
                    Reason("'{1}' must be {2}, not '{3}'; did you mean '{4}'?", said + [.verbatim($0)])
                } ?? Reason("'{1}' must be {2}, not '{3}'", said))
        }
        return choice
    }
}
