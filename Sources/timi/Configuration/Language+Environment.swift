import LedgerCore

extension Language {
    /// The language of the interface: the configuration's `language` when it names one, else Chinese
    /// when the locale for messages is Chinese (`zh_CN`, `zh_TW`, `zh_HK`, `zh_SG`, with any encoding),
    /// else English.
    ///
    /// The locale for messages is the first non-empty of `LC_ALL`, `LC_MESSAGES` and `LANG`, as POSIX
    /// orders them.
    /// - Parameters:
    ///   - environment: the process environment, passed in as a value.
    ///   - configured: the configuration file's `language`, if it says one.
    static func of(environment: [String: String], configured: Language?) -> Language {
        if let configured { return configured }
        let name = localeName(environment)
        return name.map(isChineseLocale) == true ? .chinese : .english
    }

    /// The language of a new ledger's titles (its categories, its first book): the configuration's
    /// `language` when it names one; else English when the locale for messages names a language
    /// other than Chinese (`en_US.UTF-8`, `fr_FR`), and the app's Chinese titles for a Chinese
    /// locale, `C`, `POSIX` or none (a machine that says nothing keeps the app's ledger).
    static func ofNewLedger(environment: [String: String], configured: Language?) -> Language {
        if let configured { return configured }
        guard let name = localeName(environment), name != "C", name != "POSIX", !name.hasPrefix("zh") else {
            return .chinese
        }
        return .english
    }

    /// The locale for messages without its encoding and modifier (`en_US`), if one is set.
    private static func localeName(_ environment: [String: String]) -> String? {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first {
            !$0.isEmpty
        }
        return locale.map { String($0.prefix { $0 != "." && $0 != "@" }) }
    }

    /// Whether messages in the locale `name` are Chinese (a switch: a global Set is built at start).
    private static func isChineseLocale(_ name: String) -> Bool {
        switch name {
        case "zh_CN", "zh_TW", "zh_HK", "zh_SG": true
        default: false
        }
    }
}
