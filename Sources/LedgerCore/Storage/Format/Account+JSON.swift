extension Account {
    /// Appends `\n"accounts":[…]` to `ledger.json` (its first key), one account per line, keys sorted, each optional
    /// field only when set; nothing when there are none, so a ledger without accounts is written as before.
    static func encode(_ accounts: [Account], into out: inout ByteWriter) {
        guard !accounts.isEmpty else { return }
        out.append("\n\"accounts\":[")
        for (index, account) in accounts.enumerated() {
            out.append(index == 0 ? "\n{" : ",\n{")
            if !account.checks.isEmpty {
                out.append("\"checks\":[")
                for (index, check) in account.checks.enumerated() {
                    out.append(index == 0 ? "{\"balance\":\"" : ",{\"balance\":\"")
                    out.append(money: check.balance)
                    out.append("\",\"date\":\"")
                    out.append(day: check.date)
                    out.append("\"}")
                }
                out.append("],")
            }
            if account.closed { out.append("\"closed\":true,") }
            out.append("\"currency\":", quoted: account.currency)
            if !account.digits.isEmpty { out.append(",\"digits\":", quoted: account.digits) }
            if let due = account.dueDay { out.append(",\"dueDay\":", number: Int64(due)) }
            if account.hidden { out.append(",\"hidden\":true") }
            out.append(",\"id\":", number: Int64(account.id))
            if !account.institution.isEmpty { out.append(",\"institution\":", quoted: account.institution) }
            out.append(",\"kind\":", quoted: account.kind.rawValue)
            if let limit = account.limit {
                out.append(",\"limit\":\"")
                out.append(money: limit)
                out.append("\"")
            }
            out.append(",\"name\":", quoted: account.name)
            if account.opening != .zero {
                out.append(",\"opening\":\"")
                out.append(money: account.opening)
                out.append("\"")
            }
            if let day = account.openingDate {
                out.append(",\"openingDate\":\"")
                out.append(day: day)
                out.append("\"")
            }
            if let statement = account.statementDay {
                out.append(",\"statementDay\":", number: Int64(statement))
            }
            out.append("}")
        }
        out.append("\n]")
    }

    /// One account of `ledger.json`'s `accounts`; unknown keys are passed over, every value checked.
    /// - Throws: ``JSONReader/Failure`` naming what is missing or wrong.
    static func read(_ reader: inout JSONReader) throws -> Account {
        let start = reader.offset
        var id: Int?
        var name: String?
        var kind: Kind?
        var currency: String?
        var account = Account(id: 0, name: "", kind: .cash, currency: "")
        func flag(_ reader: inout JSONReader) throws -> Bool {
            reader.skipWhitespace()
            if try reader.readNull() { return false }
            try reader.literal("true")
            return true
        }
        func money(_ reader: inout JSONReader, negative: Bool) throws -> Money {
            let text = try reader.readString()
            guard let value = Money(decimal: text), value <= .maximum, value >= -Money.maximum,
                negative || value >= .zero
            else { throw reader.failure(Reason("'{1}' is not an amount like \"1000.00\"", text)) }
            return value
        }
        func dayOfMonth(_ reader: inout JSONReader) throws -> Int {
            let value = try reader.readSmallInt()
            guard (1...31).contains(value) else { throw reader.failure("a day of the month is 1 to 31") }
            return value
        }
        try JSONReader.readObject(&reader) { key, reader in
            switch key {
            case "id": id = try reader.readSmallInt()
            case "name": name = try reader.readString()
            case "kind":
                let text = try reader.readString()
                guard let value = Kind(rawValue: text) else {
                    throw reader.failure(Reason("'{1}' is not a kind of account", text))
                }
                kind = value
            case "currency": currency = try reader.readString()
            case "opening": account.opening = try money(&reader, negative: true)
            case "openingDate":
                let text = try reader.readString()
                guard let day = Day(iso: text) else {
                    throw reader.failure(Reason("'{1}' is not a date (YYYY-MM-DD)", text))
                }
                account.openingDate = day
            case "institution": account.institution = try reader.readString()
            case "digits": account.digits = try reader.readString()
            case "limit": account.limit = try money(&reader, negative: false)
            case "statementDay": account.statementDay = try dayOfMonth(&reader)
            case "dueDay": account.dueDay = try dayOfMonth(&reader)
            case "hidden": account.hidden = try flag(&reader)
            case "closed": account.closed = try flag(&reader)
            case "checks":
                try reader.beginArray()
                while try reader.nextElement() { account.checks.append(try readCheck(&reader)) }
            default: return false
            }
            return true
        }
        guard let id, let name, let kind, let currency else {
            throw JSONReader.Failure(
                message: "an account needs an id, a name, a kind and a currency", offset: start)
        }
        account.checks.sort { $0.date < $1.date }
        account.id = id
        account.name = name
        account.kind = kind
        account.currency = currency
        return account
    }

    /// One balance check of an account's `checks`: `{"balance":"1234.56","date":"2026-11-30"}`.
    private static func readCheck(_ reader: inout JSONReader) throws -> Check {
        let start = reader.offset
        var date: Day?
        var balance: Money?
        try JSONReader.readObject(&reader) { key, reader in
            switch key {
            case "date":
                let text = try reader.readString()
                guard let day = Day(iso: text) else {
                    throw reader.failure(Reason("'{1}' is not a date (YYYY-MM-DD)", text))
                }
                date = day
            case "balance":
                let text = try reader.readString()
                guard let value = Money(decimal: text), value <= .maximum, value >= -Money.maximum else {
                    throw reader.failure(Reason("'{1}' is not an amount like \"1000.00\"", text))
                }
                balance = value
            default: return false
            }
            return true
        }
        guard let date, let balance else {
            throw JSONReader.Failure(message: "a balance check needs a date and a balance", offset: start)
        }
        return Check(date: date, balance: balance)
    }
}
