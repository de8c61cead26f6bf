/// A statement's rows with their balances, in the file's order, before the import (see
/// ``StatementReconciliation``).
struct BalanceChain {
    /// What became of a row in the import.
    enum Fate: UInt8 {
        /// Booked now, or in the ledger already: in timi's balance.
        case inLedger
        /// Left out: not in timi's balance.
        case leftOut
    }

    struct Entry {
        var line: Int
        var day: Day?
        var signed: Money
        var balance: Money?
    }

    private(set) var entries: [Entry]
    /// The file's order to read chronologically: reversed when it is newest first.
    let newestFirst: Bool
    let owed: Bool
    /// The first break of the chain, in chronological order.
    private(set) var chainBreak: (line: Int, expected: Money, found: Money)?

    /// The chain of `rows`; `nil` when no row has a balance.
    init?(rows: [FileRow]) {
        var entries: [Entry] = []
        entries.reserveCapacity(rows.count)
        var balances = 0
        for row in rows {
            let amount = row[.amount].flatMap { Money(decimal: Substring($0)) } ?? .zero
            let balanceText = row[.balance].map(Validation.trimmingBlanks) ?? ""
            let balance = balanceText.isEmpty ? nil : try? Account.validatedBalance(balanceText)
            if balance != nil { balances += 1 }
            entries.append(
                Entry(
                    line: row.line, day: row[.date].flatMap { Day(iso: $0) },
                    signed: row[.type] == BillType.income.rawValue ? amount : -amount, balance: balance))
        }
        guard balances > 0 else { return nil }
        self.entries = entries
        // The order and sign under which most rows chain; a tie goes to the dates' order, unnegated.
        let days = entries.compactMap(\.day)
        let datesNewestFirst = days.count > 1 && days[0] > days[days.count - 1]
        var best: (reversed: Bool, owed: Bool, breaks: Int)?
        for reversed in [datesNewestFirst, !datesNewestFirst] {
            for owed in [false, true] {
                let breaks = BalanceChain.breaks(entries, reversed: reversed, owed: owed, stopAtFirst: false).count
                if best.map({ breaks < $0.breaks }) ?? true { best = (reversed, owed, breaks) }
            }
        }
        newestFirst = best?.reversed ?? datesNewestFirst
        owed = best?.owed ?? false
        chainBreak = BalanceChain.breaks(entries, reversed: newestFirst, owed: owed, stopAtFirst: true).first
    }

    /// The breaks of the chain of `entries` read in that order (`reversed`: newest first), balances
    /// negated when `owed`.
    private static func breaks(
        _ entries: [Entry], reversed: Bool, owed: Bool, stopAtFirst: Bool
    ) -> [(line: Int, expected: Money, found: Money)] {
        var found: [(line: Int, expected: Money, found: Money)] = []
        var running: Money?
        func visit(_ entry: Entry) -> Bool {
            if let value = running { running = value + entry.signed }
            if let balance = entry.balance.map({ owed ? -$0 : $0 }) {
                if let expected = running, expected != balance {
                    found.append((entry.line, expected, balance))
                    if stopAtFirst { return false }
                }
                running = balance
            }
            return true
        }
        if reversed {
            for entry in entries.reversed() where !visit(entry) { break }
        } else {
            for entry in entries where !visit(entry) { break }
        }
        return found
    }

    /// The indices of the entries in chronological order (an array of indices, not of entries: a
    /// statement of 100,000 rows is read once more, not copied).
    private var chronological: [Int] { newestFirst ? Array(entries.indices.reversed()) : Array(entries.indices) }

    /// The balance before the first row (its balance less its amount, and those of the rows before
    /// it that have none), and that row's day: an account created by the import opens with it.
    var opening: (Money, Day)? {
        let order = chronological
        guard let day = order.lazy.compactMap({ self.entries[$0].day }).first else { return nil }
        var sum = Money.zero
        for index in order {
            let entry = entries[index]
            sum += entry.signed
            if let balance = entry.balance { return ((owed ? -balance : balance) - sum, day) }
        }
        return nil
    }

    /// The first and last days of the rows.
    var days: ClosedRange<Day>? {
        var range: ClosedRange<Day>?
        for entry in entries {
            guard let day = entry.day else { continue }
            range = range.map { min($0.lowerBound, day)...max($0.upperBound, day) } ?? day...day
        }
        return range
    }

    /// The reconciliation against an account whose balance at the end of the day before the first
    /// row was `before` and whose bills' flows by day (the import's included) are `flows`; `fates`
    /// says which rows are in the ledger, in the file's order. `account` `nil`: the chain alone.
    func reconciliation(
        account: Account.ID?, before: Money, flows: [Day: Money], fates: [Fate],
        place: (Int) -> ImportPlace
    ) -> StatementReconciliation? {
        let ordered = chronological
        guard let last = ordered.last(where: { entries[$0].balance != nil && entries[$0].day != nil }),
            let lastDay = entries[last].day, let lastBalance = entries[last].balance
        else { return nil }
        var result = StatementReconciliation(
            rows: entries.reduce(0) { $0 + ($1.balance == nil ? 0 : 1) }, newestFirst: newestFirst, owed: owed,
            lastDay: lastDay, lastBalance: owed ? -lastBalance : lastBalance, account: account)
        result.chainBreak = chainBreak.map {
            StatementReconciliation.Break(place: place($0.line), expected: $0.expected, found: $0.found)
        }
        for index in ordered where fates.count > index && fates[index] == .leftOut && entries[index].signed != .zero {
            result.leftOut += 1
            result.leftOutAmount += entries[index].signed
        }
        guard let account else { return result }
        // timi's balance at the end of each day: `before` and the flows of the days up to it.
        let sortedDays = flows.keys.sorted()
        var endOf: [Day: Money] = [:]
        var running = before
        for day in sortedDays {
            running += flows[day] ?? .zero
            endOf[day] = running
        }
        func end(of day: Day) -> Money {
            // The last day with a flow on or before `day`.
            var low = 0
            var high = sortedDays.count
            while low < high {
                let middle = (low + high) / 2
                if sortedDays[middle] <= day { low = middle + 1 } else { high = middle }
            }
            return low == 0 ? before : endOf[sortedDays[low - 1]] ?? before
        }
        var lastOfDay: [Day: Int] = [:]
        for (position, index) in ordered.enumerated() {
            if let day = entries[index].day { lastOfDay[day] = position }
        }
        var partial: [Day: Money] = [:]
        var leftOutSoFar = Money.zero
        for (position, index) in ordered.enumerated() {
            let entry = entries[index]
            guard let day = entry.day else { continue }
            let fate = fates.count > index ? fates[index] : .leftOut
            if fate == .leftOut { leftOutSoFar += entry.signed } else { partial[day, default: .zero] += entry.signed }
            guard let balance = entry.balance.map({ owed ? -$0 : $0 }) else { continue }
            let dayStart = day.adding(days: -1).map(end(of:)) ?? before
            let timi =
                (lastOfDay[day] == position ? end(of: day) : dayStart + (partial[day] ?? .zero)) + leftOutSoFar
            if timi != balance {
                result.parting = StatementReconciliation.Parting(
                    place: place(entry.line), day: day, statement: balance, timi: timi)
                break
            }
        }
        result.timiBalance = end(of: lastDay)
        return result
    }
}
