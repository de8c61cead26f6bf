extension BuiltinCategories {
    /// The source's own words for what a row is, and the default category (by alias) each means:
    /// Alipay's 交易分类 and Monzo's Category (read before the keywords), WeChat Pay's 交易类型 (read
    /// after them: 转账 says how the money moved, a note such as 房租 says what for). A word that says
    /// nothing timi's categories can hold (生活服务, 其他, Monzo's `general`) is not listed, so the
    /// keywords and the fallback decide. A word listed twice means one category per type.
    static func sourceWords(of source: StatementSource) -> [(word: String, alias: String)] {
        switch source {
        case .alipay: return alipay
        case .monzo: return monzo
        case .wechat: return wechat
        case .jd: return jd
        case .alipayWeb, .meituan, .icbc, .chase, .td, .bank, .csv: return []
        }
    }

    /// Alipay's 交易分类 (the app export's second column).
    private static let alipay: [(word: String, alias: String)] = [
        ("餐饮美食", "meals"), ("交通出行", "transport"), ("爱车养车", "transport"), ("日用百货", "daily"),
        ("服饰装扮", "clothing"), ("美容美发", "beauty"), ("充值缴费", "topup"), ("住房物业", "housing"),
        ("医疗健康", "medical"), ("文化休闲", "fun"), ("教育培训", "study"), ("酒店旅游", "travel"),
        ("母婴亲子", "baby"), ("宠物", "pets"), ("运动户外", "sports"), ("数码电器", "digital"),
        ("家居家装", "shopping"), ("亲友代付", "family"), ("转账红包", "transfer"), ("投资理财", "investment"),
    ]

    /// JD's 交易分类 (an order of several kinds names them all, `服饰内衣 运动户外`, which is none of
    /// these: the keywords decide).
    private static let jd: [(word: String, alias: String)] = [
        ("食品酒饮", "snacks"), ("服饰内衣", "clothing"), ("鞋服箱包", "clothing"), ("运动户外", "sports"),
        ("电脑办公", "digital"), ("数码电器", "digital"), ("手机通讯", "digital"), ("美妆个护", "skincare"),
        ("医疗保健", "medical"), ("日用百货", "daily"), ("清洁纸品", "daily"), ("家居家装", "shopping"),
        ("母婴", "baby"), ("宠物生活", "pets"), ("图书", "study"),
    ]

    /// Monzo's Category (its own words, in lower case with underscores).
    private static let monzo: [(word: String, alias: String)] = [
        ("eating_out", "meals"), ("groceries", "daily"), ("transport", "transport"), ("shopping", "shopping"),
        ("bills", "housing"), ("entertainment", "fun"), ("holidays", "travel"), ("personal_care", "beauty"),
        ("family", "family"), ("transfers", "transfer"),
    ]

    /// WeChat Pay's 交易类型, where it says what the money was (商户消费 does not).
    private static let wechat: [(word: String, alias: String)] = [
        ("微信红包", "transfer"), ("微信红包", "redpacket"), ("转账", "transfer"), ("亲属卡交易", "family"),
    ]
}
