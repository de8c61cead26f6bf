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


if __name__ == "__main__":
    inflate_fixtures()
    zip_fixtures()
    workbook_fixtures()
    handmade_xlsx()
