import Foundation

/// The generator's files, made once and kept in the data directory.
enum BenchData {
    static func jsonl(count: Int, in directory: String, generator: String) throws -> String {
        let path = directory + "/bills-\(count).jsonl"
        if FileManager.default.fileExists(atPath: path) { return path }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let (status, _) = try ProcessTimer.output([
            "/usr/bin/env", "python3", generator, String(count), "--out-dir", directory,
        ])
        guard status == 0 else { throw BenchError("\(generator) \(count) failed with status \(status)") }
        return path
    }

    /// A bank's export timi has no reader for, of `count` rows: a preamble, a header of Chinese words,
    /// DD/MM/YYYY dates with a time column, quoted amounts with thousands separators, a running
    /// balance that chains in date and time order (so the import reconciles it), a footer (made once,
    /// in the data directory).
    static func bankCSV(count: Int, in directory: String) throws -> String {
        let path = directory + "/bank-\(count)-chained.csv"
        if FileManager.default.fileExists(atPath: path) { return path }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var text = "账户明细查询\n账号: 6222 **** **** 0000\n起止日期: 2020-01-01 至 2025-12-31\n\n"
        text += "交易日期,交易时间,摘要,交易金额,账户余额,对方户名,交易地点\n"
        var balance = 100_000_000
        let payees = ["示例超市", "示例餐厅", "示例公司", "示例电力", "EXAMPLE STORE LTD", "示例外卖平台"]
        for row in 0..<count {
            // Six years of 28-day months, the rows in date and time order as a statement lists them.
            let days = 6 * 12 * 28
            let dayIndex = row * days / count
            let (day, month, year) = (1 + dayIndex % 28, 1 + dayIndex / 28 % 12, 2020 + dayIndex / (28 * 12))
            let second = row * days * 86_400 / count % 86_400
            let cents = (row * 7919) % 250_000 + 1
            let income = row % 9 == 0
            balance += income ? cents : -cents
            func money(_ value: Int) -> String {
                let digits = Array(String(abs(value) / 100))
                var grouped = ""
                for (index, digit) in digits.enumerated() {
                    if index > 0, (digits.count - index) % 3 == 0 { grouped += "," }
                    grouped.append(digit)
                }
                return (value < 0 ? "-" : "") + grouped + "." + String(abs(value) % 100 + 100).dropFirst()
            }
            text += String(format: "%02d/%02d/%04d", day, month, year)
            text += ",\(String(format: "%02d:%02d:%02d", second / 3600, second / 60 % 60, second % 60)),"
            text += income ? "工资" : "消费"
            text += ",\"\(money(income ? cents : -cents))\",\"\(money(balance))\",\(payees[row % payees.count]),示例网点\n"
        }
        text += "合计,,,,,,\n以上数据仅供参考\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
