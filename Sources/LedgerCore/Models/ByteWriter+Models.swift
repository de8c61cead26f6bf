extension ByteWriter {
    /// Appends an amount with two decimals, as ``Money/description`` writes it.
    mutating func append(money: Money) {
        if money.cents < 0 { append(byte: UInt8(ascii: "-")) }
        appendDigits(money.cents.magnitude / 100, minimumWidth: 1)
        append(byte: UInt8(ascii: "."))
        appendFixed(Int(money.cents.magnitude % 100), digits: 2)
    }

    /// Appends `HH:MM:SS`, as ``TimeOfDay/description`` writes it.
    mutating func append(time: TimeOfDay) {
        appendFixed(time.hour, digits: 2)
        append(byte: UInt8(ascii: ":"))
        appendFixed(time.minute, digits: 2)
        append(byte: UInt8(ascii: ":"))
        appendFixed(time.second, digits: 2)
    }

    /// Appends `YYYY-MM-DD`.
    mutating func append(day: Day) {
        appendFixed(day.year, digits: 4)
        append(byte: UInt8(ascii: "-"))
        appendFixed(day.month, digits: 2)
        append(byte: UInt8(ascii: "-"))
        appendFixed(day.day, digits: 2)
    }

    /// Appends `YYYY-MM`.
    mutating func append(month: Month) {
        appendFixed(month.year, digits: 4)
        append(byte: UInt8(ascii: "-"))
        appendFixed(month.month, digits: 2)
    }

    /// Appends the timestamp as ``Timestamp/description`` writes it.
    mutating func append(timestamp: Timestamp) {
        let (days, millisecondOfDay) = timestamp.milliseconds.floorDivided(by: 86_400_000)
        append(day: Day(ordinal: Int(days)) ?? .epoch)
        let milliseconds = Int(millisecondOfDay)
        let seconds = milliseconds / 1000
        append(byte: UInt8(ascii: "T"))
        appendFixed(seconds / 3600, digits: 2)
        append(byte: UInt8(ascii: ":"))
        appendFixed(seconds / 60 % 60, digits: 2)
        append(byte: UInt8(ascii: ":"))
        appendFixed(seconds % 60, digits: 2)
        append(byte: UInt8(ascii: "."))
        appendFixed(milliseconds % 1000, digits: 3)
        append(byte: UInt8(ascii: "Z"))
    }
}
