#!/usr/bin/env python3
"""Writes banks/: made-up statements in the real shapes of banks' exports (no real data), for
BankStatementTests. Run from this folder; the files are committed, this script says how they were made."""

def write(name, text, encoding="utf-8", newline="\n"):
    data = text.replace("\n", newline).encode(encoding)
    with open("banks/" + name, "wb") as f:
        f.write(data)

# 招商银行 debit: signed amounts, quoted thousands, rows not in date order.
write("cmb-debit.csv", """记账日期,货币,交易金额,联机余额,交易摘要,对手信息,客户摘要
2025-03-01,CNY,"2,345.00","2,400.50",代发工资,示例科技有限公司,3月工资
2025-03-05,CNY,-36.80,"2,363.70",快捷支付,示例便利店,早餐
2025-03-03,CNY,"-1,200.00","1,200.50",转账汇款,李四 6222000000000000,房租
""")

# 招商银行 credit card: a title with the period, MM/DD without a year, repayments negative.
write("cmb-credit.csv", """招商银行信用卡对账单（个人消费卡账户 2025年01月）
交易日,记账日,交易摘要,人民币金额,卡号末四位,交易地金额
,12/30,掌上生活还款,-500.00,4321,-500.00
12/28,12/29,示例影城-电影票,45.00,4321,45.00
01/03,01/04,示例餐厅,"1,288.00",4321,"1,288.00(CN)"
01/05,01/06,示例商城退款,-12.50,4321,-12.50(CN)
""")

# 中国银行 debit: a title, a time column, dashes for nothing.
write("boc-debit.csv", """中国银行交易流水明细单
记账日期,记账时间,币别,金额,余额,交易名称,渠道,网点名称,附言,对方账户名,对方卡号/账号,对方开户行,借记卡号
2025-04-02,09:15:00,人民币,-58.00,"1,942.00",网上快捷支付,银企对接,-------------------,示例外卖,示例外卖,Z200******0001,-------------------,1111
2025-04-01,08:00:00,人民币,"2,000.00","2,000.00",工资,批量代发,-------------------,----------,示例公司,6217******0002,-------------------,1111
""")

# 中国银行 credit card: 存入 / 支出 split, two dates (交易日 wins).
write("boc-credit.csv", """中国银行信用卡账单(2025年02月)
交易日,银行记账日,卡号后四位,交易描述,存入,支出,币种
2025-02-03,2025-02-04,1234,示例超市,,88.80,CNY
2025-02-05,2025-02-06,1234,示例超市退货,20.00,,CNY
""")

# 农业银行 debit in GBK: YYYYMMDD and HHMMSS, + signs, -- for nothing, a short row.
write("abc-debit.csv", """交易日期,交易时间,交易摘要,交易金额,本次余额,对手信息,日志号,交易渠道,交易附言
20250201,101010,转存,+3000.00,3500.00,示例,100001,超级网银,转账
20250202,,结息,+0.35,3500.35,--,100002
20250203,121500,财付通,-25.00,3475.35,示例奶茶店,100003,电子商务,消费
""", encoding="gb18030")

# 交通银行 debit: 借贷 says which way (借 Dr / 贷 Cr), amounts unsigned.
write("bocom-debit.csv", """序号,交易日期,交易时间,交易类型,借贷,交易金额,余额,对方账号,对方户名,交易地点,摘要
1,2025-05-01,00:00:00,存款利息,贷 Cr,1.10,101.10,000000,应付利息,批处理,
2,2025-05-02,13:00:00,网上支付,借 Dr,30.00,71.10,111111,示例电力公司,网上支付,电费
""")

# 广发银行 credit card: YYYY/MM/DD, positive purchases, negative refunds and repayments, two amounts.
write("cgb-credit.csv", """交易日期,入账日期,交易摘要,交易金额,交易货币,入账金额,入账货币
2025/06/03,2025/06/04,（消费）示例商户,19.90,人民币,19.90,人民币
2025/06/05,2025/06/05,（退款）示例商户,-9.90,人民币,-9.90,人民币
2025/06/10,2025/06/10,（还款）银联入账,-500.00,人民币,-500.00,人民币
""")

# 工商银行 debit (older shape): a preamble, split 收入/支出, TAB padding, a footer.
write("icbc-debit-v1.csv", """明细查询
账号: 6222 **** 0000
交易日期\t,摘要\t,交易场所\t,交易国家或地区简称\t,钞/汇\t,交易金额(收入)\t,交易金额(支出)\t,余额\t,
2025-07-01\t,消费\t,示例超市\t,CHN\t,钞\t,-\t,"1,234.50"\t,"8,765.50"\t,
2025-07-02\t,工资\t,示例公司\t,CHN\t,钞\t,"5,000.00"\t,-\t,"13,765.50"\t,

以上数据仅供参考
""")

# 工商银行 credit card: 交易日期 and 记账日期, split 收入/支出, a total footer.
write("icbc-credit.csv", """交易日期,记账日期,摘要,交易场所,交易金额(收入),交易金额(支出),记账币种
2025-08-01,2025-08-02,消费,示例书店,,66.00,人民币
2025-08-03,2025-08-03,退货,示例书店,16.00,,人民币
合计,,,,16.00,66.00,
""")

# N26: quoted header, Booking Date, Partner Name, Amount (EUR).
write("n26.csv", """"Booking Date","Value Date","Partner Name","Partner Iban",Type,"Payment Reference","Account Name","Amount (EUR)","Original Amount","Original Currency","Exchange Rate"
2025-09-01,,"Example Bakery",,"MasterCard Payment",,"Main Account",-4.20,,,
2025-09-02,,"Example Employer",DE00000000000000000000,"Credit Transfer",Salary,"Main Account",2100.00,,,
""")

# BMO credit card: a preamble and a blank line, card numbers in quotes, purchases positive.
write("bmo-credit.csv", """Following data is valid as of 20250101000000 (Year/Month/Day/Hour/Minute/Second)

Item #,Card #,Transaction Date,Posting Date,Transaction Amount,Description
1,'5100000000000001',20241203,20241204,12.5,EXAMPLE GROCERY
2,'5100000000000001',20241205,20241206,-100.00,PAYMENT RECEIVED - THANK YOU
3,'5100000000000001',20241207,20241209,40.00,EXAMPLE FUEL
""")

# Charles Schwab: Withdrawal / Deposit with $ and thousands commas, MM/DD/YYYY.
write("schwab.csv", """"Date","Status","Type","CheckNumber","Description","Withdrawal","Deposit","RunningBalance"
"10/15/2025","Posted","ACH","","EXAMPLE UTILITY","$1,050.25","","$2,000.00"
"10/02/2025","Posted","DEPOSIT","","Mobile Deposit","","$3,050.25","$3,050.25"
""")

# DCU: -$ amounts, a Base64 ID too long for a transaction number, MM/DD/YYYY with a day > 12.
write("dcu.csv", """"DATE","TRANSACTION TYPE","DESCRIPTION","AMOUNT","ID","MEMO","CURRENT BALANCE"
"11/20/2025","DEBIT","EXAMPLE TRANSFER OUT","-$1,500.00","%s","","$500.00"
"11/03/2025","CREDIT","EXAMPLE PAYROLL","$2,000.00","%s","","$2,000.00"
""" % ("QUJD" * 60, "REVG" * 60))

# ING Spain: DD/MM/YYYY (a day > 12 tells it), signed amounts, no final newline.
write("ing.csv", """date,class,subcategory,desc,notes,image,amount,balance
05/12/2025,Compras,Otros,Pago en EJEMPLO TIENDA,,No,-17.60,482.40
24/11/2025,Nomina,Nomina,Nomina recibida EJEMPLO SL,,No,500.00,500.00""")

# GLS (Germany): windows-1252, ';', dd.mm.yyyy, decimal comma and '.' thousands.
write("gls.csv", """Kontonummer;Buchungstag;Wertstellung;Auftraggeber/Empfänger;Buchungstext;VWZ1;VWZ2;Betrag;Kontostand;Währung
1234567890;10.11.2025;10.11.2025;Beispiel Mobilfunk GmbH;"SEPA-Lastschrift";Rechnung 11/2025;;-1.234,56;8.765,44;EUR
1234567890;14.11.2025;14.11.2025;Müller Gärten;Gutschrift;Rückzahlung;;20,5;8.785,94;EUR
""", encoding="cp1252")

# HSBC HK credit card: DD/MM/YYYY, TABs after closing quotes, Credit / Debit, a payment.
write("hsbchk-credit.csv", """Transaction date,Post date,Description,Billing amount,Billing currency,Transaction status,Merchant name,Country / region,Area / district,Credit / Debit
13/03/2025,14/03/2025,"EXAMPLE CAFE CO.,LTD.","-18.00"\t\t,HKD,POSTED,"EXAMPLE CAFE CO.,LTD.",HONG KONG,HKG,DEBIT
15/03/2025,15/03/2025,PAYMENT - THANK YOU,"500.00"\t,HKD,POSTED,,,,CREDIT
16/03/2025,17/03/2025,RETURN: EXAMPLE SHOP,"25.00"\t,HKD,POSTED,EXAMPLE SHOP,HONG KONG,HKG,CREDIT
""")

# A credit union: CR-only line ends (old Mac), m/d/yy dates, unsigned amounts.
write("creditunion.csv", """Check Number,Date,Description,Amount,Category,Comments
INV-1,2/8/25,Example Supplier,500,Expenses,
INV-2,2/24/25,Example Refund,70,Expenses,
""", newline="\r")

# A UK bank's export saved as "Unicode text": UTF-16 with its mark, TAB-separated, Paid out / Paid in.
write("uk-utf16.tsv", "\ufeff" + """Date\tTransaction type\tDescription\tPaid out\tPaid in\tBalance
14 Feb 2025\tDebit card\tEXAMPLE CAFE\t£3.40\t\t£96.60
28 Feb 2025\tBank credit\tEXAMPLE EMPLOYER\t\t£1,000.00\t£1,096.60
""", encoding="utf-16-le")

# Real exports' CSV quirks: padding and TABs, '-' for nothing, a quote inside an unquoted field, a
# trailing delimiter, rows with a field more or fewer, amounts in parentheses.
write("quirks.csv", """Transaction Date , Description , Amount , Balance ,
 2025-01-02 ,\tEXAMPLE 12" PIZZA\t, (12.00) , 88.00 ,
 2025-01-03 , EXAMPLE REFUND , 2.00 , - ,extra
2025-01-04,EXAMPLE SHOP,-5.00
""")

# All dates fit both orders: refused until --date-format says which.
write("ambiguous.csv", """Date,Description,Amount
03/04/2025,EXAMPLE,-1.00
05/06/2025,EXAMPLE,-2.00
""")

# No header timi can read.
write("no-header.csv", """Foo,Bar,Baz
1,2,3
""")
