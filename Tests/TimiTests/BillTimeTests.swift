import Foundation
import TestSupport
import Testing

/// A bill's time of day (issue 37, point 7): imported from WeChat Pay, Alipay and a bank's time
/// column, it orders the bills of a day in every view; `show`, JSON and CSV carry it, and export →
/// import keeps it. Bills typed without `--time` follow the timed ones of their day, by creation.
struct BillTimeTests {
    /// A WeChat Pay export in its real shape (newest first, as the app writes it), made-up rows.
    static let wechat = """
        微信支付账单明细,,,,,,,,,,
        微信昵称：[小明],,,,,,,,,,
        起始时间：[2026-03-01 00:00:00] 终止时间：[2026-03-31 23:59:59],,,,,,,,,,
        导出类型：[全部],,,,,,,,,,
        导出时间：[2026-04-01 10:15:32],,,,,,,,,,
        ,,,,,,,,,,
        共4笔记录,,,,,,,,,,
        收入：1笔 66.00元,,,,,,,,,,
        支出：3笔 92.50元,,,,,,,,,,
        ,,,,,,,,,,
        ----------------------微信支付账单明细列表--------------------,,,,,,,,,,
        交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注
        2026-03-05 21:10:00,商户消费,夜宵店,"烧烤",支出,¥58.00,零钱,支付成功,4200000101\t,9000101\t,"/"
        2026-03-05 12:30:00,商户消费,面馆,"牛肉面",支出,¥28.00,零钱,支付成功,4200000102\t,9000102\t,"/"
        2026-03-05 08:05:30,商户消费,早餐铺,"豆浆",支出,¥6.50,零钱,支付成功,4200000103\t,9000103\t,"/"
        2026-03-04 18:00:00,微信红包,李四,"/",收入,¥66.00,/,已存入零钱,1000000104\t,1000000104\t,"/"

        """

    /// The notes of the bills of `list PERIOD --json`, in its order (newest first).
    static func notes(_ timi: TimiRunner, _ period: String) throws -> [String] {
        let json = try timi.run("list", period, "--json").stdout
        let bills = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        return bills.map { $0["note"] as? String ?? "" }
    }

    /// The `time` of each bill of `export --json`, by note.
    static func times(_ timi: TimiRunner) throws -> [String: String] {
        let json = try timi.run("export", "--json").stdout
        let bills = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        var times: [String: String] = [:]
        for bill in bills { times[bill["note"] as? String ?? ""] = bill["time"] as? String ?? "" }
        return times
    }

    @Test func aWeChatDayIsOrderedByItsTimesAndTypedBillsFollowThem() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let file = dir + "/微信支付账单(20260301-20260331).csv"
            try Self.wechat.write(toFile: file, atomically: true, encoding: .utf8)
            let imported = try timi.run("import", file)
            #expect(imported.status == 0, "\(imported.stderr)")
            // Typed afterwards, without a time: after the day's timed bills.
            #expect(try timi.run("add", "3", "meals", "typed", "--date", "2026-03-05").status == 0)
            #expect(try Self.notes(timi, "2026-03") == ["typed", "烧烤", "牛肉面", "豆浆", "李四"])
            // The timeline, newest first, and the oldest-first export agree.
            let timeline = try timi.run("list", "2026-03").stdout
            let places = ["typed", "烧烤", "牛肉面", "豆浆"].map { timeline.range(of: $0)?.lowerBound }
            #expect(places.allSatisfy { $0 != nil } && places == places.sorted { $0! < $1! })
            let csv = try timi.run("export", "--format", "csv").stdout.split(separator: "\r\n")
            #expect(csv.first?.hasSuffix(",fee,time") == true)
            #expect(
                csv.dropFirst().map { $0.split(separator: ",", omittingEmptySubsequences: false).last ?? "" }
                    == ["18:00:00", "08:05:30", "12:30:00", "21:10:00", ""])
            #expect(
                try Self.times(timi) == [
                    "李四": "18:00:00", "豆浆": "08:05:30", "牛肉面": "12:30:00", "烧烤": "21:10:00", "typed": "",
                ])
            let month = try String(contentsOfFile: timi.home + "/bills/1/2026-03.json", encoding: .utf8)
            #expect(month.hasSuffix("],\"format\":5}\n"))
            #expect(month.contains(#""ref":"4200000102","time":"12:30:00","type":"expense"}"#))

            let noodles = try #require(
                try timi.run("list", "2026-03", "--json").stdout
                    .components(separatedBy: "\n").first { $0.contains("牛肉面") })
            let id = String(
                try #require(noodles.range(of: #""id":""#).map { noodles[$0.upperBound...].prefix(8) }))
            let shown = try timi.run("show", id).stdout
            #expect(shown.contains("\ndate      2026-03-05 Thu\ntime      12:30:00\n"), "\(shown)")
            #expect(try timi.run("show", id, "--json").stdout.contains(#""time":"12:30:00""#))
            // Importing the export again adds nothing.
            let again = try timi.run("import", file)
            #expect(again.stderr.contains("imported 0"), "\(again.stderr)")
        }
    }

    /// A rules file's `%time` window takes a platform's time (WeChat's 交易时间), as it takes a CSV's.
    @Test func aTimeWindowMatchesAWeChatRowsTime() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let file = dir + "/wechat.csv"
            try Self.wechat.write(toFile: file, atomically: true, encoding: .utf8)
            let rules = dir + "/import.rules"
            try "if %time 11:00-14:00\n  category transport\n".write(
                toFile: rules, atomically: true, encoding: .utf8)
            let imported = try timi.run("import", file, "--rules", rules)
            #expect(imported.status == 0, "\(imported.stderr)")
            let json = try timi.run("list", "2026-03", "--json").stdout
            let noodles = try #require(json.components(separatedBy: "\n").first { $0.contains("牛肉面") })
            #expect(noodles.contains(#""categoryAlias":"transport""#), "\(noodles)")
            let supper = try #require(json.components(separatedBy: "\n").first { $0.contains("烧烤") })
            #expect(!supper.contains("transport"))
        }
    }

    @Test(arguments: ["json", "jsonl", "csv"])
    func exportThenImportKeepsTheTimes(_ format: String) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let file = dir + "/wechat.csv"
            try Self.wechat.write(toFile: file, atomically: true, encoding: .utf8)
            #expect(try timi.run("import", file).status == 0)
            #expect(try timi.run("add", "3", "meals", "typed", "--date", "2026-03-05").status == 0)
            let exported = dir + "/export." + format
            #expect(try timi.run("export", "--format", format, "--output", exported).status == 0)
            let copy = TimiRunner(home: dir + "/copy")
            let imported = try copy.run("import", exported)
            #expect(imported.status == 0, "\(imported.stderr)")
            #expect(try copy.run("export", "--json").stdout == timi.run("export", "--json").stdout)
            #expect(try Self.notes(copy, "2026-03") == ["typed", "烧烤", "牛肉面", "豆浆", "李四"])
        }
    }

    @Test func anAlipayExportKeepsItsTimes() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let imported = try timi.run("import", WorkbookImportTests.fixture("alipay-app.csv"))
            #expect(imported.status == 0, "\(imported.stderr)")
            let times = try Self.times(timi)
            // `2026-02-21 19:30:00 ` and `2026-02-20 14:00:02 ` as the GB18030 file pads them.
            #expect(times["烤串，啤酒 \"青岛\""] == "19:30:00", "\(times)")
            #expect(times["2月劳务费"] == "14:00:02", "\(times)")
            #expect(!times.values.contains(""))
        }
    }

    /// A workbook's date-and-time cells: an XLSX's serial number (`46056.5008…`) and an XLS's cell
    /// formatted as a date and time.
    @Test(arguments: ["wechat-statement.xlsx", "wechat.xls"])
    func aWorkbooksDateCellsKeepTheirTimes(_ name: String) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let imported = try timi.run("import", WorkbookImportTests.fixture(name))
            #expect(imported.status == 0, "\(imported.stderr)")
            let times = try Self.times(timi)
            #expect(times["午饭"] == "12:01:09" && times["张三"] == "08:30:00", "\(times)")
        }
    }

    /// A bank's export with the time in a column of its own (BOCOM's 交易时间 `19:45:10`, ABC's `194510`).
    @Test(arguments: [
        """
        序号,交易日期,交易时间,交易类型,借贷,交易金额,余额,对方账号,对方户名,交易地点,摘要
        1,2026-03-06,19:45:10,网上支付,借 Dr,30.00,970.00,111111,示例超市,网上支付,晚饭
        2,2026-03-06,07:15:00,网上支付,借 Dr,10.00,960.00,222222,示例早餐,网上支付,早饭
        3,2026-03-06,,网上支付,借 Dr,5.00,955.00,333333,示例商店,网上支付,无时间
        4,2026-03-05,23:59:59,网上支付,借 Dr,1.00,954.00,444444,示例商店,网上支付,前一天

        """,
        """
        交易日期,交易时间,交易摘要,交易金额,本次余额,对手信息,日 志 号,交易渠道,交易附言
        20260306,194510,晚饭,-30.00,970.00,示例超市,369396601,电子商务,晚饭
        20260306,071500,早饭,-10.00,960.00,示例早餐,369396602,电子商务,早饭
        20260306,,无时间,-5.00,955.00,示例商店,369396603,电子商务,无时间
        20260305,235959,前一天,-1.00,954.00,示例商店,369396604,电子商务,前一天

        """,
    ])
    func aBanksTimeColumnOrdersItsDay(_ csv: String) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let file = dir + "/bank.csv"
            try csv.write(toFile: file, atomically: true, encoding: .utf8)
            let plan = try timi.run("import", file, "--dry-run")
            #expect(plan.stdout.contains("交易时间 → time"), "\(plan.stdout)")
            let imported = try timi.run("import", file)
            #expect(imported.status == 0, "\(imported.stderr)")
            // A note is the bank's words joined (网上支付 晚饭): its last word tells the rows apart.
            func last(_ note: String) -> String { String(note.split(separator: " ").last ?? "") }
            #expect(try Self.notes(timi, "2026-03").map(last) == ["无时间", "晚饭", "早饭", "前一天"])
            let times = try Self.times(timi)
            #expect(
                Dictionary(uniqueKeysWithValues: times.map { (last($0.key), $0.value) })
                    == ["晚饭": "19:45:10", "早饭": "07:15:00", "无时间": "", "前一天": "23:59:59"])
        }
    }

    @Test(arguments: [
        (
            "bank.csv", "交易日期,交易时间,交易金额,摘要\n2026-03-06,12:00:00,-1.00,ok\n2026-03-06,25:61:00,-2.00,bad\n",
            "bank.csv:3: invalid time '25:61:00': use HH:MM or HH:MM:SS, from 00:00 to 23:59:59"
        ),
        (
            "own.csv", "date,amount,note,time\n2026-03-06,-1.00,ok,\n2026-03-06,-2.00,bad,noon\n",
            "own.csv:3: invalid time 'noon': use HH:MM or HH:MM:SS, from 00:00 to 23:59:59"
        ),
        (
            "cell.csv", "date,amount,note\n2026-03-06 12:00,-1.00,ok\n2026-03-06 24:30,-2.00,bad\n",
            "cell.csv:3: invalid time '24:30': use HH:MM or HH:MM:SS, from 00:00 to 23:59:59"
        ),
    ])
    func aGarbageTimeInAFileChangesNothing(_ name: String, _ csv: String, _ message: String) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            #expect(try timi.run("add", "1", "meals").status == 0)
            let before = snapshot(timi.home)
            let file = dir + "/" + name
            try csv.write(toFile: file, atomically: true, encoding: .utf8)
            let result = try timi.run("import", file)
            #expect(result.status == 65)
            #expect(result.stderr.contains(message), "\(result.stderr)")
            #expect(result.stderr.split(separator: "\n").count <= 2, "\(result.stderr)")
            #expect(snapshot(timi.home) == before)
        }
    }

    @Test func addAndEditTakeATimeAndABadOneChangesNothing() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let first = try timi.run("add", "1", "meals", "first").stdout.trimmingCharacters(
                in: .whitespacesAndNewlines)
            #expect(try timi.run("add", "2", "meals", "second").status == 0)
            let path = timi.home + "/bills/1/2026-11.json"
            let untimed = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(try Self.notes(timi, "2026-11") == ["second", "first"])
            let before = snapshot(timi.home)
            for bad in [
                ["add", "3", "--time", "25:00"], ["edit", first, "--time", "12:60"],
                ["add", "3", "--time", "noon"],
            ] {
                let result = try timi.run(arguments: bad)
                #expect(result.status == 65)
                #expect(
                    result.stderr
                        == "Error: invalid time '\(bad[3])': use HH:MM or HH:MM:SS, from 00:00 to 23:59:59\n")
                #expect(snapshot(timi.home) == before)
            }
            let noon = try timi.run("add", "3", "meals", "noon", "--time", "12:00")
            #expect(noon.status == 0, "\(noon.stderr)")
            // Timed bills come first in the day (last, newest first), then the typed ones by creation.
            #expect(try Self.notes(timi, "2026-11") == ["second", "first", "noon"])
            #expect(try timi.run("edit", first, "--time", "9:30").status == 0)
            #expect(try Self.notes(timi, "2026-11") == ["second", "noon", "first"])
            #expect(try timi.run("show", first).stdout.contains("\ntime      09:30:00\n"))
            var chinese = timi
            chinese.extraEnvironment = ["LANG": "zh_CN.UTF-8", "XDG_CONFIG_HOME": dir + "/config"]
            let shown = try chinese.run("show", first).stdout
            #expect(shown.contains("\n时间      09:30:00\n"), "\(shown)")
            // Taking the times away gives back the file as it was, byte for byte.
            let noonID = noon.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
            #expect(try timi.run("edit", first, "--time", "").status == 0)
            #expect(try timi.run("delete", noonID).status == 0)
            #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == untimed)
        }
    }
}
