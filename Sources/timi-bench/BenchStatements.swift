import Foundation

/// A month of five made-up statements in the shapes timi reads (issue 39's month): a WeChat Pay export
/// of 200 rows (120 paid with the credit card), an Alipay export of 150 (80 with the card), the card's
/// CMB statement of those 200 purchases, an ICBC debit statement of 30 rows and another bank's of 20,
/// both with a balance column. Made once, in the data directory; imported in this order.
enum BenchStatements {
    static let card = "招商银行信用卡(5678)"
    static let year = 2026
    static let month = 10

    /// The five files' paths.
    static func files(in directory: String) throws -> [String] {
        let names = ["wechat", "alipay", "cmb-credit", "icbc-debit", "cmb-debit"].map {
            directory + "/month-\($0)-\(year)-\(month).csv"
        }
        if names.allSatisfy({ FileManager.default.fileExists(atPath: $0) }) { return names }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let texts = [wechat(), alipay(), cmbCredit(), icbcDebit(), cmbDebit()]
        for (name, text) in zip(names, texts) { try text.write(toFile: name, atomically: true, encoding: .utf8) }
        return names
    }

    /// `cents` as the statements write money: `1234.50`, grouped `1,234.50` when `grouped`.
    private static func money(_ cents: Int, grouped: Bool = false) -> String {
        let digits = Array(String(abs(cents) / 100))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if grouped, index > 0, (digits.count - index) % 3 == 0 { text += "," }
            text.append(digit)
        }
        return (cents < 0 ? "-" : "") + text + "." + String(abs(cents) % 100 + 100).dropFirst()
    }

    private static func day(_ row: Int) -> Int { 1 + row % 28 }
    private static func date(_ row: Int) -> String { String(format: "%04d-%02d-%02d", year, month, day(row)) }

    /// The WeChat rows' amounts, distinct from Alipay's, so that each card row fits one purchase.
    private static func wechatCents(_ row: Int) -> Int { 1_000 + row * 37 }
    private static func alipayCents(_ row: Int) -> Int { 20_000 + row * 41 }
    private static func wechatOnCard(_ row: Int) -> Bool { row % 5 < 3 }
    private static func alipayOnCard(_ row: Int) -> Bool { row % 15 < 8 }
    private static let payees = ["示例餐厅", "示例超市", "示例咖啡", "示例书店", "示例便利店", "示例面馆", "示例药店"]

    private static func wechat() -> String {
        var text = "微信支付账单明细,,,,,,,,,,\n微信昵称：[示例],,,,,,,,,,\n"
        text += "起始时间：[\(date(0)) 00:00:00] 终止时间：[\(date(27)) 23:59:59],,,,,,,,,,\n"
        text += "导出类型：[全部],,,,,,,,,,\n,,,,,,,,,,\n共200笔记录,,,,,,,,,,\n,,,,,,,,,,\n"
        text += "----------------------微信支付账单明细列表--------------------,,,,,,,,,,\n"
        text += "交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注\n"
        for row in 0..<200 {
            let method = wechatOnCard(row) ? card : "零钱"
            text += "\(date(row)) 12:\(String(format: "%02d", row % 60)):00,商户消费,\(payees[row % payees.count]),"
            text += "\"商品\(row)\",支出,¥\(money(wechatCents(row))),\(method),支付成功,"
            text += "\(4_200_000_000 + row)\t,\(9_000_000_000 + row)\t,\"/\"\n"
        }
        return text
    }

    private static func alipay() -> String {
        var text = "------------------------------------------------------------------------------------\n"
        text += "导出信息：\n姓名：示例\n支付宝账户：138******00\n"
        text += "起始时间：[\(date(0)) 00:00:00]    终止时间：[\(date(27)) 23:59:59]\n"
        text += "导出交易类型：[全部]\n共150笔记录\n\n"
        text += "------------------------支付宝（中国）网络技术有限公司  电子客户回单------------------------\n"
        text += "交易时间                ,交易分类                ,交易对方                ,对方账号                ,"
        text += "商品说明                ,收/支                 ,金额                  ,收/付款方式              ,"
        text += "交易状态                ,交易订单号\t,商家订单号\t,备注,\n"
        for row in 0..<150 {
            let method = alipayOnCard(row) ? card : "余额"
            text += "\(date(row)) 10:\(String(format: "%02d", row % 60)):00 ,日用百货 ,\(payees[row % payees.count]) ,/ ,"
            text += "订单\(row) ,支出 ,\(money(alipayCents(row))) ,\(method) ,交易成功 ,"
            text += "\(20_261_000_000_000_000 + row)\t,T\(row)\t,,\n"
        }
        return text
    }

    /// The card's statement: each purchase the platforms paid with it, a day later.
    private static func cmbCredit() -> String {
        var text = "招商银行信用卡对账单（个人消费卡账户 \(year)年\(month)月）\n卡号: 6225 **** **** 5678\n"
        text += "交易日,记账日,交易摘要,人民币金额,卡号末四位,交易地金额\n"
        func line(_ row: Int, _ platform: String, _ cents: Int) -> String {
            let posted = String(format: "%02d/%02d", month, day(row))
            return "\(posted),\(posted),\(platform)-\(payees[row % payees.count]),\(money(cents)),5678,\(money(cents))\n"
        }
        for row in 0..<200 where wechatOnCard(row) { text += line(row, "财付通", wechatCents(row)) }
        for row in 0..<150 where alipayOnCard(row) { text += line(row, "支付宝", alipayCents(row)) }
        return text
    }

    private static func icbcDebit() -> String {
        var text = "明细查询\n账号: 6222 **** **** 1234\n"
        text += "交易日期\t,摘要\t,交易场所\t,交易国家或地区简称\t,钞/汇\t,交易金额(收入)\t,交易金额(支出)\t,余额\t,\n"
        var balance = 2_000_000
        for row in 0..<30 {
            let income = row % 10 == 0
            let cents = income ? 800_000 : 3_000 + row * 113
            balance += income ? cents : -cents
            let amounts = income ? "\"\(money(cents, grouped: true))\"\t,-\t" : "-\t,\"\(money(cents, grouped: true))\"\t"
            text += "\(date(row * 27 / 29))\t,\(income ? "工资" : "消费")\t,\(payees[row % payees.count])\t,CHN\t,钞\t,"
            text += "\(amounts),\"\(money(balance, grouped: true))\"\t,\n"
        }
        return text + "\n以上数据仅供参考\n"
    }

    private static func cmbDebit() -> String {
        let text = "招商银行交易流水\n账号: 6214 **** **** 4321\n记账日期,货币,交易金额,联机余额,交易摘要,对手信息,客户摘要\n"
        var balance = 1_000_000
        var lines: [String] = []
        for row in 0..<20 {
            let cents = row % 7 == 0 ? 300_000 : -(2_000 + row * 97)
            balance += cents
            lines.append(
                "\(date(row)),CNY,\"\(money(cents, grouped: true))\",\"\(money(balance, grouped: true))\","
                    + "快捷支付,\(payees[row % payees.count]),消费\(row)\n")
        }
        // Newest first, as the bank exports it.
        return text + lines.reversed().joined()
    }
}
