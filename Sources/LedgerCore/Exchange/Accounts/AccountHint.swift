/// What an import file says about the account money moved through: the institution, the kind, the
/// card's last four digits and the currency, as far as the file tells them.
///
/// A bank statement gives one for the whole file (``StatementAccount``); a payment platform one per
/// row, in its payment-method column (``init(paymentMethod:platform:)``). ``ImportAccounts`` finds
/// the ledger's account that fits it.
package struct AccountHint: Hashable, Sendable {
    /// Where a statement's account was found.
    package enum Found: String, Sendable {
        /// A line before the header (`卡号: 1234****9876`, `Account: …1234`).
        case preamble
        /// A column holding the card number (卡号末四位, Card #).
        case column
        /// The file's name (`Chase1234_Activity_20260301.CSV`).
        case fileName = "file name"
        /// A row's payment method (`招商银行信用卡(5678)`, `零钱`).
        case paymentMethod = "payment method"
        /// The source alone (a Chase export is Chase's), without a number.
        case source
    }

    /// The institution's canonical name (招商银行, 微信, Chase; see `Institution`); empty when unknown.
    package var institution: String
    /// The kind, when the file tells it.
    package var kind: Account.Kind?
    /// The card's last four digits; empty when none.
    package var digits: String
    /// The currency as an ISO code (`CNY`, `USD`), when the file tells it.
    package var currency: String?
    /// The payment method as the file writes it (`招商银行信用卡(5678)`); empty for a statement.
    package var label: String
    /// Where it was found.
    package var found: Found

    /// A hint of the given values.
    package init(
        institution: String, kind: Account.Kind?, digits: String, currency: String? = nil,
        label: String = "", found: Found
    ) {
        (self.institution, self.kind, self.digits) = (institution, kind, digits)
        (self.currency, self.label, self.found) = (currency, label, found)
    }

    /// Whether it says enough to look an account up: digits, or an institution and a kind.
    var isUsable: Bool { !digits.isEmpty || (!institution.isEmpty && kind != nil) }

    /// The account a row's payment method names on `platform` (微信, 支付宝, 京东, 美团): a card
    /// (`招商银行储蓄卡(1234)`, `交通银行信用卡(7449)&红包`) by institution, kind and last four
    /// digits; a wallet by the platform and its kind (零钱 and 余额 a wallet, 零钱通, 余额宝 and 小金库
    /// savings, 花呗, 白条 and 月付 credit). `nil` for none (`/`, empty) or a word timi does not know.
    package init?(paymentMethod text: String, platform: String) {
        // `花呗&红包`: the first is the account, the rest a voucher.
        let first = String(text.split(whereSeparator: { $0 == "&" || $0 == "+" }).first ?? "")
        let method = Validation.trimmingBlanks(first)
        guard !method.isEmpty, method != "/" else { return nil }
        self.init(institution: "", kind: nil, digits: "", currency: "CNY", label: method, found: .paymentMethod)
        if let (name, digits) = AccountHint.card(method) {
            self.digits = digits
            kind =
                name.contains("信用卡") ? .credit
                : name.contains("储蓄卡") || name.contains("借记卡") ? .debit : nil
            var bank = name
            for word in ["信用卡", "储蓄卡", "借记卡", "银行卡", "卡"] where bank.hasSuffix(word) {
                bank = String(bank.dropLast(word.count))
            }
            institution = Institution.canonical(bank) ?? Institution.named(in: bank) ?? bank
            return
        }
        let wallets: [(String, String?, Account.Kind)] = [
            ("零钱通", "微信", .savings), ("零钱", "微信", .wallet), ("余额宝", "支付宝", .savings),
            ("花呗", "支付宝", .credit), ("京东白条", "京东", .credit), ("白条", "京东", .credit),
            ("小金库", "京东", .savings), ("京东小金库", "京东", .savings), ("美团月付", "美团", .credit),
            ("月付", "美团", .credit), ("美团余额", "美团", .wallet), ("钱包余额", nil, .wallet),
            ("账户余额", nil, .wallet), ("余额", nil, .wallet),
        ]
        guard let (_, owner, kind) = wallets.first(where: { $0.0 == method }) else { return nil }
        institution = owner ?? platform
        self.kind = kind
    }

    /// `招商银行储蓄卡(1234)` → (`招商银行储蓄卡`, `1234`): a name and four digits in brackets at the end.
    private static func card(_ text: String) -> (String, String)? {
        var characters = Array(text)
        guard let last = characters.last, last == ")" || last == "）" else { return nil }
        characters.removeLast()
        guard let open = characters.lastIndex(where: { $0 == "(" || $0 == "（" }) else { return nil }
        let digits = String(characters[(open + 1)...])
        guard digits.utf8.count >= 4, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return (String(characters[..<open]), String(digits.suffix(4)))
    }
}
