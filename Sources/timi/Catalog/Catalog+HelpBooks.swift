import LedgerCore

extension Catalog {
    /// The help of the commands that keep the ledger's lists: budget, recurring, book and category.
    static let helpBooks: [(english: String, chinese: String)] = [
        // timi budget
        (
            "With no subcommand (or a month), shows the budgets of the month. A budget holds from the month it is "
                + "set for until it is changed; earlier months keep the budget they had.",
            "不带子命令（或只给一个月份）时，显示该月的预算。预算从设定的那个月起生效，直到被修改；之前的月份保留原来"
                + "的预算。"
        ),
        (
            "'timi budget [<month>]' is the same. Each budgeted category and the total with its budget, what was "
                + "spent, what is left, the share used and a bar. For the current month also the projection at the "
                + "pace so far (spent ÷ days gone × days in the month); lines over budget are marked 'over' (in red on "
                + "a terminal), lines whose projection goes over 'will go over'. Without a budget of its own, the "
                + "total is the sum of the budgeted categories.",
            "'timi budget [<month>]' 与之相同。每个有预算的分类和总计：预算、已花、剩余、已用比例和条形图。本月还按"
                + "目前的速度给出预计（已花 ÷ 已过天数 × 当月天数）；超支的行标为“超支”（终端上为红色），预计会超支的行"
                + "标为“将超支”。总计没有自己的预算时，是各分类预算之和。"
        ),
        (
            "A month: 2026-11, 11, this month or last month (default: this month).",
            "一个月份：2026-11、11、this month 或 last month（默认：本月）。"
        ),
        ("text (default), json or csv (one budget per row).", "text（默认）、json 或 csv（每行一项预算）。"),
        (
            "The budget holds from --from on, replacing any change made from that month on; earlier months keep "
                + "the budget they had. 'timi undo' undoes it.",
            "预算从 --from 起生效，取代从那个月起做过的修改；之前的月份保留原来的预算。'timi undo' 可撤销。"
        ),
        (
            "An expense category (title, alias, id or unique prefix), or 'total' for the book.",
            "支出分类（名称、别名、编号或唯一前缀），或 'total' 表示整个账本。"
        ),
        ("The monthly amount, as in 'timi add' (1500, 300+200).", "每月的金额，写法同 'timi add'（1500、300+200）。"),
        ("The first month it applies to, YYYY-MM (default: this month).", "开始生效的月份，YYYY-MM（默认：本月）。"),
        ("Earlier months keep the budget they had. 'timi undo' undoes it.", "之前的月份保留原来的预算。'timi undo' 可撤销。"),
        (
            "Prints the budgets that are over (or, with --warn, used at least that much), one per line, and exits "
                + "1; prints nothing and exits 0 when every budget holds.",
            "每行打印一项超支的预算（用 --warn 时，已用达到该比例的预算），并以 1 退出；所有预算都没超时什么也不打印，"
                + "以 0 退出。"
        ),
        (
            "Also report budgets used at least this share, a whole number from \(BudgetCheckCommand.percents.lowerBound) to \(BudgetCheckCommand.percents.upperBound) (default: only over).",
            "也报告已用达到这个百分比的预算，1 到 1000 的整数（默认：只报超支）。"
        ),
        // timi recurring
        (
            "With no subcommand, lists the rules. Before any command reads or writes the ledger, every occurrence "
                + "that has come due (from its first day through today) becomes an ordinary bill, exactly once, in a "
                + "change of its own; `timi show` names the rule of such a bill. A bill that you edit or delete stays "
                + "as you left it. `timi undo` of that change takes the bills out, and the next command books them "
                + "again; pause or delete the rule to stop it.",
            "不带子命令时，列出规则。任何命令读写账本之前，每个已到期的周期（从第一天到今天）都会在单独的一次修改中"
                + "变成一笔普通账单，且只记一次；`timi show` 会写出这种账单的规则。你修改或删除过的账单保持你改后的样子。"
                + "对那次修改 `timi undo` 会取出这些账单，而下一个命令会再次记入；要停止，请暂停或删除规则。"
        ),
        (
            "text (default): a table; json: an array of rules (amounts as strings, next as null when none).",
            "text（默认）：表格；json：规则数组（金额为字符串，没有下一次时 next 为 null）。"
        ),
        (
            "How often the bill comes back: day, week, month or year (required by add; no default).",
            "账单多久重复一次：day、week、month 或 year（add 必须给出；无默认值）。"
        ),
        (
            "The day of the month (1-31; the 29th-31st fall on the last day of shorter months) for month and year, "
                + "the weekday (1 = Monday ... 7, or mon ... sun) for week (default: that of --from).",
            "month 和 year 为每月的几号（1-31；29 到 31 号在较短的月份落在最后一天），week 为星期几（1 = 周一 ... 7，"
                + "或 mon ... sun）（默认：--from 那天的）。"
        ),
        (
            "The first day a bill may fall on (default: today); a yearly rule comes back in its month.",
            "账单最早可落在的日子（默认：今天）；每年的规则在这个月重复。"
        ),
        ("The last day a bill may fall on (default: none).", "账单最晚可落在的日子（默认：无）。"),
        (
            "The bills already booked stay as they are; edit them with 'timi edit'.",
            "已记下的账单保持不变；用 'timi edit' 修改它们。"
        ),
        (
            "The rule's id, or a unique prefix of it (as 'recurring list' shows it).",
            "规则的编号或其唯一前缀（如 'recurring list' 所示）。"
        ),
        ("A new first day for the bills not booked yet.", "尚未记下的账单的新起始日。"),
        // timi book
        ("With no subcommand, lists the books.", "不带子命令时，列出账本。"),
        (
            "text (default): id, name and currency, the current book marked *; json.",
            "text（默认）：编号、名称和货币，当前账本标有 *；json。"
        ),
        (
            "A name of at most \(Book.maxNameLength) characters, unique in the ledger.",
            "名称，最多 \(Book.maxNameLength) 个字符，不与其他账本重名。"
        ),
        (
            "The symbol shown with amounts (default: the configuration's currency, else ¥).",
            "金额旁显示的货币符号（默认：配置的 currency，否则 ¥）。"
        ),
        (
            "The cover picture, \(Book.covers.lowerBound) to \(Book.covers.upperBound) (default: the next in turn).",
            "封面图片，\(Book.covers.lowerBound) 到 \(Book.covers.upperBound)（默认：轮到的下一张）。"
        ),
        ("Make it the current book.", "把它设为当前账本。"),
        ("The book's name, id or a unique prefix.", "账本的名称、编号或唯一前缀。"),
        ("The new name.", "新名称。"),
        (
            "The book's whole name or its id (a prefix is not enough to delete).",
            "账本的完整名称或编号（删除时前缀不够）。"
        ),
        (
            "Confirm: the book's bills are deleted with it (without it, nothing is deleted).",
            "确认：账本的账单随之删除（不给此选项时，什么也不删除）。"
        ),
        (
            "The app offered six cover pictures, 0 to 5; `timi book list` shows each book's.",
            "App 提供六张封面图片，0 到 5；`timi book list` 显示每个账本的封面。"
        ),
        (
            "The cover, \(Book.covers.lowerBound) to \(Book.covers.upperBound) (default: show the cover).",
            "封面，\(Book.covers.lowerBound) 到 \(Book.covers.upperBound)（默认：显示当前封面）。"
        ),
        (
            "A bill added to the book without an account (add, add -, again, recurring add) takes this one; "
                + "it wins over the configuration's defaultAccount. An empty account ('') takes it away.",
            "不指定账户添加到这个账本的账单（add、add -、again、recurring add）使用这个账户；它优先于配置的 "
                + "defaultAccount。空账户（''）取消它。"
        ),
        (
            "The account's name, id or a unique prefix (default: show the book's).",
            "账户的名称、编号或唯一前缀（默认：显示账本当前的默认账户）。"
        ),
        // timi category
        ("With no subcommand, lists the categories.", "不带子命令时，列出分类。"),
        ("Only income categories (default: both kinds).", "只显示收入分类（默认：两种都显示）。"),
        ("Only expense categories.", "只显示支出分类。"),
        ("text (default) or json.", "text（默认）或 json。"),
        (
            "A title of at most \(Category.maxTitleLength) characters, unique among the type's categories.",
            "名称，最多 32 个字符，在同类型的分类中唯一。"
        ),
        (
            "An ASCII name to type (default: the title, if it is one, else one made from it).",
            "便于输入的 ASCII 名称（默认：名称本身，如果它可以作别名；否则由名称生成）。"
        ),
        ("An income category (default: expense).", "收入分类（默认：支出）。"),
        ("An expense category.", "支出分类。"),
        (
            "A free spare icon, as `timi category icons` lists them (default: the first of its type).",
            "一个空闲图标，如 `timi category icons` 所列（默认：该类型的第一个）。"
        ),
        ("The category's title, alias, id or a unique prefix.", "分类的名称、别名、编号或唯一前缀。"),
        ("The new title (default: unchanged).", "新名称（默认：不变）。"),
        ("A new alias (default: unchanged).", "新别名（默认：不变）。"),
        (
            "The category's whole title, alias or id (a prefix is not enough to delete).",
            "分类的完整名称、别名或编号（删除时前缀不够）。"
        ),
        (
            "Move the category's bills, in every book, to this one (whole title, alias or id) first (default: "
                + "refuse if it has bills).",
            "先把该分类在每个账本中的账单移到这个分类（完整名称、别名或编号）（默认：有账单时拒绝）。"
        ),
        (
            "A new ledger starts with the app's 38 categories and its book. Made under a Chinese locale, C or "
                + "POSIX (or with the configuration's language zh), they have the app's Chinese titles (用餐, 交通… "
                + "and the book 日常账本); under any other locale (or language en), English ones (Meals, Transport… "
                + "and the book Daily). The aliases are the same in both, and a ledger's titles never change once "
                + "it exists (see 'timi category rename').",
            "新账本带有应用的 38 个分类和它的账本。在中文 locale、C 或 POSIX 下（或配置的 language 为 zh）创建的账本使用应用的"
                + "中文名称（用餐、交通……和账本日常账本）；在其他 locale 下（或 language 为 en）使用英文名称（Meals、Transport……"
                + "和账本 Daily）。两者的别名相同；账本一旦存在，名称就不再改变（见 'timi category rename'）。"
        ),
        (
            "The colour paints the category's title and bar in `timi pie`, its mark in `timi list`, its slice in "
                + "the HTML report and `timi ui`, wherever colour is allowed (see --color). Terminals with "
                + "COLORTERM=truecolor or 24bit show it exactly, a TERM ending in 256color the nearest of 256, others "
                + "the nearest of the 16 basic colours. New categories take the next colour of the palette that their "
                + "type does not use yet.",
            "在允许着色的地方（见 --color），颜色用于 `timi pie` 中分类的名称和条形、`timi list` 中的标记、HTML 报告和 "
                + "`timi ui` 中的扇区。COLORTERM=truecolor 或 24bit 的终端精确显示，TERM 以 256color 结尾的终端显示 256 色"
                + "中最接近的，其他终端显示 16 种基本色中最接近的。新分类取调色板中同类型尚未使用的下一个颜色。"
        ),
        (
            "#RRGGBB, or one of red, orange, yellow, lime, green, teal, cyan, blue, indigo, purple, pink, brown, "
                + "gray (default: show the colour).",
            "#RRGGBB，或 red、orange、yellow、lime、green、teal、cyan、blue、indigo、purple、pink、brown、gray 之一"
                + "（默认：显示当前颜色）。"
        ),
        (
            "The icon must be one of the app's spare icons that no category has (see `timi category icons`); the "
                + "category's old icon, if it was a spare one, becomes free again.",
            "图标必须是 App 的空闲图标中没有分类在用的一个（见 `timi category icons`）；分类原来的图标如果是空闲图标，"
                + "会重新空出来。"
        ),
        (
            "A free spare icon's file name, as `timi category icons` lists it.",
            "空闲图标的文件名，如 `timi category icons` 所列。"
        ),
        (
            "The icons the app offered for new categories, each with the kind of category it was meant for; `*` "
                + "marks those a category has, and which. `timi category add --icon` and `timi category icon` take a "
                + "free one.",
            "App 为新分类提供的图标，各自注明原本用于哪种分类；`*` 标出已被分类使用的，并写出是哪个分类。"
                + "`timi category add --icon` 和 `timi category icon` 取用空闲的图标。"
        ),
        ("Only icons meant for income (default: both kinds).", "只显示用于收入的图标（默认：两种都显示）。"),
        ("Only icons meant for expense.", "只显示用于支出的图标。"),
    ]
}
