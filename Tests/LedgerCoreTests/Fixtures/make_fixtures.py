#!/usr/bin/env python3
"""Makes the import-decoding fixtures of LedgerCoreTests once; they are committed, small.

Run from this folder: python3 make_fixtures.py (needs `pip install openpyxl` for the workbooks).
Deflate streams come from zlib, archives from zipfile, workbooks from openpyxl, so timi's own
decoders are checked against other people's encoders. `inflate.txt` lists each stream's expected
size and CRC-32.
"""
import io, random, struct, zipfile, zlib

STAMP = (2026, 11, 21, 9, 30, 0)


def write(name, data):
    with open(name, "wb") as f:
        f.write(data)


def block_type(stream):
    return (stream[0] >> 1) & 3


def deflate(data, level=9, strategy=zlib.Z_DEFAULT_STRATEGY, chunks=None):
    c = zlib.compressobj(level, zlib.DEFLATED, -15, 9, strategy)
    if chunks is None:
        return c.compress(data) + c.flush()
    out = b""
    for chunk, mode in chunks:
        out += c.compress(chunk) + c.flush(mode)
    return out


def inflate_fixtures():
    rnd = random.Random(20261121)
    words = "交易时间 交易类型 金额 the quick brown fox jumps over lazy dog 午饭 地铁 12.50 2026-11-01".split()
    text = " ".join(rnd.choice(words) for _ in range(1500)).encode()
    noise = bytes(rnd.getrandbits(8) for _ in range(6000))
    repetitive = b"".join(b"2026-11-%02d,expense,12.50,meals,lunch\n" % (i % 4 + 1) for i in range(60000))
    streams = {
        "stored": deflate(text[:3000], level=0),
        "fixed": deflate(text[:500], strategy=zlib.Z_FIXED),
        "dynamic": deflate(text),
        "empty": deflate(b""),
        "repetitive": deflate(repetitive),
        "random": deflate(noise),
        "mixed": deflate(b"", chunks=[(text, zlib.Z_SYNC_FLUSH), (noise[:700], zlib.Z_FULL_FLUSH), (text[:90], zlib.Z_FINISH)]),
    }
    sources = {"stored": text[:3000], "fixed": text[:500], "dynamic": text, "empty": b"",
               "repetitive": repetitive, "random": noise, "mixed": text + noise[:700] + text[:90]}
    assert block_type(streams["stored"]) == 0 and block_type(streams["fixed"]) == 1
    assert block_type(streams["dynamic"]) == 2
    lines = []
    for name, stream in streams.items():
        assert zlib.decompress(stream, -15) == sources[name]
        write(name + ".deflate", stream)
        lines.append("%s %d %08x\n" % (name, len(sources[name]), zlib.crc32(sources[name])))
    write("inflate.txt", "".join(lines).encode())


def zip_bytes(entries, comment=b"", streamed=False):
    """entries: (name, data, method); streamed writes data descriptors (a pipe cannot seek back)."""
    raw = io.BytesIO()

    class Pipe(io.RawIOBase):
        def writable(self): return True
        def write(self, b): return raw.write(b)

    with zipfile.ZipFile(Pipe() if streamed else raw, "w") as z:
        for name, data, method in entries:
            info = zipfile.ZipInfo(name, STAMP)
            info.compress_type = method
            if streamed:
                with z.open(info, "w") as f:
                    f.write(data)
            else:
                z.writestr(info, data)
        z.comment = comment
    return raw.getvalue()


def patch(data, offset, value, size=4):
    return data[:offset] + value.to_bytes(size, "little") + data[offset + size:]


def central(data, name):
    at = data.index(b"PK\x01\x02")
    while True:
        n = struct.unpack_from("<H", data, at + 28)[0]
        if data[at + 46:at + 46 + n] == name:
            return at
        at = data.index(b"PK\x01\x02", at + 4)


def zip_fixtures():
    hello = "你好, zip\n".encode() * 20
    write("stored.zip", zip_bytes([("a.txt", hello, zipfile.ZIP_STORED), ("dir/", b"", zipfile.ZIP_STORED)]))
    write("deflated.zip", zip_bytes([("a.txt", hello, zipfile.ZIP_DEFLATED),
                                     ("b/名字.txt", b"x" * 5000, zipfile.ZIP_DEFLATED)], comment=b"PK\x05\x06 a comment"))
    write("descriptor.zip", zip_bytes([("a.txt", hello, zipfile.ZIP_DEFLATED)], streamed=True))
    write("bzip2.zip", zip_bytes([("a.txt", hello, zipfile.ZIP_BZIP2)]))
    good = zip_bytes([("a.txt", hello, zipfile.ZIP_DEFLATED)])
    entry = central(good, b"a.txt")
    # Encrypted: bit 0 of the flags, in the local header and the central directory.
    write("encrypted.zip", patch(patch(good, 6, 1, 2), entry + 8, 1, 2))
    write("lying-crc.zip", patch(patch(good, 14, 0x12345678), entry + 16, 0x12345678))
    write("lying-size.zip", patch(patch(good, 22, len(hello) + 1), entry + 24, len(hello) + 1))
    # A bomb: 10 MB of zeros in about 10 kB, declared as 1000 bytes.
    zeros = b"\0" * 10_000_000
    bomb = zip_bytes([("bomb.bin", zeros, zipfile.ZIP_DEFLATED)])
    entry = central(bomb, b"bomb.bin")
    write("bomb.zip", patch(patch(bomb, 22, 1000), entry + 24, 1000))
    limit = zipfile.ZIP64_LIMIT
    zipfile.ZIP64_LIMIT = 10
    raw = io.BytesIO()
    with zipfile.ZipFile(raw, "w", allowZip64=True) as z:
        z.writestr(zipfile.ZipInfo("a.txt", STAMP), hello)
    zipfile.ZIP64_LIMIT = limit
    write("zip64.zip", raw.getvalue())


WECHAT_HEADER = "交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注".split(",")
WECHAT_ROWS = [
    ["2026-02-03 12:01:09", "商户消费", "美团", "午饭", "支出", 28.16, "零钱", "支付成功", "4200001", "100001", "/"],
    ["2026-02-04 08:30:00", "转账", "张三", "/", "收入", 1234.56, "/", "已收钱", "1000050001", "/", "/"],
    ["2026-02-05 19:45:12", "美团平台商户-退款", "美团", "退款", "收入", 229.9, "零钱", "已退款", "4200002", "100002", "/"],
]


def wechat_xlsx(name, notes):
    from openpyxl import Workbook
    wb = Workbook()
    ws = wb.active
    ws.title = "Sheet1"
    preamble = ["微信支付账单明细", "微信昵称：[小明]", "起始时间：[2026-02-01 00:00:00] 终止时间：[2026-02-28 23:59:59]",
                "导出类型：[全部]", "导出时间：[2026-03-01 10:00:00]", "", "共3笔记录", "收入：2笔 1464.46元",
                "支出：1笔 28.16元", "中性交易：0笔 0.00元", "注："] + notes + [
                "", "----------------------微信支付账单明细列表--------------------"]
    for line in preamble:
        ws.append([line] if line else [])
    ws.append(WECHAT_HEADER)
    for row in WECHAT_ROWS:
        ws.append(row)
        ws.cell(row=ws.max_row, column=6).number_format = '"￥"#,##0.00'
    wb.save(name)


def workbook_fixtures():
    notes = ["1. 充值/提现/理财通购买/零钱通存取/信用卡还款等交易，将计入中性交易", "2. 本明细仅展示当前账单中的交易，不包括已删除的记录",
             "3. 本明细仅供个人对账使用"]
    wechat_xlsx("wechat.xlsx", notes)
    wechat_xlsx("wechat-2026.xlsx", notes + ["4. 本账单中所有时间均为UTC+08:00时间"])
    from openpyxl import Workbook
    rows = [["date", "type", "amount", "category", "note"],
            ["2026-11-01", "expense", 35.5, "用餐", "午饭 牛肉面"],
            ["2026-11-02", "income", 8000, "工资", "十一月"],
            ["2026-11-03", "expense", 12, "交通", "地铁"],
            ["2026-11-03", "expense", 229.9, "服饰", "衬衫, 蓝色 & \"新\""]]
    wb = Workbook()
    for row in rows:
        wb.active.append(row)
    wb.save("timi.xlsx")
    bad_row()
    csv = "date,type,amount,category,note\r\n2026-11-01,expense,35.50,用餐,午饭 牛肉面\r\n" \
          "2026-11-02,income,8000,工资,十一月\r\n2026-11-03,expense,12,交通,地铁\r\n" \
          "2026-11-03,expense,229.90,服饰,\"衬衫, 蓝色 & \"\"新\"\"\"\r\n"
    write("timi.csv", csv.encode())
    write("timi-gbk.csv", csv.encode("gbk"))
    write("timi-gbk-cut.csv", csv.encode("gbk")[:-3] + "蓝".encode("gbk")[:1])
    text = "交易时间,金额\n𠀀 emoji 😀 € ¥ ￥ 龘\n"
    write("gb18030.txt", text.encode("gb18030"))
    write("gb18030.utf8.txt", text.encode())


def bad_row():
    """A timi-format workbook whose row 3 has an amount of three decimals (a string cell)."""
    from openpyxl import Workbook
    wb = Workbook()
    for row in [["date", "amount", "category"], ["2026-11-01", -5, "用餐"], ["2026-11-02", "-12.345", "用餐"]]:
        wb.active.append(row)
    wb.save("timi-bad.xlsx")


def handmade_xlsx():
    """A workbook as other writers make them: prefixed names, inline strings, rich text, gaps."""
    ns = 'xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' \
         'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"'
    workbook = f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<x:workbook {ns}><x:sheets>' \
               '<x:sheet name="账单" sheetId="2" r:id="rId7"/><x:sheet name="other" sheetId="1" r:id="rId1"/>' \
               '</x:sheets></x:workbook>'
    rels = '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' \
           '<Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/>' \
           '<Relationship Id="rId7" Type="worksheet" Target="/xl/worksheets/data.xml"/>' \
           '<Relationship Id="rId9" Type="sharedStrings" Target="sharedStrings.xml"/></Relationships>'
    shared = '<?xml version="1.0"?><!-- strings --><sst xmlns="x" count="3">' \
             '<si><t>date</t></si><si><r><rPr><b/></rPr><t>am</t></r><r><t xml:space="preserve">ount </t></r></si>' \
             '<si><t>a &amp; b &lt;c&gt; &quot;d&quot; &apos;e&apos; &#20320;&#x597D;</t><rPh><t>ignored</t></rPh></si></sst>'
    sheet = f'<?xml version="1.0"?><x:worksheet {ns}><x:sheetData>' \
            '<x:row r="2"><x:c r="A2" t="s"><x:v>0</x:v></x:c><x:c r="C2" t="s"><x:v>1</x:v></x:c></x:row>' \
            '<x:row><x:c t="inlineStr"><x:is><x:t><![CDATA[2026-11-01 <raw>]]></x:t></x:is></x:c>' \
            '<x:c r="C3"><x:v>229.90</x:v></x:c><x:c r="E3" t="b"><x:v>1</x:v></x:c></x:row>' \
            '<x:row r="5" spans="1:4"><?pi here?><x:c r="B5" t="str"><x:f>A1</x:f><x:v>formula text</x:v></x:c>' \
            '<x:c r="D5" t="s"><x:v>2</x:v></x:c><x:c r="F5"/><x:c r="G5" t="e"><x:v>#N/A</x:v></x:c></x:row>' \
            '<x:row r="6"/></x:sheetData></x:worksheet>'
    decoy = '<?xml version="1.0"?><worksheet><sheetData><row r="1"><c r="A1"><v>1</v></c></row></sheetData></worksheet>'
    raw = io.BytesIO()
    with zipfile.ZipFile(raw, "w", zipfile.ZIP_DEFLATED) as z:
        for name, text in [("xl/workbook.xml", workbook), ("xl/_rels/workbook.xml.rels", rels),
                           ("xl/sharedStrings.xml", shared), ("xl/worksheets/data.xml", sheet),
                           ("xl/worksheets/sheet1.xml", decoy)]:
            z.writestr(zipfile.ZipInfo(name, STAMP), text.encode(), zipfile.ZIP_DEFLATED)
    write("handmade.xlsx", raw.getvalue())
    raw = io.BytesIO()
    doctype = '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]><worksheet><sheetData/></worksheet>'
    with zipfile.ZipFile(raw, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(zipfile.ZipInfo("xl/workbook.xml", STAMP), b"<workbook/>")
        z.writestr(zipfile.ZipInfo("xl/worksheets/sheet1.xml", STAMP), doctype.encode())
    write("doctype.xlsx", raw.getvalue())


# Statements in their sources' real shapes (see ../../../shared/import-formats.md), small enough that
# the totals in StatementImportTests are worked out by hand.

def padded(fields, width=20):
    """Alipay's and ICBC's layout: each field padded with spaces to a width."""
    return ",".join(f + " " * max(0, width - len(f)) for f in fields)


WECHAT_PREAMBLE = ["微信支付账单明细", "微信昵称：[小明]", "起始时间：[2026-02-01 00:00:00] 终止时间：[2026-02-28 23:59:59]",
                   "导出类型：[全部]", "导出时间：[2026-03-01 10:15:32]", "", "共12笔记录", "收入：4笔 149.97元",
                   "支出：6笔 782.00元", "中性交易：2笔 1300.10元", "注：", "1. 充值/提现/理财通购买/零钱通存取/信用卡还款等交易，将计入中性交易",
                   "2. 本明细仅展示当前账单中的交易，不包括已删除的记录", "3. 本明细仅供个人对账使用", ""]


def wechat_csv():
    """The WeChat CSV: 16 padded preamble lines, TABs after the ids (also after a closing quote), an
    unquoted comma in 交易对方, a bare quote in a bare field, ¥ and ￥, every status that matters."""
    lines = [line + ",,,,,,,,,," for line in WECHAT_PREAMBLE]
    lines.append("----------------------微信支付账单明细列表--------------------,,,,,,,,,,")
    lines.append(",".join(WECHAT_HEADER))
    rows = [
        '2026-02-20 12:00:00,商户消费,WALMART HONG KONG CO.,LIMITED,"日用品",支出,¥120.50,零钱,支付成功,"4200000001"\t,"9000001"\t,"/"',
        '2026-02-19 10:00:00,商户消费,打开拼多多，点击底部"多多视频","/",收入,￥0.07,/,充值成功,4200000002\t,9000002\t,"/"',
        '2026-02-18 09:00:00,转账,张三,"转账备注:借款",支出,¥500.00,零钱,对方已退还,1000000003\t,1000000103\t,"/"',
        '2026-02-16 10:10:10,零钱提现,招商银行(1234),"/",/,¥1000.10,零钱,提现已到账,2070000004\t,/\t,"服务费¥0.10"',
        '2026-02-15 10:10:10,零钱提现,招商银行(1234),"/",/,¥200.00,零钱,提现失败，已退回零钱,2070000005\t,/\t,"/"',
        '2026-02-14 00:05:01,转入零钱通-来自零钱,/,"/",/,¥300.00,零钱,支付成功,1800000006\t,1800000106\t,"/"',
        '2026-02-12 21:00:17,美团平台商户-退款,美团平台商户,"/",收入,¥12.00,零钱,已退款(￥12.00),5030000007\t,6450000007\t,"/"',
        '2026-02-12 19:45:03,商户消费,美团平台商户,"美团订单-57990659",支出,¥86.50,零钱,已退款(￥12.00),4200000008\t,8530000008\t,"/"',
        '2026-02-11 09:03:51,拼多多平台商户-退款,拼多多平台商户,"/",收入,¥49.90,零钱,已全额退款,5030000009\t,4410000009\t,"/"',
        '2026-02-10 13:22:10,商户消费,拼多多平台商户,"商户单号84133017",支出,¥49.90,零钱,已全额退款,4200000010\t,5680000010\t,"/"',
        '2026-02-03 09:12:05,微信红包,王小二,"/",收入,¥88.00,/,已存入零钱,1000000011\t,1000000111\t,"/"',
        '2026-02-01 15:02:33,商户消费,Manner Coffee,"拿铁,大杯 ""燕麦奶""",支出,¥25.00,零钱,支付成功,4200000012\t,7350000012\t,"/"',
    ]
    write("wechat.csv", ("\n".join(lines + rows) + "\n").encode())


def wechat_excel_csv():
    """The WeChat XLSX as Excel saves it as CSV: a byte-order mark, CRLF, the 2026 preamble (header on
    line 18), amounts as "￥1,234.56", dates as Excel writes them, an empty row of commas at the end."""
    preamble = WECHAT_PREAMBLE[:-1] + ["4. 本账单中所有时间均为UTC+08:00时间", "",
                                       "----------------------微信支付账单明细列表--------------------"]
    lines = [line + ",,,,,,,,,," for line in preamble] + [",".join(WECHAT_HEADER)]
    lines += ['2026/3/2 9:00,转账,房东陈先生,转账备注:3月房租,支出,"￥3,200.00",零钱,对方已收钱,1000000021,1000000121,/',
              '2026/3/1 8:00,转账,某某科技有限公司,/,收入,"￥1,234.56",/,已收钱,1000000022,/,/',
              '2026/2/28 18:40,商户消费,滴滴出行,滴滴快车-12983725,支出,￥50.34,零钱,支付成功,4200000023,9920000023,/',
              ",,,,,,,,,,"]
    write("wechat-excel.csv", b"\xef\xbb\xbf" + ("\r\n".join(lines) + "\r\n").encode())


def wechat_statement_xlsx():
    """The WeChat XLSX of 2026 (header on row 18): amounts as number cells, one a float's long
    expansion (900.8099999999999), one 0.1 + 0.2; a time as a date cell (a serial number)."""
    import datetime
    from openpyxl import Workbook
    wb = Workbook()
    ws = wb.active
    ws.title = "Sheet1"
    preamble = WECHAT_PREAMBLE[:-1] + ["4. 本账单中所有时间均为UTC+08:00时间", "",
                                       "----------------------微信支付账单明细列表--------------------"]
    for line in preamble:
        ws.append([line] if line else [])
    ws.append(WECHAT_HEADER)
    rows = [[datetime.datetime(2026, 2, 3, 12, 1, 9), "商户消费", "美团", "午饭", "支出", 900.8099999999999, "零钱", "支付成功", "4200000031", "9000031", "/"],
            ["2026-02-04 08:30:00", "转账", "张三", "/", "收入", 1234.56, "/", "已收钱", "1000000032", "/", "/"],
            ["2026-02-05 19:45:12", "购买理财通", "理财通", "/", "/", 1000, "零钱", "支付成功", "1800000033", "/", "/"],
            ["2026-02-06 11:00:00", "商户消费", "KFC", "汉堡", "支出", 0.1 + 0.2, "零钱", "支付成功", "4200000034", "9000034", "/"]]
    for row in rows:
        ws.append(row)
        ws.cell(row=ws.max_row, column=6).number_format = '"￥"#,##0.00'
    wb.save("wechat-statement.xlsx")
    data = open("wechat-statement.xlsx", "rb").read()
    write("wechat-truncated.xlsx", data[:len(data) // 2])


ALIPAY_HEADER = "交易时间,交易分类,交易对方,对方账号,商品说明,收/支,金额,收/付款方式,交易状态,交易订单号,商家订单号,备注".split(",")


def alipay_app():
    """Alipay's app export in GBK: a preamble whose length drifts, padded fields, a TAB after both
    order numbers, a trailing comma, a time without seconds, a bare quote, ASCII commas as ，."""
    preamble = ["-" * 84, "导出信息：", "姓名：张小明", "支付宝账户：138******00",
                "起始时间：[2026-02-01 00:00:00]    终止时间：[2026-02-28 23:59:59]", "导出交易类型：[全部]",
                "导出时间：[2026-03-01 09:12:52]", "共12笔记录", "收入：3笔 5617.26元", "支出：6笔 360.92元",
                "不计收支：3笔 1704.32元", "", "特别提示：", "1.本回单内容可表明支付宝受理了相应支付交易申请；",
                "2.本回单不作为收款方发货的凭证；", "", "-" * 24 + "支付宝支付科技有限公司  电子客户回单" + "-" * 24]

    def row(*fields):
        f = list(fields)
        f[9] = f[9] + "\t"
        f[10] = (f[10] or " " * 20) + "\t"
        return padded(f) + ","
    rows = [
        row("2026-02-28 08:45", "餐饮美食", "肯德基", "kfc***@yum.com", "KFC-125834", "支出", "65.18", "花呗", "交易成功", "2026022822000001", "T200P1", ""),
        row("2026-02-19 02:57:13", "投资理财", "天弘基金管理有限公司", "/", "余额宝-2026.02.18-收益发放", "不计收支", "1.23", "余额宝", "交易成功", "2026021922000002", "", ""),
        row("2026-02-16 03:00:05", "投资理财", "天弘基金管理有限公司", "/", "余额宝-单次转入", "不计收支", "1000.00", "余额", "交易成功", "2026021622000003", "", ""),
        row("2026-02-10 18:22:28", "退款", "一卡通", "fin***@jieyisoft.com", "退款-一卡通充值", "不计收支", "50.00", "余额宝", "退款成功", "2026021022000004_60528002", "D1", ""),
        row("2026-02-10 18:21:50", "交通出行", "一卡通", "fin***@jieyisoft.com", "一卡通充值", "支出", "50.00", "余额宝", "交易关闭", "2026021022000004", "D1", ""),
        row("2026-02-14 18:21:04", "退款", "张三", "/", "退款-亲情卡", "不计收支", "16.03", "交通银行信用卡(7449)", "退款成功", "2026021222000005_72501110", "D2", ""),
        row("2026-02-12 21:32:14", "亲友代付", "张三", "/", "亲情卡", "支出", "49.74", "交通银行信用卡(7449)", "交易成功", "2026021222000005", "D2", ""),
        row("2026-02-13 13:10:16", "日用百货", "某某小店", "/", "洗衣凝珠", "支出", "18.00", "", "交易关闭", "2026021322000006", "T200P6", ""),
        row("2026-02-21 19:30:00", "餐饮美食", "老王烧烤", "/", '烤串，啤酒 "青岛"', "支出", "158.00", "花呗", "交易成功", "2026022122000007", "", "同事聚餐，AA"),
        row("2026-02-07 10:12:30", "日用百货", "x4***6", "rim***@qq.com", "收纳盒 3个装", "支出", "20.00", "余额", "等待确认收货", "2026020722000008", "T200P8", ""),
        row("2026-02-20 14:00:02", "转账红包", "某某科技有限公司", "pay***@corp.com", "2月劳务费", "收入", "5600.00", "余额", "交易成功", "2026022022000009", "", ""),
        row("2026-02-17 10:00:00", "信用借还", "花呗", "/", "花呗主动还款-2026年02月账单", "不计收支", "654.32", "招商银行储蓄卡(1234)", "还款成功", "2026021722000010", "", ""),
    ]
    text = "\r\n".join(preamble + [padded(ALIPAY_HEADER) + ","] + rows) + "\r\n"
    write("alipay-app.csv", text.encode("gbk"))
    data = text.encode("gbk")
    cut = data.rindex("收纳盒".encode("gbk")) + 1
    write("alipay-cut.csv", data[:cut])


def alipay_web():
    """Alipay's old web export in GBK: four lines, a padded header, refunds as `<purchase>_<n>` with an
    empty 收/支, a 余额宝 move with an empty 收/支, seven footer lines."""
    header = ("交易号,商家订单号,交易创建时间,付款时间,最近修改时间,交易来源地,类型,交易对方,商品名称,金额（元）,收/支,交易状态,"
              "服务费（元）,成功退款（元）,备注,资金状态").split(",")

    def row(ref, created, paid, payee, name, amount, direction, status, refunded, funds):
        return padded([ref, "T" + ref[-4:], created, paid, paid or created, "其他（包括阿里巴巴和外部商家）", "即时到账交易",
                       payee, name, amount, direction, status, "0.00", refunded, "", funds], 12) + ","
    rows = [row("2019010122001", "2019-01-01 10:00:00", "2019-01-01 10:00:05", "星巴克", "拿铁", "35.00", "支出", "交易成功", "0.00", "已支出"),
            row("2019010222001_1", "2019-01-03 09:00:00", "", "淘宝卖家", "退款", "20.00", "", "退款成功", "0.00", "已收入"),
            row("2019010222001", "2019-01-02 20:00:00", "2019-01-02 20:00:09", "淘宝卖家", "衬衫", "80.00", "支出", "交易成功", "20.00", "已支出"),
            row("2019010322001_2", "2019-01-04 09:00:00", "", "天猫超市", "退款", "45.00", "", "退款成功", "0.00", "已收入"),
            row("2019010322001", "2019-01-03 11:00:00", "2019-01-03 11:00:02", "天猫超市", "纸巾", "45.00", "支出", "交易关闭", "45.00", ""),
            row("2019010422001", "2019-01-04 12:00:00", "2019-01-04 12:00:00", "余额宝", "转入", "100.00", "", "交易成功", "0.00", "已支出"),
            row("2019010522001", "2019-01-05 08:00:00", "2019-01-05 08:00:00", "李雷", "转账", "200.00", "收入", "交易成功", "0.00", "已收入")]
    lines = ["支付宝交易记录明细查询", "账号:[20880000000000000156]", "起始日期:[2019-01-01 00:00:00]    终止日期:[2019-02-01 00:00:00]",
             "---------------------------------交易记录明细列表------------------------------------",
             padded(header, 12) + ","] + rows + [
        "------------------------------------------------------------------------------------",
        "共7笔记录", "已收入:2笔,220.00元", "待收入:0笔,0.00元", "已支出:3笔,160.00元", "待支出:0笔,0.00元",
        "导出时间:[2019-02-01 10:00:00]"]
    write("alipay-web.csv", ("\r\n".join(lines) + "\r\n").encode("gbk"))


def icbc():
    """ICBC's 明细查询文件下载: six lines, padded fields each ended by a TAB, `-` for nothing, split
    income and expense columns with thousands separators, a trailing comma, a 人民币合计 footer."""
    header = ("交易日期,摘要,交易详情,交易场所,交易国家或地区简称,钞/汇,交易金额(收入),交易金额(支出),交易币种,记账金额(收入),"
              "记账金额(支出),记账币种,余额,对方户名,对方账户").split(",")

    def row(*fields):
        return ",".join(('"%s"' % f if "," in f else f) + " " * 4 + "\t" for f in fields) + ","
    rows = [row("2026-02-03", "消费", "财付通-美团", "美团", "CHN", "钞", "-", "1,234.56", "人民币", "-", "1,234.56", "人民币", "8,765.44", "-", "-"),
            row("2026-02-05", "工资", "代发工资", "-", "CHN", "钞", "10,000.00", "-", "人民币", "10,000.00", "-", "人民币", "18,765.44", "某某科技有限公司", "6222000000000001"),
            row("2026-02-06", "消费", "支付宝-便利店", "便利店", "CHN", "钞", "-", "35.50", "人民币", "-", "35.50", "人民币", "18,729.94", "-", "-"),
            row("2026-02-06", "消费", "支付宝-便利店", "便利店", "CHN", "钞", "-", "35.50", "人民币", "-", "35.50", "人民币", "18,694.44", "-", "-")]
    lines = ["明细查询文件下载", "", "卡号: 6222****1234", "", "子账户序号: 00000", "", row(*header)] + rows + [
        "人民币合计,\"10,000.00\",\"1,305.56\","]
    write("icbc.csv", ("\r\n".join(lines) + "\r\n").encode())


def chase():
    """Chase checking: every row one field longer than the header, MM/DD/YYYY, signed amounts,
    doubled quotes and commas in Description, a 200-character description."""
    payroll = ("ORIG CO NAME:ACME CORP        ORIG ID:1234567890 DESC DATE:260201 CO ENTRY DESCR:PAYROLL   SEC:PPD    "
               "TRACE#:021000021234567 EED:260201   IND ID:000012345  IND NAME:JOHN Q SAMPLE TRN: 0011223344TC")
    lines = ["Details,Posting Date,Description,Amount,Type,Balance,Check or Slip #",
             'DEBIT,02/28/2026,"CVS/PHARMACY #0718      02/28",-17.03,DEBIT_CARD,6832.22,,',
             'DEBIT,02/15/2026,"MONTHLY SERVICE FEE",-15.00,FEE_TRANSACTION,6849.25,,',
             'CREDIT,02/14/2026,"AMAZON.COM*2K4L91 REFUND        02/14",34.99,REFUND_TRANSACTION,6864.25,,',
             'DEBIT,02/12/2026,"PAYPAL *JOE""S BAGELS, INC 402-935-7733 CA",-1023.50,DEBIT_CARD,6829.26,,',
             'DEBIT,02/05/2026,"Online Transfer 12345678901 to SAV ...9876 transaction#: 12345678901 02/05",-500.00,ACCT_XFER,7852.76,,',
             'CREDIT,02/01/2026,"%s",4123.45,ACH_CREDIT,8352.76,,' % payroll,
             'CHECK,01/09/2026,"CHECK 1042",-120.00,CHECK_PAID,4229.31,1042,']
    write("Chase1234_Activity_20260301.CSV", ("\n".join(lines) + "\n").encode())


def monzo():
    """Monzo: DD/MM/YYYY (03/02 is the 3rd of February), a Transaction ID, a pot transfer."""
    header = ("Transaction ID,Date,Time,Type,Name,Emoji,Category,Amount,Currency,Local amount,Local currency,"
              "Notes and #tags,Address,Receipt,Description,Category split,Money Out,Money In,Balance,Balance currency")
    lines = [header,
             "tx_0001,25/02/2026,12:30:00,Card payment,Pret A Manger,🥪,eating_out,-6.45,GBP,-6.45,GBP,,1 Strand,,PRET A MANGER LONDON,,-6.45,,1970.45,GBP",
             "tx_0002,13/02/2026,09:00:00,Faster payment,ACME LTD,,income,2500.00,GBP,2500.00,GBP,February,,,ACME LTD SALARY,,,2500.00,1976.90,GBP",
             "tx_0003,04/02/2026,08:00:00,Pot transfer,Savings,,savings,-500.00,GBP,-500.00,GBP,,,,,,-500.00,,-523.10,GBP",
             'tx_0004,03/02/2026,18:12:00,Card payment,"Tesco, Camden",,groceries,-23.10,GBP,-23.10,GBP,weekly shop #food,,,TESCO STORES,,-23.10,,-23.10,GBP']
    write("monzo.csv", ("\n".join(lines) + "\n").encode())


def td():
    """TD Canada Trust: no header, MM/DD/YYYY, debit and credit columns, blank lines (one of commas) at the end."""
    lines = ["02/03/2026,TIM HORTONS #1234,4.25,,1995.75", "02/05/2026,PAYROLL DEP,,2500.00,4495.75",
             '02/10/2026,"LOBLAWS, INC",123.40,,4372.35', ",,,,", "", ""]
    write("td.csv", ("\n".join(lines) + "\n").encode())


JD_PREAMBLE = ["导出信息：", "京东账号名：jd_example01", "申请时间：2026-03-01 09:00:00", "日期区间：2026-02-01 至 2026-02-28",
               "导出交易类型：全部", "导出交易场景：全部", "共：12笔记录", "收入：1笔，0.52元", "支出：5笔(含1笔部分退款)，639.40元",
               "不计收支：6笔，1406.60元", "", "特别提示", "1.本明细为每笔订单支付的明细，不包括已删除的记录；",
               "2.个人资金互转、全额退款等记为【不计收支】类，部分退款的支出金额为剔除退款后的支付金额；", "3.本明细仅供个人对账使用。", ""]


def jd():
    """JD 京东交易流水: a byte-order mark, a preamble of totals and notices, a TAB after the order
    numbers, a trailing ', ,'; a partly refunded purchase `258.50(已退款99.00)` and its refund, one
    refunded in full `388.80(已全额退款)` and its two refunds, 先享后付, an own-account move (小金库转入),
    a closed row, a 0.00 refund, interest (收入), a quoted description with a comma.
    Booked: expenses 12.00 + 258.50 + 388.80 + 129.00 + 59.90 = 848.20; income 99.00 + 300.00 + 88.80
    (refunds) + 0.52 = 488.32; 9 bills, 3 left out."""
    header = "交易时间,商户名称,交易说明,金额,收/付款方式,交易状态,收/支,交易分类,交易订单号,商家订单号,备注"
    def row(time, merchant, what, amount, method, status, direction, kind, order):
        return f"{time}\t,{merchant},{what},{amount},{method},{status},{direction},{kind},{order}\t,3000000{order[-3:]}\t, ,"
    rows = [
        row("2026-02-27 10:00:00", "京东物流", "京东快递", "12.00", "钱包余额", "交易成功", "支出", "收发快递", "JDX2000000001"),
        row("2026-02-25 20:01:00", "京东平台商户", "退款-蓝牙耳机 白色", "99.00", "招商银行信用卡(1234)", "退款成功", "不计收支", "网购", "2000000002"),
        row("2026-02-25 19:00:00", "京东平台商户", "蓝牙耳机 白色 等多件", "258.50(已退款99.00)", "招商银行信用卡(1234)", "交易成功", "支出", "数码电器", "2000000002"),
        row("2026-02-20 08:00:00", "京东平台商户", "退款-羽绒服 黑色 XL", "300.00", "招商银行信用卡(1234)", "退款成功", "不计收支", "网购", "2000000003"),
        row("2026-02-20 07:59:00", "京东平台商户", "退款-围巾 灰色", "88.80", "招商银行信用卡(1234)", "退款成功", "不计收支", "网购", "2000000003"),
        row("2026-02-19 21:00:00", "京东平台商户", "羽绒服 黑色 XL 等多件", "388.80(已全额退款)", "招商银行信用卡(1234)", "交易成功", "不计收支", "服饰内衣", "2000000003"),
        row("2026-02-15 12:00:00", "京东平台商户", "电热水壶 1.7L", "129.00", "先享后付", "交易成功", "不计收支", "先享后付", "2000000004"),
        row("2026-02-14 09:00:00", "京东平台商户", "小金库转入", "500.00", "招商银行储蓄卡(5678)", "交易成功", "不计收支", "小金库", "2000000005"),
        row("2026-02-10 18:00:00", "京东平台商户", "大米 5kg", "45.90", "微信-招商银行信用卡", "交易关闭", "支出", "食品酒饮", "2000000006"),
        row("2026-02-08 10:00:00", "京东平台商户", "京东小金库收益", "0.52", "小金库零用钱", "交易成功", "收入", "小金库", "2000000007"),
        row("2026-02-05 15:30:00", "京东平台商户", '"有机牛奶 250ml,24盒"', "59.90", "钱包余额", "交易成功", "支出", "食品酒饮", "2000000008"),
        row("2026-02-03 11:00:00", "京东平台商户", "退款-电热水壶 1.7L", "0.00", "先享后付", "退款成功", "不计收支", "网购", "2000000004"),
    ]
    write("jd.csv", b"\xef\xbb\xbf" + ("\n".join(JD_PREAMBLE + [header] + rows) + "\n").encode())


def meituan():
    """Meituan 美团账单: a byte-order mark, CRLF, a preamble with `""` lines, amounts `¥23.50`, order
    numbers quoted with a TAB inside; 实付金额 below 订单金额, a refund, 美团月付 and its repayment, a
    top-up, a row paid after midnight (交易成功时间 is the next day), a title with an unquoted comma.
    Booked: expenses 23.50 + 18.00 + 95.00 + 30.30 + 28.00 = 194.80; income 18.00 (a refund); 6 bills,
    2 left out."""
    preamble = ["美团交易账单明细", "美团用户名：[EXAMPLE001]", "起始时间：[2026-02-01] 终止时间：[2026-02-28]", "导出交易类型：[全部]",
                "导出时间：[2026-03-02 08:00:00]", '""', "共：8笔记录", "支出：7笔 328.40元", "收入：1笔 18.00元",
                "不计收支：0笔 0.00元", '""', "特别提示：", "1. 本明细与实际交易结果不符时，以实际交易情况为准",
                "2. 本明细仅供用户个人对账使用", '""', "【美团交易账单明细列表】"]
    header = "交易创建时间,交易成功时间,交易类型,订单标题,收/支,支付方式,订单金额,实付金额,交易单号,商家单号,备注"
    def row(created, done, kind, title, direction, method, price, paid, order):
        return f'{created},{done},{kind},{title},{direction},{method},¥{price},¥{paid},"{order}\t","M{order[-6:]}\t",/'
    rows = [
        row("2026-02-28 23:59:58", "2026-03-01 00:00:03", "支付", "喜茶（示例店） 订单详情", "支出", "美团月付", "25.00", "23.50", "26022811100000000001"),
        row("2026-02-26 07:00:00", "2026-02-26 07:00:02", "退款", "葡式蛋挞4只", "收入", "招商银行信用卡(1234)", "18.00", "18.00", "2602260100000002"),
        row("2026-02-25 12:00:00", "2026-02-25 12:00:05", "支付", "葡式蛋挞4只", "支出", "招商银行信用卡(1234)", "18.00", "18.00", "26022511100000000003"),
        row("2026-02-20 18:30:00", "2026-02-20 18:30:09", "支付", "示例火锅代金券", "支出", "微信支付", "100.00", "95.00", "26022011100000000004"),
        row("2026-02-12 20:00:00", "2026-02-12 20:00:08", "还款", "【美团月付】主动还款2026年2月账单", "支出", "招商银行储蓄卡(5678)", "66.60", "66.60", "26021211100000000005"),
        row("2026-02-10 09:00:00", "2026-02-10 09:00:01", "充值", "美团余额充值", "支出", "招商银行储蓄卡(5678)", "50.00", "50.00", "26021011100000000006"),
        row("2026-02-05 12:10:00", "2026-02-05 12:10:04", "支付", "麻辣烫（示例店） 订单详情", "支出", "美团余额", "32.80", "30.30", "26020511100000000007"),
        row("2026-02-02 15:00:00", "2026-02-02 15:00:06", "支付", "奶茶,两杯", "支出", "微信支付", "28.00", "28.00", "26020211100000000008"),
    ]
    write("meituan.csv", b"\xef\xbb\xbf" + ("\r\n".join(preamble + [header] + rows) + "\r\n").encode())


def statement_fixtures():
    wechat_csv()
    wechat_excel_csv()
    wechat_statement_xlsx()
    alipay_app()
    alipay_web()
    jd()
    meituan()
    icbc()
    chase()
    monzo()
    td()
    write("random.csv", random.Random(13).randbytes(4096))


if __name__ == "__main__":
    inflate_fixtures()
    zip_fixtures()
    workbook_fixtures()
    handmade_xlsx()
    statement_fixtures()
