import LedgerCore

extension Catalog {
    /// The help of the views of totals: pie, months, balance, report and trend.
    static let helpViews: [(english: String, chinese: String)] = [
        // Periods, as the view commands take them
        (
            "a month (2026-11, 11, this month, last month), a year (2026, last year), a quarter (2026Q3), a week "
                + "(this week), today, yesterday or all (default: this month).",
            "一个月（2026-11、11、本月、上个月、2026年11月）、一年（2026、今年、去年）、一个季度（2026Q3、本季度）、"
                + "一周（本周、上周）、今天、昨天或 all（默认：本月）。"
        ),
        (
            "a month (2026-11, 11, this month, last month), a year (2026, last year), a quarter (2026Q3), a week "
                + "(this week), today, yesterday or all (default: the last 6 months).",
            "一个月（2026-11、11、本月、上个月、2026年11月）、一年（2026、今年、去年）、一个季度（2026Q3、本季度）、"
                + "一周（本周、上周）、今天、昨天或 all（默认：最近 6 个月）。"
        ),
        (
            "a month (2026-11, 11, this month, last month), a year (2026, last year), a quarter (2026Q3), a week "
                + "(this week), today, yesterday or all (default: all).",
            "一个月（2026-11、11、本月、上个月、2026年11月）、一年（2026、今年、去年）、一个季度（2026Q3、本季度）、"
                + "一周（本周、上周）、今天、昨天或 all（默认：all）。"
        ),
        // timi pie
        (
            "The app's pie chart: each category's total, bill count and share (the shares add up to exactly "
                + "100.00%), with a bar scaled to the largest, under the period's income, expense and balance.",
            "App 的饼图：每个分类的合计、笔数和占比（占比之和正好是 100.00%），条形按最大的一项缩放，上方是这段时间"
                + "的收入、支出和结余。"
        ),
        ("Share out the income instead of the expenses.", "按收入而不是支出计算占比。"),
        ("Share out the expenses (the default).", "按支出计算占比（默认）。"),
        ("text (default), json or csv (one category per row).", "text（默认）、json 或 csv（每行一个分类）。"),
        // timi months, balance
        (
            "The app's month carousel: each month with bills, newest first, with its bill count, income, expense "
                + "and balance, and an ALL row. Read from the month summaries, not from the bills.",
            "App 的月份轮播：每个有账单的月份，最新的在前，带笔数、收入、支出和结余，最后是 ALL（全部）一行。"
                + "从月度汇总读取，而不是逐笔读取账单。"
        ),
        (
            "text (default), json or csv (one month per row, without ALL).",
            "text（默认）、json 或 csv（每行一个月，不含 ALL）。"
        ),
        (
            "The app's header and side menu: each book's bill count, income, expense and balance (the current book, "
                + "or the one given with --book, marked *), and all books together: one total per currency, as "
                + "amounts in different currencies are never added.",
            "App 的页头和侧边菜单：每个账本的笔数、收入、支出和结余（当前账本或 --book 所给的账本标有 *），以及全部"
                + "账本的合计：每种货币一个合计，不同货币的金额从不相加。"
        ),
        (
            "text (default), json or csv (one book per row, without the total).",
            "text（默认）、json 或 csv（每行一个账本，不含合计）。"
        ),
        // timi report
        (
            "Income, expense and balance with the change against the month before, the expense "
                + "and income by category, the 5 largest expenses and the expense of each day, for "
                + "the current book (or --book). The same ledger gives the same bytes at the same width "
                + "(COLUMNS, else the terminal's, else 80); no colour, no terminal needed. HTML is "
                + "one page with an inline SVG pie chart, for a mail.",
            "当前账本（或 --book）的收入、支出和结余及与上月相比的变化，按分类的支出和收入，最大的 "
                + "5 笔支出，以及每天的支出。同样的账本在同样的宽度下（COLUMNS，否则终端宽度，否则 "
                + "80）输出完全相同的字节；不着色，不需要终端。HTML 是一页，内嵌 SVG 饼图，适合放进邮件。"
        ),
        (
            "A year, a quarter or any other run of days (2026, this year, 2026Q3, --from/--to) "
                + "gives the yearly report instead: its months as rows with income, expense, balance "
                + "and bills, the total and the monthly average (over the months up to this one), the "
                + "pie of the period and its 10 largest expenses. It has no budget section: budgets "
                + "are monthly (see 'timi budget').",
            "一年、一个季度或其他一段日子（2026、this year、2026Q3、--from/--to）则给出年报：每月一行，"
                + "含收入、支出、结余和笔数，合计和月均（只算到本月为止的月份），这段时间的分类占比和最大的 "
                + "10 笔支出。年报没有预算部分：预算按月计（见 'timi budget'）。"
        ),
        (
            "A month (2026-11, 11, this month, last) for the monthly report (default: this month); a year "
                + "(2026, this year), a quarter (2026Q3) or --from/--to for the yearly report.",
            "一个月（2026-11、11、this month、last）得到月报（默认：本月）；一年（2026、this year）、一个季度"
                + "（2026Q3）或 --from/--to 得到年报。"
        ),
        ("text (default), markdown, html or json.", "text（默认）、markdown、html 或 json。"),
        ("Write the report to this file, all at once (default: standard output).", "把报告一次写入这个文件（默认：标准输出）。"),
        // timi trend
        (
            "Each category's total in each month of the period (hledger's balance --monthly), largest first, "
                + "with its total and monthly average and a total row. On a narrow terminal the oldest months go and "
                + "a footer says so; --format csv and json have every month.",
            "这段时间里每个分类每个月的合计（即 hledger 的 balance --monthly），最大的在前，附合计、月均和合计行。"
                + "终端太窄时省去最早的月份，并在表尾注明；--format csv 和 json 包含每个月。"
        ),
        (
            "Only this category (title, alias, id or unique prefix); give it again for more (default: every "
                + "category with bills).",
            "只显示这个分类（名称、别名、编号或唯一前缀）；可多次给出（默认：每个有账单的分类）。"
        ),
        ("Income categories instead of expense ones.", "显示收入分类而不是支出分类。"),
        ("Expense categories (the default).", "显示支出分类（默认）。"),
    ]
}
