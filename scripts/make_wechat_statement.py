#!/usr/bin/env python3
"""Writes a WeChat Pay CSV statement of N rows (default 100,000), the same bytes every time, for
measuring `timi import` on a large statement (issue 13: it must stay within issue 15's import budget).

The rows have the shapes and quirks of Tests/LedgerCoreTests/Fixtures/wechat.csv (make_fixtures.py):
the 16-line preamble with its totals, a TAB after each transaction number, ¥ and ￥, an unquoted comma
in 交易对方, a bare quote in a bare field, quoted 商品 with doubled quotes, and every status that
matters: paid, refunded in full and in part (each refund row beside its purchase), returned transfers,
failed and neutral (/) rows. Most rows are purchases at a few dozen merchants, newest first, one every
~15 minutes (100,000 rows span about three years).

    scripts/make_wechat_statement.py [ROWS] > wechat-100k.csv
"""
import random
import sys
from datetime import datetime, timedelta

MERCHANTS = [("美团平台商户", "美团订单-{n}"), ("滴滴出行", "滴滴快车-{n}"), ("深圳地铁", "地铁乘车码"),
             ("盒马鲜生", "盒马鲜生订单{n}"), ("瑞幸咖啡", "生椰拿铁"), ("京东", "京东订单-{n}"),
             ("麦当劳", "麦当劳餐厅消费"), ("中国石化", "加油-92#汽油"), ("Manner Coffee", '拿铁,大杯 ""燕麦奶""'),
             ("WALMART HONG KONG CO.,LIMITED", "日用品"), ("拼多多平台商户", "商户单号{n}")]
PAYMENT = ["零钱", "零钱通", "招商银行储蓄卡(1234)", "中信银行信用卡(5678)"]


def rows(count):
    """(time → row text, direction, amount in cents) for `count` rows, newest first."""
    rnd = random.Random(13)
    time = datetime(2026, 2, 28, 23, 0, 0)
    made = []
    n = 0

    def at():
        nonlocal time
        time -= timedelta(seconds=rnd.randint(60, 1740))
        return time.strftime("%Y-%m-%d %H:%M:%S")

    def ref(prefix):
        return f"{prefix}{n:010d}{rnd.randint(0, 10**8):08d}"

    def add(text, direction, cents):
        made.append((text, direction, cents))

    while len(made) < count:
        n += 1
        kind = rnd.random()
        cents = rnd.randint(100, 30000)
        money = f"{cents // 100}.{cents % 100:02d}"
        sign = "¥" if n % 9 else "￥"
        if kind < 0.80 or count - len(made) < 2:
            payee, goods = MERCHANTS[rnd.randrange(len(MERCHANTS))]
            goods = goods.format(n=rnd.randint(10**7, 10**8 - 1))
            add(f'{at()},商户消费,{payee},"{goods}",支出,{sign}{money},{rnd.choice(PAYMENT)},支付成功,'
                f'{ref("4200")}\t,{ref("")}\t,"/"', "支出", cents)
        elif kind < 0.84:  # a refund in full, its row above the purchase's
            add(f'{at()},拼多多平台商户-退款,拼多多平台商户,"/",收入,¥{money},零钱,已全额退款,{ref("5030")}\t,'
                f'{ref("441")}\t,"/"', "收入", cents)
            add(f'{at()},商户消费,拼多多平台商户,"商户单号{n}",支出,¥{money},零钱,已全额退款,{ref("4200")}\t,'
                f'{ref("568")}\t,"/"', "支出", cents)
        elif kind < 0.87:  # a refund in part
            part = cents // 4
            part_money = f"{part // 100}.{part % 100:02d}"
            add(f'{at()},美团平台商户-退款,美团平台商户,"/",收入,¥{part_money},零钱,已退款(￥{part_money}),'
                f'{ref("5030")}\t,{ref("645")}\t,"/"', "收入", part)
            add(f'{at()},商户消费,美团平台商户,"美团订单-{n}",支出,¥{money},零钱,已退款(￥{part_money}),'
                f'{ref("4200")}\t,{ref("853")}\t,"/"', "支出", cents)
        elif kind < 0.90:
            add(f'{at()},微信红包,王小二,"/",收入,¥{money},/,已存入零钱,{ref("1000")}\t,{ref("1000")}\t,"/"',
                "收入", cents)
        elif kind < 0.92:
            add(f'{at()},转账,张三,"转账备注:借款",支出,¥{money},零钱,对方已退还,{ref("1000")}\t,{ref("1000")}\t,"/"',
                "支出", cents)
        elif kind < 0.93:
            add(f'{at()},商户消费,打开拼多多，点击底部"多多视频","/",收入,￥0.07,/,充值成功,{ref("4200")}\t,'
                f'{ref("9")}\t,"/"', "收入", 7)
        elif kind < 0.96:
            add(f'{at()},零钱提现,招商银行(1234),"/",/,¥{money},零钱,提现已到账,{ref("2070")}\t,/\t,"服务费¥0.10"',
                "/", cents)
        elif kind < 0.97:
            add(f'{at()},零钱提现,招商银行(1234),"/",/,¥{money},零钱,提现失败，已退回零钱,{ref("2070")}\t,/\t,"/"',
                "/", cents)
        else:
            add(f'{at()},转入零钱通-来自零钱,/,"/",/,¥{money},零钱,支付成功,{ref("1800")}\t,{ref("1800")}\t,"/"',
                "/", cents)
    return made[:count], time


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 100_000
    made, start = rows(count)

    def total(direction):
        picked = [cents for _, d, cents in made if d == direction]
        return len(picked), f"{sum(picked) // 100}.{sum(picked) % 100:02d}"

    income, expense, neutral = total("收入"), total("支出"), total("/")
    preamble = ["微信支付账单明细", "微信昵称：[小明]",
                f"起始时间：[{start:%Y-%m-%d} 00:00:00] 终止时间：[2026-02-28 23:59:59]", "导出类型：[全部]",
                "导出时间：[2026-03-01 10:15:32]", "", f"共{count}笔记录", f"收入：{income[0]}笔 {income[1]}元",
                f"支出：{expense[0]}笔 {expense[1]}元", f"中性交易：{neutral[0]}笔 {neutral[1]}元", "注：",
                "1. 充值/提现/理财通购买/零钱通存取/信用卡还款等交易，将计入中性交易",
                "2. 本明细仅展示当前账单中的交易，不包括已删除的记录", "3. 本明细仅供个人对账使用", ""]
    lines = [line + ",,,,,,,,,," for line in preamble]
    lines.append("----------------------微信支付账单明细列表--------------------,,,,,,,,,,")
    lines.append("交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号,商户单号,备注")
    sys.stdout.buffer.write(("\n".join(lines + [text for text, _, _ in made]) + "\n").encode())


if __name__ == "__main__":
    main()
