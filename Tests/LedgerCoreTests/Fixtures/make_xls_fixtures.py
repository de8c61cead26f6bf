#!/usr/bin/env python3
"""Makes the Excel 97-2003 (.xls) fixtures of LedgerCoreTests once; they are committed, small.

Run from this folder: python3 make_xls_fixtures.py (needs `pip install xlwt`, a BIFF8 writer), so
timi's .xls reader is checked against another project's encoder. The contents are made up, in the
shapes the banks export (the peer files in ../shared/peer2 are never copied): CCB 中国建设银行 (a
preamble, padded header names, number cells, a footer), CITIC 中信 (amounts as text), SPDB 浦发
(date and time in one text cell), UOB (English, two-line descriptions), timi's own columns with date
cells, a WeChat Pay statement with date-time cells, and a shared string table long enough to go on
in CONTINUE records, mixing one-byte and two-byte strings.
"""
import datetime
import xlwt

DATE = xlwt.easyxf(num_format_str="YYYY-MM-DD")
DATETIME = xlwt.easyxf(num_format_str="yyyy-mm-dd hh:mm:ss")
MONEY = xlwt.easyxf(num_format_str='"￥"#,##0.00')


def save(name, rows, sheet="Sheet1", styles=None, extra_sheets=()):
    """Writes `rows` (lists of cells; None leaves a cell out) into the first sheet of `name`."""
    wb = xlwt.Workbook(encoding="utf-8")
    ws = wb.add_sheet(sheet)
    for r, row in enumerate(rows):
        for c, value in enumerate(row):
            if value is None:
                continue
            style = (styles or {}).get((r, c)) or (styles or {}).get(c)
            if style is not None and not isinstance(value, str):
                ws.write(r, c, value, style)
            else:
                ws.write(r, c, value)
    for name_, rows_ in extra_sheets:
        other = wb.add_sheet(name_)
        for r, row in enumerate(rows_):
            for c, value in enumerate(row):
                other.write(r, c, value)
    wb.save(name)


def ccb():
    pad = lambda name, width: name + " " * (width - len(name))
    rows = [["China Construction Bank"], ["开户机构：", "示例支行"], ["币\u3000\u3000种：", "人民币"],
            ["账\u3000\u3000号：", "6217000000000001234"], [],
            [pad("记账日", 16), pad("交易日期", 16), pad("交易时间", 24), pad("支出", 20), pad("收入", 20),
             pad("账户余额", 16), pad("币种", 12), pad("摘要", 14), pad("对方账号", 16), pad("对方户名", 16),
             pad("交易地点", 24)],
            ["20260301", "20260301", "08:15:02", 12.5, 0, 987.5, "人民币", "消费", "2088000000000001", "早餐店",
             "支付宝-早餐店"],
            ["20260302", "20260302", "12:40:41", 36.08, 0, 951.42, "人民币", "消费", "2088000000000002", "面馆",
             "财付通-面馆"],
            ["20260305", "20260305", "09:00:00", 0, 8000, 8951.42, "人民币", "代发工资", "4100000000000003",
             "示例科技有限公司", "网上银行"],
            ["20260306", "20260306", "20:03:10", 1000, 0, 7951.42, "人民币", "无卡自助交易", "6200000000000004",
             "房东", "手机银行"],
            ["以上数据仅供参考|具体内容请以柜台为准"]]
    save("ccb.xls", rows, sheet="交易明细_0001_20260301_20260331.xls")


def citic():
    rows = [["本期账单明细(人民币)"],
            ["交易日期", "入账日期", "交易描述", "卡末四位", "交易币种", "结算币种", "交易金额", "结算金额"],
            ["2026-03-09", "2026-03-09", "支付宝－示例打车", 1234, "人民币", "人民币", "18.60", "18.60"],
            ["2026-03-09", "2026-03-10", "0.5元现金奖励", 1234, "人民币", "人民币", "-0.50", "-0.50"],
            ["2026-03-12", "2026-03-12", "财付通－示例超市", 1234, "人民币", "人民币", "203.15", "203.15"],
            ["2026-03-20", "2026-03-20", "财付通还款", 1234, "人民币", "人民币", "-221.25", "-221.25"]]
    save("citic.xls", rows, sheet="本期账单明细(人民币)")


def spdb():
    rows = [["账号", "6225000000004321", "账户类型", "借记卡", "日期范围", "20260301-20260331"],
            ["顺序号", "交易日期", "交易类型", "存入金额", "取出金额", "余额", "交易对手名称", "交易对手账号", "附言"],
            ["1", "2026/03/02  10:11:12", "网上支付-支付宝", "", "5.20", "994.80", "示例基金", "1234500001", ""],
            ["2", "2026/03/04  18:00:59", "汇入外", "100.00", "", "1094.80", "张三", "1234500002", "还款"],
            ["3", "2026/03/05  07:30:00", "网上支付-支付宝", "", "5.20", "1089.60", "示例基金", "1234500001", ""]]
    save("spdb.xls", rows, sheet="sheet")


def uob():
    rows = [["United Overseas Bank Limited. Company Reg No. 000000000Z"], [], ["Account Statement Details"], [],
            ["Account Number:", 9876543210, "SGD"], ["Account Type:", "Uniplus Account"],
            ["Statement Period:", "01 Mar 2026 To 31 Mar 2026"],
            ["Transaction Date", "Transaction Description", "Withdrawal", "Deposit", "Available Balance"],
            ["31 Mar 2026", "Interest Credit", 0, 0.21, 0],
            ["18 Mar 2026", "Cash Withdrawal-ATM\nNFC Mobile WDL", 120, 0, 0],
            ["02 Mar 2026", "NETS Debit-Consumer\nxxxxxx1234", 15.45, 0, 0]]
    save("uob.xls", rows, sheet="Sheet0")


def timi():
    day = datetime.date
    rows = [["date", "type", "amount", "category", "note"],
            [day(2026, 11, 1), "expense", 35.5, "用餐", "午饭 牛肉面"],
            [day(2026, 11, 2), "income", 8000, "工资", "十一月"],
            [day(2026, 11, 3), "expense", 12, "交通", "地铁"],
            [day(2026, 11, 3), "expense", 229.9, "服饰", "衬衫, 蓝色 & \"新\""]]
    # A second sheet that is not read: the first is the statement.
    save("timi.xls", rows, styles={0: DATE}, extra_sheets=[("Other", [["not", "read"]])])


def wechat():
    at = datetime.datetime
    preamble = ["微信支付账单明细", "微信昵称：[小明]", "起始时间：[2026-02-01 00:00:00] 终止时间：[2026-02-28 23:59:59]",
                "导出类型：[全部]", "导出时间：[2026-03-01 10:00:00]", "", "共3笔记录", "收入：2笔 1464.46元",
                "支出：1笔 28.16元", "中性交易：0笔 0.00元", "注：", "1. 充值/提现/理财通购买/零钱通存取/信用卡还款等交易，将计入中性交易",
                "2. 本明细仅展示当前账单中的交易，不包括已删除的记录", "3. 本明细仅供个人对账使用", "",
                "----------------------微信支付账单明细列表--------------------"]
    header = "交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注".split(",")
    data = [[at(2026, 2, 3, 12, 1, 9), "商户消费", "美团", "午饭", "支出", 28.16, "零钱", "支付成功", "4200001", "100001", "/"],
            [at(2026, 2, 4, 8, 30, 0), "转账", "张三", "/", "收入", 1234.56, "/", "已收钱", "1000050001", "/", "/"],
            [at(2026, 2, 5, 19, 45, 12), "美团平台商户-退款", "美团", "退款", "收入", 229.9, "零钱", "已退款", "4200002",
             "100002", "/"]]
    rows = [[line] if line else [] for line in preamble] + [header] + data
    save("wechat.xls", rows, styles={0: DATETIME, 5: MONEY})


def long_strings():
    # 400 strings of 6 to 40 characters, ASCII and Chinese by turns: about 12 kB, a CONTINUE record.
    rows = [[long_string(i)] for i in range(400)]
    save("long-strings.xls", rows)


def long_string(i):
    """The i-th string of long-strings.xls (LedgerCoreTests makes the same)."""
    if i % 3 == 0:
        return "row %d " % i + "x" * (i % 37)
    return "第%d行" % i + "账单明细" * (i % 7)


if __name__ == "__main__":
    ccb()
    citic()
    spdb()
    uob()
    timi()
    wechat()
    long_strings()
