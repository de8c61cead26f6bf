/// Currencies as files and accounts write them (`人民币`, `¥`, `CNY`), told apart by ISO code.
enum CurrencyCode {
    private static let words: [String: String] = [
        "¥": "CNY", "￥": "CNY", "cny": "CNY", "rmb": "CNY", "人民币": "CNY", "元": "CNY", "156": "CNY",
        "$": "USD", "us$": "USD", "usd": "USD", "美元": "USD", "£": "GBP", "gbp": "GBP", "英镑": "GBP",
        "€": "EUR", "eur": "EUR", "欧元": "EUR", "c$": "CAD", "cad": "CAD", "hk$": "HKD", "hkd": "HKD",
        "港币": "HKD", "港元": "HKD", "jpy": "JPY", "日元": "JPY",
    ]

    /// The ISO code of `text` (`人民币` → CNY, `¥` → CNY, `usd` → USD); `nil` for a word timi does not
    /// know, or none.
    static func code(of text: String) -> String? {
        let key = Validation.trimmingBlanks(text).lowercased()
        if let code = words[key] { return code }
        return key.utf8.count == 3 && key.allSatisfy({ $0.isASCII && $0.isLetter }) ? key.uppercased() : nil
    }
}
