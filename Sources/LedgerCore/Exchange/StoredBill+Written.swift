extension StoredBill {
    /// A bill object in the exact shape ``MonthFile/encode(_:into:)`` writes it (keys in order, no
    /// white space, no escapes), read on its bytes without the general walk of keys; `nil`, with
    /// nothing consumed, for any other shape or any value ``read(_:_:)`` would refuse, which then
    /// reads it (and says what is wrong). What it returns is what ``read(_:_:)`` returns.
    static func readWritten(_ reader: inout JSONReader) -> StoredBill? {
        let start = reader.offset
        guard let bill = parseWritten(&reader) else {
            reader.offset = start
            return nil
        }
        return bill
    }

    private static func parseWritten(_ reader: inout JSONReader) -> StoredBill? {
        var account: Account.ID?
        if reader.take("{\"account\":") {
            guard let value = reader.takeSmallInt(), reader.take(",\"amount\":") else { return nil }
            account = value
        } else if !reader.take("{\"amount\":") {
            return nil
        }
        guard let amountText = reader.takePlainString(),
            let amount = Money(decimalBytes: amountText), amount > .zero, amount <= .maximum,
            reader.take(",\"category\":"), let category = reader.takeSmallInt(),
            reader.take(",\"created\":"), let createdText = reader.takePlainString(),
            let created = Timestamp(isoBytes: createdText),
            reader.take(",\"date\":"), let dateText = reader.takePlainString(),
            let date = Day(isoBytes: dateText),
            reader.take(",\"id\":"), let id = reader.takePlainString(), !id.isEmpty
        else { return nil }
        var failed = false
        /// The text of the optional key `key`, if it comes next; `failed` when its value is not a string.
        func text(_ key: StaticString) -> JSONReader.Text? {
            guard !failed, reader.take(key) else { return nil }
            guard let text = reader.takePlainString() else {
                failed = true
                return nil
            }
            return .slice(text)
        }
        let importKey = text(",\"importKey\":")
        guard let note = text(",\"note\":") else { return nil }
        let payee = text(",\"payee\":")
        let photo = text(",\"photo\":")
        let recurring = text(",\"recurring\":")
        let reference = text(",\"ref\":")
        var time: TimeOfDay?
        if reader.take(",\"time\":") {
            guard let text = reader.takePlainString(), text.count == 8, let value = TimeOfDay(bytes: text)
            else { return nil }
            time = value
        }
        guard !failed else { return nil }
        let type: BillType
        if reader.take(",\"type\":\"expense\"}") {
            type = .expense
        } else if reader.take(",\"type\":\"income\"}") {
            type = .income
        } else {
            return nil
        }
        return StoredBill(
            amount: amount, category: category, created: created, date: date, id: .slice(id),
            importKey: importKey, note: note, payee: payee, photo: photo, reference: reference,
            recurring: recurring, type: type, account: account, time: time)
    }
}
