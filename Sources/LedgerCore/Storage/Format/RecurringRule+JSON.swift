extension RecurringRule {
    /// The rules as `ledger.json`'s `recurring` array, one rule per line, keys sorted (`until`,
    /// `bookedThrough` and `paused` only when set).
    static func encode(_ rules: [RecurringRule], into out: inout ByteWriter) {
        out.append("[")
        for (index, rule) in rules.enumerated() {
            out.append(index == 0 ? "\n{\"amount\":\"" : ",\n{\"amount\":\"")
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
        func fail(_ detail: String) -> JSONReader.Failure {
            JSONReader.Failure(message: "recurring rule: \(detail)", offset: start)
        }
        func day(_ reader: inout JSONReader) throws -> Day {
            try reader.readRaw { raw in
                guard let value = Day(isoBytes: raw) else {
                    throw fail("'\(String(decoding: raw, as: UTF8.self))' is not a date (YYYY-MM-DD)")
                }
                return value
            }
        }
        let incomplete = fail(
            "it needs an id, a book, an amount, a category, a type (income or expense), "
                + "every (day, week, month or year), on and from")
        var rule = RecurringRule(
            id: "", book: 0, amount: .zero, category: 0, type: .expense, every: .day, on: 0, from: .epoch)
        var required = JSONReader.RequiredMembers("id", "book", "amount", "category", "type", "every", "on", "from")
        try JSONReader.readObject(&reader) { key, reader in
            required.saw(key)
            switch key {
            case "id": rule.id = try reader.readString()
            case "book": rule.book = try reader.readSmallInt()
            case "amount":
                rule.amount = try reader.readRaw { raw in
                    guard let value = Money(decimalBytes: raw), value > .zero, value <= .maximum else {
                        throw fail("'\(String(decoding: raw, as: UTF8.self))' is not an amount")
                    }
                    return value
                }
            case "category": rule.category = try reader.readSmallInt()
            case "type":
                guard let type = BillType(rawValue: try reader.readString()) else { throw incomplete }
                rule.type = type
            case "every":
                guard let every = Frequency(rawValue: try reader.readString()) else { throw incomplete }
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
        guard required.firstMissing == nil, !rule.id.isEmpty else { throw incomplete }
        guard onRange(rule.every).map({ $0.contains(rule.on) }) ?? (rule.on == 0) else {
            throw fail("on \(rule.on) does not fit every \(rule.every.rawValue)")
        }
        return rule
    }
}

extension LedgerState {
    /// What is wrong with the recurring rules, if anything: a rule of a missing book or category, of
    /// the other type than its category, or sharing its id.
    func recurringViolation() -> String? {
        if Set(recurring.map(\.id)).count != recurring.count { return "two recurring rules have the same id" }
        for rule in recurring {
            if book(rule.book) == nil { return "recurring rule \(rule.id): there is no book \(rule.book)" }
            guard let category = category(rule.category) else {
                return "recurring rule \(rule.id): there is no category \(rule.category)"
            }
            if category.type != rule.type {
                return "recurring rule \(rule.id): category \(category.title) is not \(rule.type.rawValue)"
            }
        }
        return nil
    }
}
