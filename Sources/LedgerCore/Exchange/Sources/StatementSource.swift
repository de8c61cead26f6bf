/// Where an import file comes from: a payment app's or a bank's export, recognised by its content
/// (see ``recognise(_:)``), or timi's own CSV.
///
/// `timi import` reads a statement's own layout and decides per row what a careful bookkeeper books
/// (see ``StatementRefunds`` and each platform's reader); a bank's export, known or not, is read by
/// the general reader (``BankStatement``). `--from-source` names one when recognition is not wanted.
package enum StatementSource: String, CaseIterable, Sendable {
    /// WeChat Pay 微信支付账单明细: the CSV (until 2025), the XLSX, and the XLSX saved as CSV.
    case wechat
    /// Alipay's app export 交易流水证明 (GBK, padded fields).
    case alipay
    /// Alipay's old PC web export 交易记录明细查询 (GBK, a footer).
    case alipayWeb = "alipay-web"
    /// JD 京东交易流水: gross amounts with the refunded part in brackets, 先享后付.
    case jd
    /// Meituan 美团账单: 实付金额, 美团月付 and its repayments.
    case meituan
    /// ICBC 明细查询文件下载: split income and expense columns, a footer, `自动还款` of a card.
    case icbc
    /// Chase (US) checking: one field more per row than the header, `ACCT_XFER` between own accounts.
    case chase
    /// Monzo (UK): DD/MM/YYYY dates, a transaction id, `Pot transfer`s.
    case monzo
    /// TD Canada Trust: no header (date, description, debit, credit, balance), MM/DD/YYYY.
    case td
    /// Any other bank's export, read by the words of its header (see ``BankStatement``).
    case bank
    /// timi's own CSV: a header naming the fields (see ``ImportField``).
    case csv

    /// The source's name for messages: `WeChat Pay`.
    package var title: String {
        switch self {
        case .wechat: return "WeChat Pay"
        case .alipay: return "Alipay (app)"
        case .alipayWeb: return "Alipay (web)"
        case .jd: return "JD"
        case .meituan: return "Meituan"
        case .icbc: return "ICBC"
        case .chase: return "Chase"
        case .monzo: return "Monzo"
        case .td: return "TD Canada Trust"
        case .bank: return "bank"
        case .csv: return "timi CSV"
        }
    }

    /// The first fields of each source's header row (after padding is trimmed).
    private var headerStart: [String] {
        switch self {
        case .wechat: return ["交易时间", "交易类型", "交易对方", "商品", "收/支"]
        case .alipay: return ["交易时间", "交易分类", "交易对方", "对方账号", "商品说明", "收/支"]
        case .alipayWeb: return ["交易号", "商家订单号", "交易创建时间", "付款时间"]
        case .jd: return ["交易时间", "商户名称", "交易说明", "金额", "收/付款方式", "交易状态", "收/支"]
        case .meituan: return ["交易创建时间", "交易成功时间", "交易类型", "订单标题", "收/支", "支付方式"]
        case .icbc: return ["交易日期", "摘要", "交易详情"]
        case .chase: return ["Details", "Posting Date", "Description", "Amount", "Type", "Balance"]
        case .monzo: return ["Transaction ID", "Date", "Time", "Type", "Name"]
        case .td, .bank, .csv: return []
        }
    }

    /// Whether the source is a bank, whose export the general reader reads (``BankStatement``).
    var isBank: Bool {
        switch self {
        case .icbc, .chase, .monzo, .td, .bank: return true
        case .wechat, .alipay, .alipayWeb, .jd, .meituan, .csv: return false
        }
    }

    /// The order of a known bank's dates, for a file whose every date fits both day and month first
    /// (`03/04/2026`).
    var dateOrder: StatementDates.Order? {
        switch self {
        case .chase, .td: return .monthDayYear
        case .monzo: return .dayMonthYear
        case .icbc: return .yearMonthDay
        case .wechat, .alipay, .alipayWeb, .jd, .meituan, .bank, .csv: return nil
        }
    }

    /// TD's columns, which its export does not name.
    static let tdColumns = ["Date", "Description", "Debit", "Credit", "Balance"]

    /// How many records the header may follow (preambles are 4 to 24 lines long).
    static let maxPreamble = 40

    /// The source of `records` and the index of its header record; timi's CSV at 0 when none matches.
    ///
    /// A source is told by its header row among the first ``maxPreamble`` records; TD, which has no
    /// header, by rows of five fields that start with an MM/DD/YYYY date and end with a balance.
    static func recognise(_ records: [CSV.Record]) -> (source: StatementSource, header: Int) {
        for (index, record) in records.prefix(maxPreamble).enumerated() {
            let fields = record.fields.map(StatementText.value)
            for source in allCases where !source.headerStart.isEmpty {
                if fields.starts(with: source.headerStart) { return (source, index) }
            }
        }
        if let first = records.first, isTDRow(first.fields) { return (.td, -1) }
        return (.csv, 0)
    }

    /// `02/03/2026,SHOP,12.50,,1234.56`: a TD row.
    static func isTDRow(_ fields: [String]) -> Bool {
        let values = fields.map(StatementText.value)
        guard values.count == 5, values[0].utf8.count == 10, values[0].contains("/"),
            StatementText.day(values[0], order: .monthDayYear) != nil,
            StatementText.cents(values[4]) != nil
        else { return false }
        return StatementText.cents(values[2]) != nil || StatementText.cents(values[3]) != nil
    }

    /// The rows of a platform's export under the header at `header`, each with its decision.
    func rows(_ records: [CSV.Record], header: Int) -> [FileRow] {
        let data = records.dropFirst(header + 1)
        let columns = StatementColumns(records[header])
        switch self {
        case .wechat: return WeChatStatement.rows(data, columns)
        case .alipay: return AlipayStatement.rows(data, columns)
        case .alipayWeb: return AlipayWebStatement.rows(data, columns)
        case .jd: return JDStatement.rows(data, columns)
        case .meituan: return MeituanStatement.rows(data, columns)
        case .icbc, .chase, .monzo, .td, .bank, .csv: return []
        }
    }
}

extension StatementSource {
    /// The rows under the header at `header`, each with its record's fields (for rules), the header's
    /// column names in lower case, and the source.
    func read(
        _ records: [CSV.Record], header: Int
    ) -> (rows: [FileRow], columns: [String], statement: StatementSource) {
        let fields = Dictionary(records.map { ($0.line, $0.fields) }, uniquingKeysWith: { first, _ in first })
        let rows = rows(records, header: header).map { row in
            var row = row
            row.columns = fields[row.line] ?? []
            return row
        }
        let columns = records[header].fields.map { StatementText.value($0).lowercased() }
        return (rows, columns, self)
    }

    /// The source of `records` and its header's index: `forced` when given (its header must be among
    /// the first ``maxPreamble`` records), else the one ``recognise(_:)`` sees.
    /// - Throws: ``FileFormatError`` when a forced source's header is not there.
    static func find(
        _ forced: StatementSource?, in records: [CSV.Record], source: String
    ) throws -> (StatementSource, Int) {
        guard let forced else { return recognise(records) }
        if forced == .csv || forced == .bank { return (forced, 0) }
        if forced == .td { return (.td, -1) }
        let fields = records.prefix(maxPreamble).map { $0.fields.map(StatementText.value) }
        guard let header = fields.firstIndex(where: { $0.starts(with: forced.headerStart) }) else {
            throw FileFormatError(
                Reason(
                    "not a {1} statement: no header row starting {2} in its first {3} lines", forced.title,
                    forced.headerStart.joined(separator: ","), String(maxPreamble)))
        }
        return (forced, header)
    }

    /// The first ``maxPreamble`` lines of `text` (and the record they may start): enough to recognise
    /// the source without reading the whole file twice.
    static func opening(of text: [UInt8]) -> [UInt8] {
        var lines = 0
        for (index, byte) in text.enumerated() where byte == 0x0A {
            lines += 1
            if lines == maxPreamble + 1 { return Array(text[..<index]) }
        }
        return text
    }
}
