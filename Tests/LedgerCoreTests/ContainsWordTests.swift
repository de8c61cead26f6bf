import Testing

@testable import LedgerCore

/// ``StringProtocol/containsWord(_:)`` replaces `lowercased().contains(_:)` in an import's per-row
/// searches: it must find what that finds, for Chinese and English words, in any case and anywhere.
struct ContainsWordTests {
    @Test(arguments: [
        ("财付通-美团平台商户", "美团", true),
        ("财付通-美团平台商户", "财付通", true),
        ("财付通-美团平台商户", "支付宝", false),
        ("CHASE CREDIT CRD AUTOPAY", "credit crd", true),
        ("Chase Credit Card Payment", "credit card", true),
        ("Payment Thank You", "thank you", true),
        ("WeChat Pay", "wechat", true),
        ("WeCha", "wechat", false),
        ("", "wechat", false),
        ("wechat", "", false),
        ("ACCT_XFER", "acct_xfer", true),
        ("ACCT-XFER", "acct_xfer", false),
        ("示例超市", "示例超市", true),
        ("示例超", "示例超市", false),
        // A word's last byte must match too, and a match may end the text.
        ("alipax", "alipay", false),
        ("to alipay", "alipay", true),
        // Only ASCII letters fold: `@` is not `` ` `` and `[` is not `{`.
        ("@", "`", false),
        ("[", "{", false),
    ])
    func findsWhatLowercasedContainsFinds(text: String, word: String, expected: Bool) {
        #expect(text.containsWord(word) == expected)
        #expect(text.lowercased().contains(word) == expected)
        #expect(Substring(text).containsWord(word) == expected)
    }

    @Test func findsAnyOfSeveralWords() {
        #expect("支付宝提现".containsWord(of: ["微信", "支付宝"]))
        #expect(!"银联消费".containsWord(of: ["微信", "支付宝"]))
        #expect(!"anything".containsWord(of: []))
    }
}
