import LedgerCore

/// The fields of a bill as options, declared once for `add`, which records a new bill, and `edit`,
/// which changes one (argument-parser's `@OptionGroup`). Each takes the options its purpose allows,
/// with help in its own words: `add` takes the amount and category as arguments instead.
struct BillFields {
    /// What the fields are given for.
    enum Purpose {
        /// A new bill (`add`): what is left out takes its default.
        case adding
        /// A change to a bill (`edit`): what is left out stays as it is.
        case editing

        /// The help text for this purpose.
        func says(_ adding: String, _ editing: String) -> String { self == .adding ? adding : editing }
    }

    static let amount = OptionSpec(
        "--amount", value: "amount", help: "A new amount (12.50, or an expression such as 12+8.5 or 3*12.5).")
    static let category = OptionSpec.category(help: "A new category (title, alias, id or unique prefix).")
    static let noPhoto = OptionSpec("--no-photo", help: "Remove the photo.", exclusive: "photo")

    static func income(_ purpose: Purpose) -> OptionSpec {
        OptionSpec(
            "--income",
            help: purpose.says(
                "Record income (default: expense, or the type of the category given).",
                "Make it income (its category becomes the first income category unless one is given)."),
            exclusive: "type")
    }

    static func expense(_ purpose: Purpose) -> OptionSpec {
        OptionSpec(
            "--expense", help: purpose.says("Record an expense.", "Make it an expense."), exclusive: "type")
    }

    static func date(_ purpose: Purpose) -> OptionSpec {
        OptionSpec(
            "--date", short: "-d", value: "date",
            help: purpose.says(
                "YYYY-MM-DD, MM-DD (or with /), today, yesterday, tomorrow, a weekday (mon, 周一: the most"
                    + " recent) or -N for N days ago (default: today).",
                "A new date: YYYY-MM-DD, MM-DD, today, yesterday, tomorrow, a weekday or -N."),
            completion: .kind(.dates))
    }

    static func time(_ purpose: Purpose) -> OptionSpec {
        OptionSpec(
            "--time", value: "HH:MM",
            help: purpose.says(
                "The time of day, HH:MM or HH:MM:SS: orders the bill among its day's (default: none; bills"
                    + " without a time follow those with one, in the order they were added).",
                "A new time of day, HH:MM or HH:MM:SS; --time '' takes it away."))
    }

    static func note(_ purpose: Purpose) -> OptionSpec {
        OptionSpec(
            "--note", short: "-n", value: "text",
            help: purpose.says(
                "A remark of at most \(Bill.maxNoteLength) characters (default: none).",
                "A new note; --note '' clears it."),
            completion: purpose == .adding ? .kind(.notes) : .none)
    }

    static func payee(_ purpose: Purpose) -> OptionSpec {
        OptionSpec(
            "--payee", value: "name",
            help: purpose.says(
                "Who was paid, or who paid; at most \(Bill.maxPayeeLength) characters (default: none).",
                "A new payee; --payee '' removes it."),
            completion: purpose == .adding ? .kind(.payees) : .none)
    }

    static func photo(_ purpose: Purpose) -> OptionSpec {
        OptionSpec(
            "--photo", value: "file",
            help: purpose.says(
                "A picture to keep with the bill; it is copied into the ledger (default: none).",
                "Attach this picture instead of any current one."),
            completion: .kind(.files), exclusive: "photo")
    }

    static func account(_ purpose: Purpose) -> OptionSpec {
        OptionSpec(
            "--account", short: "-a", value: "name",
            help: purpose.says(
                "The account the money moved through: its name, id or a unique prefix (default: the "
                    + "book's default account, else the configuration's defaultAccount, else none).",
                "A new account; --account '' takes the bill's account away."),
            completion: .kind(.accounts))
    }

    /// A transfer's new destination (`edit`; `timi transfer` takes it as an argument).
    static let toAccount = OptionSpec(
        "--to", value: "account", help: "A transfer's new destination account.", completion: .kind(.accounts))

    static func toAmount(_ purpose: Purpose) -> OptionSpec {
        OptionSpec(
            "--to-amount", value: "amount",
            help: purpose.says(
                "What arrived in <to>, in its currency: required between two currencies, refused within one (default: <amount>).",
                "A transfer's new amount arrived (between two currencies)."))
    }

    static func fee(_ purpose: Purpose) -> OptionSpec {
        OptionSpec(
            "--fee", value: "amount",
            help: purpose.says(
                "What the transfer cost, taken from <from> on top of <amount> (手续费; default: none).",
                "A transfer's new fee; --fee 0 removes it."))
    }

    /// The options of `purpose`, in the order of the help.
    static func options(_ purpose: Purpose) -> [OptionSpec] {
        let common = [
            income(purpose), expense(purpose), date(purpose), time(purpose), note(purpose), payee(purpose),
            account(purpose), photo(purpose),
        ]
        return purpose == .adding
            ? common : [amount, category] + common + [noPhoto, toAccount, toAmount(purpose), fee(purpose)]
    }

    /// `--amount`, as typed (`edit`).
    var amount: String?
    /// `--category`: a title, alias, id or prefix (`edit`).
    var category: String?
    /// `--income` or `--expense`.
    var type: BillType?
    /// `--date`, as typed; see ``day(today:)``.
    var date: String?
    /// `--time`, as typed; `""` takes a bill's time away (`edit`).
    var time: String?
    /// `--note`; `""` clears the note of a bill being edited.
    var note: String?
    /// `--payee`; `""` removes the payee of a bill being edited.
    var payee: String?
    /// `--account`, as typed; `""` takes a bill's account away (`edit`).
    var account: String?
    /// `--photo`: a picture to attach.
    var photo: String?
    /// `--no-photo` (`edit`).
    var removePhoto = false
    /// A transfer's `--to`, `--to-amount` and `--fee`, as typed (`edit`).
    var toAccount: String?
    var toAmount: String?
    var fee: String?

    /// Pulls out the options of `purpose`.
    /// - Throws: ``UsageError`` for a missing value, `--income` with `--expense`, or `--photo` with
    ///   `--no-photo`.
    init(parsing arguments: inout ArgumentScanner, for purpose: Purpose) throws {
        if purpose == .editing {
            amount = try arguments.value(Self.amount)
            category = try arguments.value(Self.category)
        }
        type = try arguments.oneOf([(Self.income(purpose), .income), (Self.expense(purpose), .expense)])
        date = try arguments.value(Self.date(purpose))
        time = try arguments.value(Self.time(purpose))
        note = try arguments.value(Self.note(purpose))
        payee = try arguments.value(Self.payee(purpose))
        account = try arguments.value(Self.account(purpose))
        photo = try arguments.value(Self.photo(purpose))
        if purpose == .editing {
            removePhoto = arguments.flag(Self.noPhoto)
            toAccount = try arguments.value(Self.toAccount)
            toAmount = try arguments.value(Self.toAmount(purpose))
            fee = try arguments.value(Self.fee(purpose))
            if photo != nil && removePhoto { throw UsageError.conflict(Self.photo(purpose), Self.noPhoto) }
        }
    }

    /// The day `--date` names, read against `today`; `nil` when it was not given.
    /// - Throws: ``LedgerError/invalidDate(_:reason:)``.
    func day(today: Day) throws -> Day? { try date.map { try Day(parsing: $0, today: today) } }
}
