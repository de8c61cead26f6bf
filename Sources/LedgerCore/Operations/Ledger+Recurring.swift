/// What a person gives to make a recurring rule (`timi recurring add`).
package struct RecurringDraft: Sendable {
    /// The amount of each bill, greater than 0.
    package var amount: Money
    /// A category title, alias or id; `nil` for the first category of the type.
    package var category: String?
    /// The type asked for (`--income`); `nil` lets the category decide (expense by default).
    package var type: BillType?
    /// The note of each bill.
    package var note: String
    /// How often the bill comes back.
    package var every: RecurringRule.Frequency
    /// The weekday or day of the month; `nil` for the one of `from`.
    package var on: Int?
    /// The first day an occurrence may fall on.
    package var from: Day
    /// The last day an occurrence may fall on, if any.
    package var until: Day?
    /// The account of each bill, as typed; `nil` for none.
    package var account: String?

    /// A draft with the given values.
    package init(
        amount: Money, category: String?, type: BillType?, note: String = "", every: RecurringRule.Frequency,
        on: Int? = nil, from: Day, until: Day? = nil, account: String? = nil
    ) {
        self.amount = amount
        self.category = category
        self.type = type
        self.note = note
        self.every = every
        self.on = on
        self.from = from
        self.until = until
        self.account = account
    }
}

/// What to change in a recurring rule (`timi recurring edit`); `nil` leaves a field as it is. The
/// changes apply to the occurrences not booked yet; the bills already booked stay as they are.
package struct RecurringChanges: Sendable {
    /// The new amount.
    package var amount: Money?
    /// A category title, alias or id.
    package var category: String?
    /// The new type; the category must be of it.
    package var type: BillType?
    /// The new note.
    package var note: String?
    /// The new frequency (`on` becomes the one of `from` unless given too).
    package var every: RecurringRule.Frequency?
    /// The new weekday or day of the month.
    package var on: Int?
    /// The new first day.
    package var from: Day?
    /// The new last day.
    package var until: Day?
    /// A new account, as typed; `""` takes it away.
    package var account: String?

    /// No change yet: set the fields to change.
    package init() {}

    /// Whether nothing would change.
    package var isEmpty: Bool {
        amount == nil && category == nil && type == nil && note == nil && every == nil && on == nil
            && from == nil && until == nil && account == nil
    }
}

extension Ledger {
    /// Makes a recurring rule in `book`. Its occurrences that are already due are booked before the
    /// next command (or by ``bookDueOccurrences(through:now:)``).
    /// - Returns: the new rule.
    /// - Throws: ``LedgerError`` for an unknown category or one of the other type, a bad note, an `on`
    ///   out of range or an `until` before `from`.
    @discardableResult
    package func addRecurringRule(_ draft: RecurringDraft, to book: Book.ID) throws -> RecurringRule {
        let category = try categoryForBill(draft.category, type: draft.type)
        let rule = try Self.checked(
            RecurringRule(
                id: try BillID.make(), book: book, amount: draft.amount, category: category.id,
                type: category.type, note: draft.note, every: draft.every,
                on: draft.on ?? RecurringRule.defaultOn(draft.every, from: draft.from), from: draft.from,
                until: draft.until, account: try draft.account.map { try openAccount(matching: $0).id }))
        state.recurring.append(rule)
        logChange(ChangeRecord("recurring add {1}", values: [record(of: rule)]))
        return rule
    }

    /// Changes a rule's future occurrences.
    /// - Returns: the rule as it is now.
    /// - Throws: as ``addRecurringRule(_:to:)``.
    @discardableResult
    package func editRecurringRule(_ rule: RecurringRule, _ changes: RecurringChanges) throws -> RecurringRule
    {
        var edited = rule
        if let amount = changes.amount { edited.amount = amount }
        if let note = changes.note { edited.note = note }
        if let from = changes.from { edited.from = from }
        if let until = changes.until { edited.until = until }
        if let every = changes.every {
            edited.every = every
            edited.on = RecurringRule.defaultOn(every, from: edited.from)
        }
        if let on = changes.on { edited.on = on }
        if let account = changes.account {
            edited.account = account.isEmpty ? nil : try openAccount(matching: account).id
        }
        if changes.category != nil || (changes.type != nil && changes.type != rule.type) {
            let category = try categoryForBill(changes.category, type: changes.type)
            edited.category = category.id
            edited.type = category.type
        }
        edited = try Self.checked(edited)
        try replace(rule, with: edited)
        logChange(ChangeRecord("recurring edit {1}", values: [record(of: edited)]))
        return edited
    }

    /// Deletes a rule; the bills it booked stay.
    package func deleteRecurringRule(_ rule: RecurringRule) throws {
        try replace(rule, with: nil)
        logChange(ChangeRecord("recurring delete {1}", values: [record(of: rule)]))
    }

    /// Pauses a rule (it books nothing), or resumes it: then the occurrences before `today`, those of
    /// the pause, are skipped, and today's is booked if it is due.
    /// - Returns: the rule as it is now.
    @discardableResult
    package func setRecurringRule(_ rule: RecurringRule, paused: Bool, today: Day) throws -> RecurringRule {
        var changed = rule
        changed.paused = paused
        if !paused, rule.paused, let yesterday = today.adding(days: -1),
            rule.bookedThrough.map({ $0 < yesterday }) ?? true
        {
            changed.bookedThrough = yesterday
        }
        try replace(rule, with: changed)
        logChange(ChangeRecord(paused ? "recurring pause {1}" : "recurring resume {1}", values: [record(of: changed)]))
        return changed
    }

    /// The rule whose id is `query` or, failing that, starts with it (case-insensitive), in any book.
    /// - Throws: ``LedgerError/notFound(kind:query:suggestion:)`` or
    ///   ``LedgerError/ambiguous(kind:query:candidates:)``.
    package func recurringRule(matching query: String) throws -> RecurringRule {
        let needle = query.lowercased()
        if let exact = state.recurring.first(where: { $0.id == needle }) { return exact }
        let matches = needle.isEmpty ? [] : state.recurring.filter { $0.id.hasPrefix(needle) }
        guard let first = matches.first else {
            throw LedgerError.notFound(kind: "recurring rule", query: query, suggestion: nil)
        }
        guard matches.count == 1 else {
            throw LedgerError.ambiguous(
                kind: "recurring rule", query: query, candidates: matches.map { .verbatim(describe($0)) })
        }
        return first
    }

    /// A one-line description of a rule for messages: `1a2b3c4d every month on 1 房租 3000.00 rent`,
    /// its schedule in `language` (`每月 1 日`); the undo history stores the English one.
    package func describe(_ rule: RecurringRule, in language: Language = .english) -> String {
        record(of: rule).text(in: language)
    }

    /// ``describe(_:in:)`` as data, for the undo history: the schedule a record, the rest as it is.
    func record(of rule: RecurringRule) -> ChangeRecord.Value {
        let title = state.category(rule.category)?.title ?? "?"
        let texts = [title, rule.amount.description, rule.note].filter { !$0.isEmpty }
        return .words([.text(rule.shortID), .record(rule.scheduleRecord)] + texts.map(ChangeRecord.Value.text))
    }

    /// Moves the rules of `category` to `target` (``deleteCategory(_:movingBillsTo:)``), or refuses
    /// when there is none: a rule must keep a category.
    func moveRecurringRules(of category: Category, to target: Category?) throws {
        let count = state.recurring.filter { $0.category == category.id }.count
        guard count > 0 else { return }
        guard let target, target.type == category.type, target.id != category.id else {
            let values = [
                .verbatim(category.title), .verbatim(category.alias), .verbatim(String(count)),
                category.type.word,
            ]
            throw LedgerError.refused(
                count == 1
                    ? Reason(
                        "{1} ({2}) is used by {3} recurring rule; move them to another {4} category with "
                            + "--move-to CATEGORY", values)
                    : Reason(
                        "{1} ({2}) is used by {3} recurring rules; move them to another {4} category with "
                            + "--move-to CATEGORY", values))
        }
        for index in state.recurring.indices where state.recurring[index].category == category.id {
            state.recurring[index].category = target.id
        }
    }

    /// Replaces `rule` (found by id) with `new`, or removes it.
    private func replace(_ rule: RecurringRule, with new: RecurringRule?) throws {
        guard let index = state.recurring.firstIndex(where: { $0.id == rule.id }) else {
            throw LedgerError.notFound(kind: "recurring rule", query: rule.id, suggestion: nil)
        }
        if let new { state.recurring[index] = new } else { state.recurring.remove(at: index) }
    }

    /// `rule` when its values keep the rules: `on` in range, `until` not before `from`, a valid note.
    private static func checked(_ rule: RecurringRule) throws -> RecurringRule {
        var rule = rule
        rule.note = try Bill.validatedNote(rule.note)
        if let range = RecurringRule.onRange(rule.every) {
            guard range.contains(rule.on) else {
                throw LedgerError.invalidValue(
                    field: "on", value: String(rule.on),
                    reason: rule.every == .week
                        ? "every week takes a weekday, 1 (Monday) to 7 (Sunday)"
                        : Reason("every {1} takes a day of the month, 1 to 31", rule.every.rawValue))
            }
        } else {
            rule.on = 0
        }
        if let until = rule.until, until < rule.from {
            throw LedgerError.invalidDate(
                until.description, reason: Reason("--until is before --from ({1})", rule.from.description))
        }
        return rule
    }
}
