import Testing

@testable import LedgerCore

/// The parts of linking a purchase's two rows that the end-to-end tests (TimiTests'
/// `PurchaseLinkTests`) reach only through whole imports: what a statement's words name, and the import
/// key that keeps both rows' keys and their side.
struct PurchaseLinkerTests {
    @Test func aStatementsDescriptionNamesItsPlatforms() {
        typealias Platform = PurchaseLinker.Platform
        #expect(Platform.named(in: "财付通-美团平台商户") == [.wechat, .meituan])
        #expect(Platform.named(in: "支付宝-示例超市") == [.alipay])
        #expect(Platform.named(in: "京东支付-京东商城") == [.jd])
        #expect(Platform.named(in: "TENPAY*SHOP 123") == [.wechat])
        #expect(Platform.named(in: "ALIPAY HANGZHOU") == [.alipay])
        #expect(Platform.named(in: "示例书店").isEmpty)
        #expect(Platform(statement: .alipayWeb) == .alipay)
        #expect(Platform(statement: .bank) == nil)
    }

    @Test func aLinkedBillsKeyHoldsBothRowsKeysAndOnlyAnUnlinkedOneHasASoleTag() {
        let platform = ImportKey.tagged(ImportKey.make(content: "ref\u{1F}4200000204", occurrence: 0), "wechat")
        let statement = ImportKey.tagged(ImportKey.make(content: "row\u{1F}x", occurrence: 0), ImportKey.statementTag)
        #expect(ImportKey.soleTag(of: platform) == "wechat")
        #expect(ImportKey.soleTag(of: statement) == "bank")
        #expect(ImportKey.soleTag(of: statement + " " + platform) == nil)
        #expect(ImportKey.soleTag(of: ImportKey.make(content: "row", occurrence: 0)) == nil)
        #expect(
            ImportKey.parts(of: statement + " " + platform)
                == [
                    Substring(ImportKey.make(content: "row\u{1F}x", occurrence: 0)),
                    Substring(ImportKey.make(content: "ref\u{1F}4200000204", occurrence: 0)),
                ])
    }
}
