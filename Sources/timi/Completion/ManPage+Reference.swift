extension ManPage {
    /// The sections after the commands: periods, configuration, environment, files, exit status.
    static let reference: [(String, [Block])] = [
        (
            "PERIODS",
            [
                .paragraph(
                    "Every command that shows a period (list, pie, calendar, report, trend, export, budget) "
                        + "reads the same words, in any case; 'last month' may be written with or without quotes. "
                        + "A view that shows one month (calendar, budget) takes only a month and says so."),
                .item(
                    "2026-11, 11, this month, last month (or last), next month", "A month (11: this year's)."),
                .item("2026, this year, last year, next year", "A year."),
                .item("2026Q3 (or 2026-Q3), this quarter, last quarter, next quarter", "A quarter."),
                .item("this week, last week, next week", "Monday to Sunday."),
                .item("today, yesterday", "One day."),
                .item("all", "Every bill."),
                .item("--from D --to D", "The days D to D, as --date reads them (either may be left out)."),
                .item(
                    "本月, 上个月, 下个月, 2026年11月, 11月, 本周, 上周, 本季度, 今年, 去年, 2026年, 今天, 昨天",
                    "The same periods in Chinese; --date, --from and --to also read 今天, 昨天, 前天, 明天, "
                        + "2026年11月30日 and 11月30日."),
                .example([
                    "timi list last week", "timi pie 2026Q3 --income", "timi report 2026",
                    "timi trend last year -c meals", "timi export last year --format csv > 2025.csv",
                ]),
            ]
        ),
        (
            "CONFIGURATION",
            [
                .paragraph(
                    "An optional JSON object in $XDG_CONFIG_HOME/timi/config.json (default: "
                        + "~/.config/timi/config.json) holds a person's defaults. Every key may be left out; "
                        + "options on the command line win over it; 'timi config' shows and changes it.")
            ]
                + ConfigurationKey.all.map { Block.item($0.row.0, $0.row.1) }
                + [
                    .example([#"{"currency": "€", "firstDayOfWeek": "sunday", "listPeriod": "year"}"#]),
                    .paragraph(
                        "A file that is not valid JSON, a key given twice or a wrong value stops every command "
                            + "except --help and --version with exit status 65 and a message naming the file and its "
                            + "line; nothing is changed. An unknown key (a newer timi's) is skipped with a warning on "
                            + "stderr. An empty file is {}; a UTF-8 byte order mark is skipped."),
                ]
        ),
        (
            "IMPORT RULES",
            [
                .paragraph(
                    "timi import --rules FILE (default: import.rules beside config.json, when it exists) reads "
                        + "a rules file, in the spirit of hledger's CSV rules. One rule a line; # at the start of "
                        + "a line or after a space begins a comment. A mistake stops the import with "
                        + "FILE:LINE: reason and exit status 65; nothing is imported."),
                .item("skip N", "The lines before the header (or, with fields, before the data); default 1."),
                .item(
                    "fields NAME, ...",
                    "The columns by position, for a file without a header: date, time (a time of day), type, "
                        + "amount, amount-in, amount-out, payee, note, category, book, ref (the transaction number), balance, "
                        + "status, or _ for a column to ignore."),
                .item("date-format F", "MM/DD/YYYY, DD/MM/YYYY, YYYY/MM/DD, YYYYMMDD; - or . may separate."),
                .item("encoding E", "utf-8, gb18030 (gbk), utf-16 or windows-1252, as --encoding, which wins."),
                .item(
                    "if [%FIELD] PATTERN",
                    "A case-insensitive regular expression, matched against %payee, %note, %type, %amount, "
                        + "%status, another field, %account (the file's payment-method column: WeChat Pay's "
                        + "支付方式, Alipay's 收/付款方式) or %COLUMN (one of the file's own columns, by its header "
                        + "name); with no %, against the whole row, its fields joined by commas. Several "
                        + "if lines in a row make one block: any may match."),
                .item(
                    "& [%FIELD] PATTERN",
                    "Right below an if line (or another & line), joins it, as in hledger: the block's "
                        + "conditions so joined must all match."),
                .item(
                    "%amount >N, >=N, <N, <=N, =N, N..M",
                    "Compares the row's amount, whatever its sign (N..M includes both ends); any other "
                        + "pattern after %amount is a regular expression on the amount's text."),
                .item(
                    "%time HH:MM-HH:MM",
                    "The row's time of day, where the file gives one (WeChat Pay, Alipay, a date with a "
                        + "time): from the first minute to the last, both included; 22:00-02:00 runs past "
                        + "midnight. A row without a time does not match."),
                .item(
                    "source S, ...",
                    "Starts a block for the files of these sources only (wechat, alipay, alipay-web, jd, meituan, icbc, "
                        + "chase, monzo, td, csv; alipay is both Alipay exports): the if lines below it, or none for every "
                        + "row, and their actions. A condition on a column the file lacks does not match, so one "
                        + "rules file serves every source; a column no source has is a mistake."),
                .item(
                    "  ACTION VALUE",
                    "Indented under the if lines: category C, type expense|income, book B, note TEXT "
                        + "(%COLUMN in it is replaced by the row's value), payee P, or skip. The first block "
                        + "that sets a field wins; a later block that matches sets only what is still open."),
                .paragraph(
                    "A rule's category applies only to rows of its type: a row of the other type (a 美团 "
                        + "refund, under a rule for 美团's meals) is categorised as if the rule had set no "
                        + "category, and the dry run's plan counts such rows under each rule."),
                .example([
                    "if %payee 美团|饿了么", "  category meals", "if 滴滴|DIDI", "if %note 打车",
                    "  category transport", "if %account 信用卡", "& %time 11:00-14:00", "& %amount 10..80",
                    "  category meals",
                ]),
                .paragraph(
                    "A row no rule categorises and whose file names none of the ledger's categories takes the "
                        + "first of: the category most used for its payee in the book (unless --no-learn); "
                        + "timi's built-in category for the source's own word (Alipay's 交易分类, Monzo's "
                        + "Category: 餐饮美食 is meals, groceries daily); the built-in category of a keyword in "
                        + "its payee, else its note (滴滴, UBER: transport; 外卖, STARBUCKS: meals; 超市, COSTCO: "
                        + "daily; 房租, RENT: housing; 工资, PAYROLL: salary; the longest found, one in ASCII "
                        + "as a whole word); WeChat Pay's 交易类型 (微信红包, 转账); --fallback; for a "
                        + "statement's expense, 待分类 (uncategorised), created when first needed; its type's first "
                        + "category. The built-in steps (off with --no-builtin) find a category by its alias or "
                        + "title, and pass over one the ledger no longer has. The import key is the row's ref, "
                        + "else its date, amount, payee, note and balance as the file has them: other rules "
                        + "never book a row twice."),
            ]
        ),
        (
            "ENVIRONMENT",
            [
                .item("TIMI_HOME", "The ledger directory, when --ledger is not given."),
                .item(
                    "XDG_DATA_HOME",
                    "The ledger is $XDG_DATA_HOME/timi when neither --ledger nor TIMI_HOME is set."),
                .item("XDG_CONFIG_HOME", "The configuration is $XDG_CONFIG_HOME/timi/config.json."),
                .item(
                    "NO_COLOR",
                    "When set and not empty, no colour (unless --color or the configuration asks for it)."),
                .item(
                    "COLORTERM",
                    "truecolor or 24bit: categories' colours (see 'timi category color') are written exactly."
                ),
                .item(
                    "TERM",
                    "dumb: no colour with --color auto. Ending in 256color: categories' colours as the nearest "
                        + "of 256; otherwise (without COLORTERM) the nearest of the 16 basic colours."),
                .item(
                    "LC_ALL, LC_MESSAGES, LANG",
                    "The first one set and not empty decides the language: zh_CN, zh_TW, zh_HK or zh_SG (with "
                        + "any encoding, as zh_CN.UTF-8) for Chinese views, messages and help, and the lunar "
                        + "calendar by default; English otherwise. The configuration's language wins."),
                .item(
                    "COLUMNS",
                    "The width of text views, help (at most \(CommandHelp.maximumWidth)) and, on a terminal, messages "
                        + "(default: the terminal's, else 80)."
                ),
                .item(
                    "TIMI_TODAY",
                    "YYYY-MM-DD: the day timi takes as today, for scripts and tests (recurring bills come due up to it)."
                ),
                .item(
                    "TIMI_LOCK_TIMEOUT",
                    "Seconds to wait for another timi's lock (default: 10); anything but a number of seconds "
                        + "(0 or more) is a usage error, exit 64."),
            ]
        ),
        (
            "FILES",
            [
                .item(
                    "~/.local/share/timi/",
                    "The ledger directory (see --ledger): ledger.json, bills/, attachments/."),
                .item(
                    "ledger.json",
                    "Books, categories, the current book, the budgets, recurring rules, and the accounts with "
                        + "their balance checks; if it is lost, 'timi doctor' rebuilds it from bills/."),
                .item(
                    "bills/<book-id>/<YYYY-MM>.json",
                    "One book's bills of one month, one bill per line. A damaged one stops only the commands "
                        + "that read its month or all-time totals."),
                .item(
                    "bills/<book-id>/<YYYY>.totals",
                    "A summary per month of one book's year (with the month file's size, time and content "
                        + "hash): a cache of the month files, rebuilt from them when damaged."),
                .item(
                    "quarantine/<book-id>/<YYYY-MM>.json",
                    "Damaged month files moved out of the ledger by 'timi doctor --quarantine'."),
                .item("attachments/", "Photos copied in by --photo."),
                .item(
                    "undo/<n>.json, undo/undone/<n>.json",
                    "The last changes, for 'timi undo', and the changes undo reverted, for 'timi redo' (until "
                        + "a new change): what each did and, beside it as <n>.0, <n>.1, …, its files as they were, kept as hard links."),
                .item("~/.config/timi/config.json", "The configuration (see CONFIGURATION)."),
            ]
        ),
        (
            "EXIT STATUS",
            [
                .item("0", "Success."),
                .item(
                    "1",
                    "Not found, ambiguous, or refused by the ledger's rules; also 'timi budget check' when a "
                        + "budget is over (or, with --warn, used that much), 'timi search' when no bill "
                        + "matches, and 'timi account check' when the balance differs (nothing is recorded)."),
                .item("64", "Usage error: an unknown command or option, a missing or bad argument."),
                .item(
                    "65",
                    "Bad data: an amount, date, name, import row, damaged or missing ledger file or configuration file."
                ),
                .item(
                    "66",
                    "An input file (import, photo) is missing, standard input is closed, or there is no ledger "
                        + "at the directory (a read, undo, redo or doctor; a change creates it)."),
                .item(
                    "71", "The system gave timi no command line at all, not even its name; nothing was done."),
                .item(
                    "74",
                    "Input or output error, also when standard output or standard error cannot be written."),
                .item("75", "The ledger is busy: another timi held its lock too long."),
                .item(
                    "130, 143", "Interrupted by SIGINT or SIGTERM; a change not yet committed was abandoned."),
            ]
        ),
        (
            "SEE ALSO",
            [
                .paragraph("The README of timi, for the JSON and CSV formats of every view and of import."),
                .paragraph(
                    "ledger(1), hledger(1) and bean-check (Beancount), which read 'timi export --format ledger' "
                        + "and '--format beancount'."),
            ]
        ),
    ]
}
