extension RecurringRule {
    /// The rules as `ledger.json`'s `recurring` array, one rule per line, keys sorted (`until`,
    /// `bookedThrough` and `paused` only when set).
    static func encode(_ rules: [RecurringRule], into out: inout ByteWriter) {
        out.append("[")
        for (index, rule) in rules.enumerated() {
            out.append(index == 0 ? "\n{" : ",\n{")
            if let account = rule.account { out.append("\"account\":", number: Int64(account)) }
            out.append(rule.account == nil ? "\"amount\":\"" : ",\"amount\":\"")
            out.append(money: rule.amount)
            out.append("\",\"book\":", number: Int64(rule.book))
            if let booked = rule.bookedThrough {
                out.append(",\"bookedThrough\":\"")
                out.append(day: booked)
                out.append("\"")
            }
            out.append(",\"category\":", number: Int64(rule.category))
            out.append(",\"every\":", quoted: rule.every.rawValue)
            out.append(",\"from\":\"")
            out.append(day: rule.from)
            out.append("\",\"id\":", quoted: rule.id)
            out.append(",\"note\":", quoted: rule.note)
            out.append(",\"on\":", number: Int64(rule.on))
            if rule.paused { out.append(",\"paused\":true") }
            out.append(rule.type == .income ? ",\"type\":\"income\"" : ",\"type\":\"expense\"")
            if let until = rule.until {
                out.append(",\"until\":\"")
                out.append(day: until)
                out.append("\"")
            }
            out.append("}")
        }
        out.append(rules.isEmpty ? "]" : "\n]")
    }

    /// Reads `ledger.json`'s `recurring` array: each rule's fields in any order, unknown ones passed
    /// over, every value checked.
    static func readAll(_ reader: inout JSONReader) throws -> [RecurringRule] {
        var rules: [RecurringRule] = []
        try reader.beginArray()
        while try reader.nextElement() { rules.append(try read(&reader)) }
        return rules
    }

    private static func read(_ reader: inout JSONReader) throws -> RecurringRule {
        let start = reader.offset
        func fail(_ detail: Reason) -> JSONReader.Failure {
            JSONReader.Failure(message: Reason("recurring rule: {1}", [detail]), offset: start)
        }
        func day(_ reader: inout JSONReader) throws -> Day {
            try reader.readRaw { raw in
                guard let value = Day(isoBytes: raw) else {
                    throw fail(
                        Reason("'{1}' is not a date (YYYY-MM-DD)", String(decoding: raw, as: UTF8.self)))
                }
                return value
            }
        }
        // Made only when the rule is refused: a reason is not built for every rule read.
        func incomplete() -> JSONReader.Failure {
            fail(
                Reason(
                    "it needs an id, a book, an amount, a category, a type (income or expense), "
                        + "every (day, week, month or year), on and from"))
        }
        var rule = RecurringRule(
            id: "", book: 0, amount: .zero, category: 0, type: .expense, every: .day, on: 0, from: .epoch)
        var required = JSONReader.RequiredMembers(
            "id", "book", "amount", "category", "type", "every", "on", "from")
        try JSONReader.readObject(&reader) { key, reader in
            required.saw(key)
            switch key {
            case "id": rule.id = try reader.readString()
            case "book": rule.book = try reader.readSmallInt()
            case "account": rule.account = try reader.readNull() ? nil : try reader.readSmallInt()
            case "amount":
                rule.amount = try reader.readRaw { raw in
                    guard let value = Money(decimalBytes: raw), value > .zero, value <= .maximum else {
                        throw fail(Reason("'{1}' is not an amount", String(decoding: raw, as: UTF8.self)))
                    }
                    return value
                }
            case "category": rule.category = try reader.readSmallInt()
            case "type":
                guard let type = BillType(rawValue: try reader.readString()) else { throw incomplete() }
                rule.type = type
            case "every":
                guard let every = Frequency(rawValue: try reader.readString()) else { throw incomplete() }
                rule.every = every
            case "on": rule.on = try reader.readSmallInt()
            case "from": rule.from = try day(&reader)
            case "until": rule.until = try reader.readNull() ? nil : try day(&reader)
            case "bookedThrough": rule.bookedThrough = try reader.readNull() ? nil : try day(&reader)
            case "note": rule.note = try reader.readString()
            case "paused":
                rule.paused = reader.peekValue() == UInt8(ascii: "t")
                try reader.literal(rule.paused ? "true" : "false")
            default: return false
            }
            return true
        }
        guard required.firstMissing == nil, !rule.id.isEmpty else { throw incomplete() }
        guard onRange(rule.every).map({ $0.contains(rule.on) }) ?? (rule.on == 0) else {
            throw fail(Reason("on {1} does not fit every {2}", String(rule.on), rule.every.rawValue))
        }
        return rule
    }
}

extension LedgerState {
    /// What is wrong with the recurring rules, if anything: a rule of a missing book or category, of
    /// the other type than its category, or sharing its id.
    func recurringViolation() -> Reason? {
        if Set(recurring.map(\.id)).count != recurring.count { return "two recurring rules have the same id" }
        for rule in recurring {
            if book(rule.book) == nil {
                return Reason("recurring rule {1}: there is no book {2}", rule.id, String(rule.book))
            }
            guard let category = category(rule.category) else {
                return Reason("recurring rule {1}: there is no category {2}", rule.id, String(rule.category))
            }
            if category.type != rule.type {
                return Reason(
                    "recurring rule {1}: category {2} is not {3}",
                    [.verbatim(rule.id), .verbatim(category.title), rule.type.word])
            }
        }
        return nil
    }
}
