#!/usr/bin/env python3
"""Writes month/: one made-up month (2026-06) of every statement a user with two bank cards, a credit
card and both payment platforms downloads — a WeChat Pay export, an Alipay export, the CMB credit
card's statement, the ICBC debit card's (with its 自动还款 of the credit card) and the CMB debit card's
(with a balance column, the salary and a 微信零钱提现) — in the real shapes, for MonthImportTests.

Every transaction is written once below, with the files it appears in; the files and the month's
numbers (balances, spending, counts) are made from that one list, so the totals are known by
construction. Run from this folder; it prints the numbers the tests expect."""

from decimal import Decimal as D

# The accounts, as the tests add them before importing: name, `timi account add` options, opening on
# 2026-05-31.
ACCOUNTS = [
    ("零钱", ["--kind", "wallet", "--institution", "微信"], D("800.00")),
    ("零钱通", ["--kind", "savings", "--institution", "微信"], D("1000.00")),
    ("支付宝余额", ["--kind", "wallet", "--institution", "支付宝"], D("1500.00")),
    ("余额宝", ["--kind", "savings", "--institution", "支付宝"], D("5000.00")),
    ("招行信用卡", ["--kind", "credit", "--institution", "招商银行", "--digits", "5678"], D("-1200.00")),
    ("工行储蓄卡", ["--kind", "debit", "--institution", "工商银行", "--digits", "7788"], D("10000.00")),
    ("招行储蓄卡", ["--kind", "debit", "--institution", "招商银行", "--digits", "4321"], D("2000.00")),
]
CARD, CMB_DEBIT = "招商银行信用卡(5678)", "招商银行储蓄卡(4321)"
METHOD = {CARD: "招行信用卡", CMB_DEBIT: "招行储蓄卡", "零钱": "零钱", "零钱通": "零钱通", "余额": "支付宝余额",
          "余额宝": "余额宝"}

# Purchases (and refunds, negative), each with where it is seen: (day, payee, note, amount, account,
# seen) where seen maps a file to that file's own words for it.
PURCHASES = [
    ("06-02", "示例咖啡", "拿铁", D("32.00"), "招行信用卡",
     {"wechat": ("08:05:00", CARD, "4200000601", "支付成功"), "cmb-credit": ("06/02", "06/03", "财付通-示例咖啡")}),
    ("06-04", "示例超市", "超市订单", D("120.50"), "招行信用卡",
     {"alipay": ("11:00:00", "日用百货", CARD, "2026060422000601", "T600P1"),
      "cmb-credit": ("06/04", "06/05", "支付宝-示例超市")}),
    ("06-05", "美团平台商户", "美团订单-2001", D("86.50"), "招行信用卡",
     {"wechat": ("19:45:00", CARD, "4200000602", "已退款(￥12.00)"),
      "cmb-credit": ("06/05", "06/06", "财付通-美团平台商户")}),
    ("06-07", "美团平台商户", "退款", D("-12.00"), "招行信用卡",
     {"wechat": ("09:00:00", CARD, "5030000603", "已退款(￥12.00)"),
      "cmb-credit": ("06/07", "06/08", "财付通-美团平台商户")}),
    ("06-09", "示例超市", "日用品", D("60.00"), "招行信用卡",
     {"alipay": ("17:00:00", "日用百货", CARD, "2026060922000602", "T600P2"),
      "cmb-credit": ("06/09", "06/10", "支付宝-示例超市")}),
    ("06-11", "示例超市", "退款-日用品", D("-20.00"), "招行信用卡",
     {"alipay": ("10:00:00", "退款", CARD, "2026060922000602_1", "T600P2"),
      "cmb-credit": ("06/11", "06/12", "支付宝-示例超市")}),
    ("06-10", "示例面馆", "牛肉面", D("52.20"), "零钱", {"wechat": ("12:30:00", "零钱", "4200000604", "支付成功")}),
    ("06-14", "示例书店", "小说", D("88.00"), "支付宝余额",
     {"alipay": ("14:00:00", "文化休闲", "余额", "2026061422000603", "")}),
    ("06-20", "示例便利店", "饮料", D("18.00"), "零钱通",
     {"wechat": ("12:05:00", "零钱通", "4200000605", "支付成功")}),
    ("06-20", "示例快餐", "午餐", D("35.00"), "余额宝",
     {"alipay": ("12:00:00", "餐饮美食", "余额宝", "2026062022000604", "T600P4")}),
    ("06-24", "示例超市", "日用品", D("76.40"), "招行储蓄卡",
     {"wechat": ("18:40:00", CMB_DEBIT, "4200000606", "支付成功"),
      "cmb-debit": ("快捷支付", "财付通支付科技有限公司", "微信支付-示例超市")}),
    ("06-19", "示例加油站", "", D("300.00"), "招行信用卡", {"cmb-credit": ("06/19", "06/19", "示例加油站")}),
    ("06-03", "示例超市", "", D("157.90"), "工行储蓄卡", {"icbc": ("消费", "示例超市")}),
    ("06-15", "李四", "房租", D("3000.00"), "招行储蓄卡", {"cmb-debit": ("转账汇款", "李四", "房租")}),
    ("06-27", "示例便利店", "午餐", D("45.00"), "招行储蓄卡", {"cmb-debit": ("快捷支付", "示例便利店", "午餐")}),
]
# Income that is no refund: (day, payee, note, amount, account, seen).
INCOME = [
    ("06-01", "示例科技有限公司", "6月工资", D("9000.00"), "招行储蓄卡", {"cmb-debit": ("代发工资", "示例科技有限公司", "6月工资")}),
    ("06-18", "王小二", "/", D("88.00"), "零钱", {"wechat": ("10:00:00", "微信红包", "1000000607")}),
    ("06-21", "工商银行", "结息", D("3.25"), "工行储蓄卡", {"icbc": ("结息", "工商银行")}),
    ("06-28", "示例公司", "劳务费", D("300.00"), "支付宝余额", {"alipay": ("14:00:00", "转账红包", "余额", "2026062822000605", "")}),
]
# Moves between the user's own accounts: (day, from, to, amount, fee, seen).
MOVES = [
    ("06-12", "零钱", "招行储蓄卡", D("500.00"), D("0.50"),
     {"wechat": ("09:30:00", "零钱提现", "招商银行(4321)", "零钱", "2070000608", "提现已到账"),
      "cmb-debit": ("汇入汇款", "财付通支付科技有限公司", "微信零钱提现")}),
    ("06-15", "零钱", "零钱通", D("100.00"), None,
     {"wechat": ("08:00:00", "转入零钱通-来自零钱", "/", "零钱", "1800000609", "支付成功")}),
    ("06-22", "招行储蓄卡", "零钱", D("200.00"), None,
     {"wechat": ("07:59:00", "零钱充值", "招商银行(4321)", CMB_DEBIT, "1100000610", "充值完成"),
      "cmb-debit": ("快捷支付", "财付通支付科技有限公司", "微信零钱充值")}),
    ("06-16", "支付宝余额", "余额宝", D("1000.00"), None,
     {"alipay": ("03:00:05", "天弘基金管理有限公司", "余额宝-单次转入", "余额", "2026061622000606")}),
    ("06-26", "余额宝", "支付宝余额", D("200.00"), None,
     {"alipay": ("09:00:00", "天弘基金管理有限公司", "余额宝-转出到余额", "余额宝", "2026062622000607")}),
    ("06-25", "工行储蓄卡", "招行信用卡", D("1200.00"), None,
     {"icbc": ("自动还款", "招商银行信用卡"), "cmb-credit": ("", "06/25", "还款")}),
]


def money(amount):
    return f"{amount:.2f}"


def grouped(amount):
    return f"{amount:,.2f}"


def write(name, text, encoding="utf-8"):
    with open(name, "wb") as f:
        f.write(text.encode(encoding))


def rows_of(source):
    """Every transaction seen in `source`, as (day, kind, record, words), in date order."""
    found = [(p[0], "purchase", p, p[5][source]) for p in PURCHASES if source in p[5]]
    found += [(i[0], "income", i, i[5][source]) for i in INCOME if source in i[5]]
    found += [(m[0], "move", m, m[5][source]) for m in MOVES if source in m[5]]
    return sorted(found, key=lambda row: (row[0], row[3][0] if source in ("wechat", "alipay") else ""))


# WeChat Pay: newest first, the 2026 CSV's preamble.
def wechat():
    body = []
    for day, kind, record, words in reversed(rows_of("wechat")):
        when = f"2026-{day} {words[0]}"
        if kind == "purchase":
            _, payee, note, amount, _, _ = record
            _, method, ref, status = words
            if amount < 0:
                body.append(f'{when},{payee}-退款,{payee},"/",收入,¥{money(-amount)},{method},{status},{ref}\t,{ref[::-1]}\t,"/"')
            else:
                body.append(f'{when},商户消费,{payee},"{note}",支出,¥{money(amount)},{method},{status},{ref}\t,{ref[::-1]}\t,"/"')
        elif kind == "income":
            _, payee, _, amount, _, _ = record
            _, what, ref = words
            body.append(f'{when},{what},{payee},"/",收入,¥{money(amount)},/,已存入零钱,{ref}\t,{ref[::-1]}\t,"/"')
        else:
            _, _, _, amount, fee, _ = record
            _, what, counterparty, method, ref, status = words
            whole = amount + (fee or 0)
            remark = f"服务费¥{money(fee)}" if fee else "/"
            body.append(f'{when},{what},{counterparty},"/",/,¥{money(whole)},{method},{status},{ref}\t,/\t,"{remark}"')
    income = [r for r in body if ",收入," in r]
    spent = [r for r in body if ",支出," in r]
    neutral = [r for r in body if ",/,¥" in r]
    total = lambda rows: sum(D(r.split("¥")[1].split(",")[0]) for r in rows)
    head = [
        "微信支付账单明细", "微信昵称：[示例]", "起始时间：[2026-06-01 00:00:00] 终止时间：[2026-06-30 23:59:59]",
        "导出类型：[全部]", "导出时间：[2026-07-01 09:00:00]", "", f"共{len(body)}笔记录",
        f"收入：{len(income)}笔 {money(total(income))}元", f"支出：{len(spent)}笔 {money(total(spent))}元",
        f"中性交易：{len(neutral)}笔 {money(total(neutral))}元", "注：",
        "1. 充值/提现/理财通购买/零钱通存取/信用卡还款等交易，将计入中性交易",
        "2. 本明细仅展示当前账单中的交易，不包括已删除的记录", "3. 本明细仅供个人对账使用", "",
        "----------------------微信支付账单明细列表--------------------",
    ]
    header = "交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注"
    write("wechat-2026-06.csv", "\n".join([line + ",,,,,,,,,," for line in head] + [header] + body) + "\n")


# Alipay: GB18030, CRLF, padded fields, newest first.
def alipay():
    body = []
    def row(when, category, payee, goods, io, amount, method, status, ref, ref2):
        return (f"{when} ,{category:<20},{payee:<20},/                   ,{goods:<20},{io:<20},{amount:<20},"
                f"{method:<20},{status:<20},{ref}\t,{ref2}\t,,")
    for day, kind, record, words in reversed(rows_of("alipay")):
        when = f"2026-{day} {words[0]}"
        if kind == "purchase":
            _, payee, note, amount, _, _ = record
            _, category, method, ref, ref2 = words
            if amount < 0:
                body.append(row(when, category, payee, note, "不计收支", money(-amount), method, "退款成功", ref, ref2))
            else:
                body.append(row(when, category, payee, note, "支出", money(amount), method, "交易成功", ref, ref2))
        elif kind == "income":
            _, payee, note, amount, _, _ = record
            _, category, method, ref, ref2 = words
            body.append(row(when, category, payee, note, "收入", money(amount), method, "交易成功", ref, ref2))
        else:
            _, _, _, amount, _, _ = record
            _, payee, goods, method, ref = words
            body.append(row(when, "投资理财", payee, goods, "不计收支", money(amount), method, "交易成功", ref, ""))
    head = [
        "------------------------------------------------------------------------------------", "导出信息：",
        "姓名：示例", "支付宝账户：138******00", "起始时间：[2026-06-01 00:00:00]    终止时间：[2026-06-30 23:59:59]",
        "导出交易类型：[全部]", "导出时间：[2026-07-01 09:12:52]", f"共{len(body)}笔记录", "", "特别提示：",
        "1.支付宝快捷支付等非余额支付方式可能既产生支付宝交易也同步产生银行交易，因此请勿使用本回单进行重复记账；",
        "2.本明细仅供个人对账使用。", "",
        "------------------------支付宝支付科技有限公司  电子客户回单------------------------",
        "交易时间                ,交易分类                ,交易对方                ,对方账号                ,商品说明                ,"
        "收/支                 ,金额                  ,收/付款方式              ,交易状态                ,交易订单号\t,商家订单号\t,备注,",
    ]
    write("alipay-2026-06.csv", "\r\n".join(head + body) + "\r\n", "gb18030")


# The CMB credit card: oldest first, purchases positive, the repayment negative and undated.
def cmb_credit():
    body = []
    for day, kind, record, words in rows_of("cmb-credit"):
        amount = record[3] if kind == "purchase" else -record[3]
        text = grouped(amount)
        text = f'"{text}"' if "," in text else text
        body.append(f"{words[0]},{words[1]},{words[2]},{text},5678,{text}")
    head = ["招商银行信用卡对账单（个人消费卡账户 2026年06月）", "卡号: 6225 **** **** 5678",
            "交易日,记账日,交易摘要,人民币金额,卡号末四位,交易地金额"]
    write("cmb-credit-2026-06.csv", "\n".join(head + body) + "\n")


def signed(account, kind, record):
    """The row's effect on `account`'s balance."""
    if kind == "purchase":
        return -record[3]
    if kind == "income":
        return record[3]
    _, source, target, amount, fee, _ = record
    return -(amount + (fee or 0)) if source == account else amount


def opening(name):
    return next(a[2] for a in ACCOUNTS if a[0] == name)


# ICBC: every field padded and ended by a TAB, separate income and expense columns, oldest first.
def icbc():
    balance = opening("工行储蓄卡")
    body = []
    for day, kind, record, words in rows_of("icbc"):
        change = signed("工行储蓄卡", kind, record)
        balance += change
        into = f'"{grouped(change)}"' if change > 0 else "-"
        out = f'"{grouped(-change)}"' if change < 0 else "-"
        body.append(f'2026-{day}\t,{words[0]}\t,{words[1]}\t,CHN\t,钞\t,{into}\t,{out}\t,"{grouped(balance)}"\t,')
    head = ["明细查询", "账号: 6222 **** **** 7788",
            "交易日期\t,摘要\t,交易场所\t,交易国家或地区简称\t,钞/汇\t,交易金额(收入)\t,交易金额(支出)\t,余额\t,"]
    write("icbc-debit-2026-06.csv", "\n".join(head + body + ["", "以上数据仅供参考"]) + "\n")
    return balance


# The CMB debit card: newest first, a signed amount and the balance after each row (联机余额).
def cmb_debit():
    balance = opening("招行储蓄卡")
    body = []
    for day, kind, record, words in rows_of("cmb-debit"):
        change = signed("招行储蓄卡", kind, record)
        balance += change
        amount = f'"{grouped(change)}"' if abs(change) >= 1000 else money(change)
        body.append(f'2026-{day},CNY,{amount},"{grouped(balance)}",{words[0]},{words[1]},{words[2]}')
    head = ["招商银行交易流水", "账号: 6214 **** **** 4321", "记账日期,货币,交易金额,联机余额,交易摘要,对手信息,客户摘要"]
    write("cmb-debit-2026-06.csv", "\n".join(head + list(reversed(body))) + "\n")
    return balance


wechat()
alipay()
cmb_credit()
icbc_last = icbc()
cmb_last = cmb_debit()

# The numbers the tests expect.
balances = {name: opening for name, _, opening in ACCOUNTS}
for kind, records in (("purchase", PURCHASES), ("income", INCOME), ("move", MOVES)):
    for record in records:
        for name in balances:
            if kind == "move" and name in record[1:3] or kind != "move" and record[4] == name:
                balances[name] += signed(name, kind, record)
assert balances["工行储蓄卡"] == icbc_last and balances["招行储蓄卡"] == cmb_last
spending = sum(p[3] for p in PURCHASES)
print("balances on 2026-06-30:", {name: money(value) for name, value in balances.items()})
print("spending (purchases less refunds):", money(spending))
print("purchases:", sum(1 for p in PURCHASES if p[3] > 0), "refunds:", sum(1 for p in PURCHASES if p[3] < 0),
      "income:", len(INCOME), "moves:", len(MOVES), "fees:", money(sum(m[4] or 0 for m in MOVES)))
print("bills:", len(PURCHASES) + len(INCOME) + len(MOVES))
print("income (no refunds):", money(sum(i[3] for i in INCOME)))
# Every bill the month comes to, as MonthImportTests describes a bill: `date type amount account[ → to]`.
lines = [f"2026-{p[0]} {'expense' if p[3] > 0 else 'income'} {money(abs(p[3]))} {p[4]}" for p in PURCHASES]
lines += [f"2026-{i[0]} income {money(i[3])} {i[4]}" for i in INCOME]
lines += [f"2026-{m[0]} transfer {money(m[3])} {m[1]} → {m[2]}" + (f" fee {money(m[4])}" if m[4] else "") for m in MOVES]
print("bills:\n" + "\n".join(f'"{line}",' for line in sorted(lines)))
