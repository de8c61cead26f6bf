import LedgerCore

/// A command's period argument: the forms it takes (`YYYY-MM`, `YYYY`, `all`, `last`), declared once
/// for ``Period/read(_:from:to:forms:otherwise:today:)``, the help and completion.
struct PeriodArgument {
    var forms: Period.Forms
    var spec: ArgumentSpec

    /// Completion offers the ledger's months, and its years and `all` when `forms` has years, and
    /// `last` when it has that.
    init(_ name: String, _ forms: Period.Forms, help: String) {
        self.forms = forms
        let completion = ValueCompletion(
            words: forms.contains(.last) ? ["last"] : [], kind: forms.contains(.year) ? .periods : .months)
        spec = ArgumentSpec(name, help: help, completion: completion)
    }

    /// The period `text` (or `--from`/`--to`) names, else `otherwise`.
    /// - Throws: ``LedgerError/invalidPeriod(_:reason:)`` or ``LedgerError/invalidDate(_:reason:)``.
    func read(_ text: String?, from: String? = nil, to: String? = nil, otherwise: Period, today: Day) throws
        -> Period
    {
        try Period.read(text, from: from, to: to, forms: forms, otherwise: otherwise, today: today)
    }

    /// The month `text` names, else the month of `today`, for a command that shows one month.
    /// - Throws: ``LedgerError/invalidPeriod(_:reason:)``.
    func month(_ text: String?, today: Day) throws -> Month {
        try read(text, otherwise: Period(month: today.yearMonth), today: today).start.yearMonth
    }
}
