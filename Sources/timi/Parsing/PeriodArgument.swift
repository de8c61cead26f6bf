import LedgerCore

/// A command's period: the argument in the one period language of ``Period/read(_:from:to:forms:otherwise:today:)``
/// (`2026-11`, `11`, `2026`, `2026Q3`, `last month`, `this week`, `today`, `all` …) and, for views that
/// show any run of days, `--from`/`--to`; declared once for the parser, the help and completion.
struct PeriodArgument {
    /// The kinds of period the command shows.
    var forms: Period.Forms
    var spec: ArgumentSpec

    /// What a command line gave: the period words, or the bounds.
    struct Given {
        var text: String?
        var from: String?
        var to: String?
    }

    static let from = OptionSpec(
        "--from", value: "date",
        help: "The first day to show (instead of a period; default: the earliest bill).",
        completion: .kind(.dates))
    static let to = OptionSpec(
        "--to", value: "date", help: "The last day to show (instead of a period; default: today).",
        completion: .kind(.dates))

    /// Completion offers the period words the view takes (`this`, `last`, `next` — then their
    /// units, see ``Completer`` —, `today`, `yesterday`, `all`), the ledger's months, and for views of
    /// a year the ledger's years.
    init(_ name: String, _ forms: Period.Forms, help: String) {
        self.forms = forms
        let words =
            Period.relativeWords + (forms.contains(.days) ? ["today", "yesterday"] : [])
            + (forms.contains(.all) ? ["all"] : [])
        let completion = ValueCompletion(words: words, kind: forms.contains(.year) ? .periods : .months)
        spec = ArgumentSpec(name, help: help, completion: completion, optional: true)
    }

    /// The `<period>` of the views of bills (`list`, `pie`, `trend`, `export`): any form, in the same
    /// words for each, `fallback` saying what is shown when none is given.
    static func any(default fallback: String) -> PeriodArgument {
        PeriodArgument(
            "period", .any,
            help: "a month (2026-11, 11, this month, last month), a year (2026, last year), a quarter "
                + "(2026Q3), a week (this week), today, yesterday or all (default: \(fallback)).")
    }

    /// The options a command that shows any run of days declares besides the argument.
    var options: [OptionSpec] { forms.contains(.days) ? [Self.from, Self.to] : [] }

    /// Takes the period from `arguments`: one positional, or two when they make one period
    /// (`last month`), and `--from`/`--to` when the command takes them.
    /// - Throws: ``UsageError`` when both a period and bounds are given.
    func take(from arguments: inout ArgumentScanner) throws -> Given {
        try take(from: &arguments, after: nil).period
    }

    /// Takes the positional `leading`, which comes before the period (`search <text> [<period>]`),
    /// then the period as ``take(from:)`` does.
    /// - Throws: ``UsageError`` when `leading` is missing, or both a period and bounds are given.
    func take(from arguments: inout ArgumentScanner, after leading: ArgumentSpec) throws -> (String, Given) {
        let (text, period) = try take(from: &arguments, after: Optional(leading))
        return (text ?? "", period)
    }

    private func take(from arguments: inout ArgumentScanner, after leading: ArgumentSpec?) throws -> (
        leading: String?, period: Given
    ) {
        let bounds = forms.contains(.days)
        var given = Given(
            from: bounds ? try arguments.value(Self.from) : nil,
            to: bounds ? try arguments.value(Self.to) : nil)
        let first = try leading.map { try arguments.required($0) }
        given.text = arguments.positional()
        // `last month` is one period in two words; `lst month` joins too, to be refused as a whole.
        if given.text != nil, let unit = arguments.nextPositional, Period.units.contains(unit.lowercased()) {
            given.text = (given.text ?? "") + " " + (arguments.positional() ?? "")
        }
        if given.text != nil && (given.from != nil || given.to != nil) {
            throw UsageError(template: "Give either a period or --from/--to, not both", [])
        }
        return (first, given)
    }

    /// The period `given` names, else `otherwise`.
    /// - Throws: ``LedgerError/invalidPeriod(_:reason:)`` or ``LedgerError/invalidDate(_:reason:)``.
    func read(_ given: Given, otherwise: Period, today: Day) throws -> Period {
        try Period.read(
            given.text, from: given.from, to: given.to, forms: forms, otherwise: otherwise, today: today)
    }

    /// The month `given` names, else the month of `today`, for a command that shows one month.
    /// - Throws: ``LedgerError/invalidPeriod(_:reason:)``.
    func month(_ given: Given, today: Day) throws -> Month {
        try read(given, otherwise: Period(month: today.yearMonth), today: today).start.yearMonth
    }
}
