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
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first {
            !$0.isEmpty
        }
        let name = locale.map { $0.prefix { $0 != "." && $0 != "@" } }
        return name.map { Language.chineseLocales.contains(String($0)) } == true ? .chinese : .english
    }

    /// The locales whose messages are Chinese.
    static let chineseLocales: Set = ["zh_CN", "zh_TW", "zh_HK", "zh_SG"]
}
