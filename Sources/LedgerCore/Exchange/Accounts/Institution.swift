/// The banks and payment platforms timi knows by name, so that a statement's `招商银行`, a payment
/// method's `招商银行信用卡(5678)` and an account whose institution the user typed as `招行` or `CMB`
/// are told to be the same.
enum Institution {
    /// Each institution's canonical name, then the other names it goes by (lower case).
    private static let names: [(canonical: String, aliases: [String])] = [
        ("招商银行", ["招商银行", "招行", "cmb", "china merchants bank"]),
        ("工商银行", ["中国工商银行", "工商银行", "工行", "icbc"]),
        ("建设银行", ["中国建设银行", "建设银行", "建行", "ccb"]),
        ("农业银行", ["中国农业银行", "农业银行", "农行", "abc"]),
        ("中国银行", ["中国银行", "中行", "boc", "bank of china"]),
        ("交通银行", ["交通银行", "交行", "bocom"]),
        ("中信银行", ["中信银行", "citic"]),
        ("广发银行", ["广发银行", "cgb"]),
        ("浦发银行", ["浦发银行", "spdb"]),
        ("民生银行", ["民生银行", "cmbc"]),
        ("兴业银行", ["兴业银行", "cib"]),
        ("光大银行", ["光大银行", "ceb"]),
        ("平安银行", ["平安银行", "pingan"]),
        ("邮储银行", ["中国邮政储蓄银行", "邮储银行", "psbc"]),
        ("微信", ["微信", "微信支付", "财付通", "wechat", "wechat pay", "tenpay"]),
        ("支付宝", ["支付宝", "alipay"]),
        ("京东", ["京东", "京东支付", "jd"]),
        ("美团", ["美团", "meituan"]),
        ("Chase", ["chase", "jpmorgan chase"]),
        ("Monzo", ["monzo"]),
        ("TD", ["td", "td canada trust"]),
        ("HSBC", ["hsbc", "汇丰银行", "汇丰"]),
    ]

    /// The canonical name of an institution written `text` (`招行` → 招商银行); `nil` for a name timi
    /// does not know.
    static func canonical(_ text: String) -> String? {
        let key = text.lowercased().filter { $0 != " " && $0 != "\u{3000}" }
        guard !key.isEmpty else { return nil }
        for (canonical, aliases) in names where aliases.contains(where: { $0.filter { $0 != " " } == key }) {
            return canonical
        }
        return nil
    }

    /// Whether two institutions as written are one: the same canonical name, or the same text in any
    /// case.
    static func same(_ lhs: String, _ rhs: String) -> Bool {
        let (left, right) = (canonical(lhs), canonical(rhs))
        if let left, let right { return left == right }
        return lhs.lowercased() == rhs.lowercased()
    }

    /// The first known institution `text` names (`招商银行信用卡对账单` → 招商银行, `Chase1234_Activity`
    /// → Chase): a Chinese name anywhere in it, a Latin one as a whole word or before digits.
    static func named(in text: String) -> String? {
        let lowered = text.lowercased()
        var words: [String] = []
        var word = ""
        for character in lowered {
            if character.isLetter && character.isASCII {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        var best: (at: String.Index, canonical: String)?
        for (canonical, aliases) in names {
            for alias in aliases {
                if alias.allSatisfy({ $0.isASCII }) {
                    if !alias.contains(" "), words.contains(alias) { return canonical }
                } else if let range = lowered.firstRange(of: alias), best.map({ range.lowerBound < $0.at }) ?? true {
                    best = (range.lowerBound, canonical)
                }
            }
        }
        return best?.canonical
    }
}
