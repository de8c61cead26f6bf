import Foundation
import Testing

@testable import LedgerCore

/// The four banks' Excel 97–2003 exports that other public projects test with (CCB, CITIC, SPDB,
/// UOB, in `../shared/peer2/`, never copied here) read into their header and rows, cell for cell as
/// those projects' expected outputs have them.
///
/// CI lays `shared/` beside the clone, so the files are found from the package's parent folder; a
/// missing file fails the test rather than skipping it.
struct PeerWorkbookTests {
    static let peer = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../shared/peer2").standardized.path

    static func rows(_ path: String) throws -> [XLSXSheet.Row] {
        let data = try #require(
            FileManager.default.contents(atPath: peer + "/" + path), "\(peer)/\(path) is missing")
        return try BIFFWorkbook([UInt8](data)).firstSheetRows()
    }

    @Test func readsCCBsStatement() throws {
        let rows = try Self.rows("deb-sig+double-entry-generator/ccb/交易明细_xxxx_2025xxxx_2025xxxx.xls")
        #expect(rows.first?.cells.first == "China Construction Bank")
        #expect(rows.map(\.number) == [1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13])  // row 5 is empty
        #expect(rows[2].cells.prefix(2) == ["币\u{3000}\u{3000}种：", "人民币"])
        let header = rows[4].cells.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(header == ["记账日", "交易日期", "交易时间", "支出", "收入", "账户余额", "币种", "摘要", "对方账号", "对方户名", "交易地点"])
        #expect(
            rows[5].cells == [
                "20250101", "20250101", "18:53:19", "67", "0", "2176.91", "人民币", "消费", "20883313166*****0156",
                "中***融科技有限公司", "支付宝-支付宝外部商户-中移动金融科技有限公司",
            ])
        #expect(rows[5...10].map { $0.cells[3] } == ["67", "16.78", "20", "515.02", "18.06", "66.4"])
        #expect(rows.last?.cells.first == "以上数据仅供参考|具体内容请以柜台为准")
    }

    @Test func readsCITICsCreditCardStatement() throws {
        let rows = try Self.rows("deb-sig+double-entry-generator/citic/credit/example-citic-records.xls")
        #expect(rows.first?.cells.first == "本期账单明细(人民币)")
        #expect(rows[1].cells == ["交易日期", "入账日期", "交易描述", "卡末四位", "交易币种", "结算币种", "交易金额", "结算金额"])
        #expect(rows.count == 15)  // the blank cells under the data hold nothing
        #expect(
            rows[2].cells == [
                "2024-11-09", "2024-11-09", "支付宝－北京嘀嘀无限科技发展有限公司", "6688", "人民币", "人民币", "5.90", "5.90",
            ])
        #expect(rows[3].cells[6] == "-0.20")
        #expect(rows.last?.cells[2] == "公共事业缴费（电费）")
    }

    @Test func readsSPDBsStatement() throws {
        let rows = try Self.rows("deb-sig+double-entry-generator/spdb_debit/example-spdb_debit-records.xls")
        #expect(rows.count == 6)
        #expect(
            rows[0].cells.prefix(6) == ["账号", "6200000000001230", "账户类型", "借记卡", "日期范围", "20251201-20251231"])
        #expect(rows[1].cells == ["顺序号", "交易日期", "交易类型", "存入金额", "取出金额", "余额", "交易对手名称", "交易对手账号", "附言"])
        #expect(rows[2].cells.prefix(6) == ["1", "2025/12/03  14:06:51", "网上支付-支付宝", "", "3.88", "1981.33"])
        #expect(rows[3].cells[3] == "10.00")
    }

    @Test func readsUOBsStatement() throws {
        let rows = try Self.rows("redstreet+beancount_reds_importers/ACC_TXN_History_1234_clean.xls")
        #expect(rows.first?.cells.first == "United Overseas Bank Limited. Company Reg No. 193500026Z")
        let header = try #require(rows.first { $0.cells.first == "Transaction Date" })
        #expect(header.number == 8)
        #expect(
            header.cells == [
                "Transaction Date", "Transaction Description", "Withdrawal", "Deposit", "Available Balance",
            ])
        #expect(
            rows.first { $0.cells.first == "Account Number:" }?.cells.prefix(3) == [
                "Account Number:", "1234567890", "SGD",
            ])
        let data = rows.filter { $0.number > 8 }
        #expect(data.count == 8)
        #expect(data.first?.cells == ["30 Jun 2023", "Interest Credit", "0", "0.12", "0"])
        #expect(data.last?.cells == ["02 May 2023", "NETS Debit-Consumer\nxxxxxxYYYY", "27.9", "0", "0"])
        #expect(data.map { $0.cells[2] } == ["0", "800", "300", "0", "80", "0", "60", "27.9"])
        #expect(data.map { $0.cells[3] } == ["0.12", "0", "0", "545.05", "0", "0.13", "0", "0"])
    }
}
