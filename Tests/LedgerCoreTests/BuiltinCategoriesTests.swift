import Testing

@testable import LedgerCore

/// The built-in map of sources' words and the built-in keywords (`BuiltinCategories`), and the
/// matcher that finds keywords (`KeywordMatcher`).
struct BuiltinCategoriesTests {
    @Test func everyTableNamesADefaultCategoryAndNoWordTwice() throws {
        let seeded = Dictionary(uniqueKeysWithValues: try Seed.categories().map { ($0.alias, $0.type) })
        let keywords = BuiltinCategories.keywords.flatMap { entry in entry.words.map { ($0, entry.alias) } }
        for (word, alias) in keywords {
            #expect(seeded[alias] != nil, "\(word) → \(alias)")
            #expect(!word.isEmpty && word == word.uppercased(), "\(word): keywords are listed upper case")
        }
        let listed = keywords.map { "\(seeded[$0.1]?.rawValue ?? ""):\($0.0)" }
        #expect(Set(listed).count == listed.count, "a keyword is listed twice for one type")
        for source in StatementSource.allCases {
            let words = BuiltinCategories.sourceWords(of: source)
            for (word, alias) in words { #expect(seeded[alias] != nil, "\(source): \(word) → \(alias)") }
            let typed = words.map { "\(seeded[$0.alias]?.rawValue ?? ""):\($0.word)" }
            #expect(Set(typed).count == typed.count, "\(source): a word is listed twice for one type")
        }
    }

    @Test(
        arguments: [
            ("UBER   *TRIP      02/13", "UBER"), ("uber eats order", "UBER EATS"),
            ("SHELL OIL 5744", "SHELL"),
            ("CVS/PHARMACY #0718", "PHARMACY"), ("TRADER JOE S #552", "TRADER JOE"), ("京东到家订单", "京东到家"),
            // Equally long: the one listed first (超市 in daily before 天猫 in online; 房租 before 转账).
            ("天猫超市", "超市"), ("转账备注:2月房租", "房租"), ("铁路12306购票", "12306"),
            // Whole words only, where a keyword is letters or digits.
            ("LAS VEGAS RESORT", nil), ("订单4200123069", nil), ("SHELLFISH SHACK", nil), ("某某科技有限公司", nil),
        ] as [(String, String?)])
    func theLongestWholeKeywordWinsThenTheFirstListed(_ text: String, _ expected: String?) {
        let words = BuiltinCategories.keywords.flatMap(\.words)
        #expect(KeywordMatcher(words).match(in: text).map { words[$0] } == expected)
    }

    /// The category chosen for an expense (or income) row of `payee`, `note`, source word and kind.
    func decide(
        _ state: LedgerState, source: StatementSource = .wechat, type: BillType = .expense,
        word: String? = nil, payee: String = "", note: String = "", kind: String = ""
    ) throws -> (String, CategoryDecision)? {
        var builtin = try BuiltinCategories(state: state, source: source)
        return builtin.category(type: type, word: word, payee: payee, note: note, kind: kind).map {
            ($0.0.alias, $0.1)
        }
    }

    @Test func theSourcesWordThenKeywordsThenItsKindDecide() throws {
        let state = try LedgerState.seeded()
        #expect(
            try decide(state, source: .alipay, word: "餐饮美食", payee: "滴滴")! == ("meals", .sourceWord("餐饮美食")))
        // 生活服务 says nothing: the keyword of the note decides.
        #expect(
            try decide(state, source: .alipay, word: "生活服务", payee: "国家电网", note: "电费")!
                == ("housing", .keyword("国家电网")))
        #expect(
            try decide(state, payee: "房东陈先生", note: "转账备注:2月房租", kind: "转账")! == ("housing", .keyword("房东")))
        #expect(try decide(state, payee: "张三", note: "转账备注:借款", kind: "转账")! == ("transfer", .keyword("转账")))
        #expect(
            try decide(state, payee: "发给王小二", note: "/", kind: "微信红包（单发）")! == (
                "transfer", .sourceWord("微信红包")
            ))
        #expect(
            try decide(state, type: .income, payee: "王小二", kind: "微信红包")! == (
                "redpacket", .sourceWord("微信红包")
            ))
        // A keyword counts for its category's type only.
        #expect(try decide(state, type: .income, payee: "美团外卖") == nil)
        #expect(try decide(state, payee: "ACME", note: "PAYROLL") == nil)
        #expect(
            try decide(state, source: .chase, type: .income, payee: "ACME PAYROLL")! == (
                "salary", .keyword("PAYROLL")
            ))
    }

    @Test func aCategoryIsFoundByAliasOrTitleAndOneTheLedgerLacksIsPassedOver() throws {
        var state = try LedgerState.seeded()
        let index = { (alias: String) in state.categories.firstIndex { $0.alias == alias }! }
        state.categories[index("transport")].title = "出行"  // found by its alias
        state.categories[index("online")].alias = "web"  // found by its title
        state.categories[index("daily")].title = "杂货"  // neither: passed over
        state.categories[index("daily")].alias = "sundries"
        state.categories.remove(at: index("housing"))  // deleted
        #expect(try decide(state, payee: "滴滴出行")! == ("transport", .keyword("滴滴")))
        #expect(try decide(state, payee: "京东")! == ("web", .keyword("京东")))
        #expect(try decide(state, payee: "盒马鲜生") == nil)
        #expect(try decide(state, source: .alipay, word: "日用百货", payee: "天猫超市")! == ("web", .keyword("天猫")))
        // 房租 is gone with 住房; the less telling 转账 is next.
        #expect(try decide(state, payee: "房东陈先生", note: "转账备注:2月房租")! == ("transfer", .keyword("转账")))
    }
}
