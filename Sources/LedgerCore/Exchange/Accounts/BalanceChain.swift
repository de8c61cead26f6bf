/// A statement's rows with their balances, in the file's order, before the import (see
/// ``StatementReconciliation``).
///
/// The chain is checked a day at a time: banks list the rows of one day in any order (Chase's newest-first
/// export puts a day's card purchase above the transfer made before it), so a day's balances must
/// hold the one its first balance less its rows and the day's rows come to, whichever row writes it.
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
        // The order and sign under which most days chain; a tie goes to the dates' order, unnegated.
        let days = entries.compactMap(\.day)
        let datesNewestFirst = days.count > 1 && days[0] > days[days.count - 1]
        var best: (reversed: Bool, owed: Bool, breaks: Int)?
        for reversed in [datesNewestFirst, !datesNewestFirst] {
            for owed in [false, true] {
                let breaks = BalanceChain.walk(entries, reversed: reversed, owed: owed, stopAtFirst: false).breaks.count
                if best.map({ breaks < $0.breaks }) ?? true { best = (reversed, owed, breaks) }
            }
        }
        newestFirst = best?.reversed ?? datesNewestFirst
        owed = best?.owed ?? false
        chainBreak = BalanceChain.walk(entries, reversed: newestFirst, owed: owed, stopAtFirst: true).breaks.first
    }

    /// What the statement says of one day (a run of rows of one day in the chain's order).
    struct Settled {
        /// The balance before the day, the one after it, and the row that writes it.
        var start: Money
        var end: Money
        var line: Int
        /// What the day's last row writes when no row writes ``end``: the chain breaks there.
        var found: Money?
    }

    /// The runs of `entries` read in chronological order (`reversed`: newest first) that share a day,
    /// each the entries' indices.
    private static func days(_ entries: [Entry], reversed: Bool) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        guard !entries.isEmpty else { return [] }
        for position in 1...entries.count where position == entries.count || entries[index(position, entries.count, reversed)].day != entries[index(start, entries.count, reversed)].day || entries[index(position, entries.count, reversed)].day == nil {
            runs.append(start..<position)
            start = position
        }
        return runs
    }

    /// The index in the file's order of the `position`-th entry in the chain's.
    private static func index(_ position: Int, _ count: Int, _ reversed: Bool) -> Int {
        reversed ? count - 1 - position : position
    }

    /// The day of the entries at `positions`: its balance before (`start`, or, for the first day, the
    /// one its rows agree on) and after; `nil` when none of its rows has a balance.
    private static func settle(
        _ entries: [Entry], _ positions: Range<Int>, reversed: Bool, owed: Bool, start: Money?
    ) -> Settled? {
        var sum = Money.zero
        var candidates: [(line: Int, start: Money, balance: Money)] = []
        for position in positions {
            let entry = entries[index(position, entries.count, reversed)]
            sum += entry.signed
            if let written = entry.balance {
                let balance = owed ? -written : written
                candidates.append((entry.line, balance - sum, balance))
            }
        }
        guard let last = candidates.last else { return nil }
        let total = sum
        let begin =
            start
            ?? candidates.first { candidate in candidates.contains { $0.balance == candidate.start + total } }?.start
            ?? last.start
        let end = begin + total
        if let row = candidates.first(where: { $0.balance == end }) {
            return Settled(start: begin, end: end, line: row.line)
        }
        return Settled(start: begin, end: end, line: last.line, found: last.balance)
    }

    /// The chain read in chronological order (`reversed`: newest first), balances negated when `owed`:
    /// each day settled (kept when `keepingDays`), and where it breaks.
    private static func walk(
        _ entries: [Entry], reversed: Bool, owed: Bool, stopAtFirst: Bool, keepingDays: Bool = false
    ) -> (days: [(positions: Range<Int>, settled: Settled?)], breaks: [(line: Int, expected: Money, found: Money)]) {
        var settledDays: [(positions: Range<Int>, settled: Settled?)] = []
        var breaks: [(line: Int, expected: Money, found: Money)] = []
        var running: Money?
        for positions in days(entries, reversed: reversed) {
            let settled = settle(entries, positions, reversed: reversed, owed: owed, start: running)
            if keepingDays { settledDays.append((positions, settled)) }
            guard let settled else {
                if let value = running {
                    running = positions.reduce(value) { $0 + entries[index($1, entries.count, reversed)].signed }
                }
                continue
            }
            if let found = settled.found {
                breaks.append((settled.line, settled.end, found))
                if stopAtFirst { break }
                running = found
            } else {
                running = settled.end
            }
        }
        return (settledDays, breaks)
    }

    /// The balance before the first row (the first day's balance less its rows, and less the rows
    /// before it that have none), and the first day: an account created by the import opens with it.
    var opening: (Money, Day)? {
        let walked = BalanceChain.walk(
            entries, reversed: newestFirst, owed: owed, stopAtFirst: true, keepingDays: true
        ).days
        guard let firstDay = entries.lazy.compactMap(\.day).min() else { return nil }
        var before = Money.zero
        for (positions, settled) in walked {
            if let settled { return (settled.start - before, firstDay) }
            before = positions.reduce(before) { $0 + entries[BalanceChain.index($1, entries.count, newestFirst)].signed }
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
    /// timi's balance is compared with the statement's at the end of each day.
    func reconciliation(
        account: Account.ID?, before: Money, flows: [Day: Money], fates: [Fate],
        place: (Int) -> ImportPlace
    ) -> StatementReconciliation? {
        let walked = BalanceChain.walk(
            entries, reversed: newestFirst, owed: owed, stopAtFirst: false, keepingDays: true
        ).days
        func entry(_ position: Int) -> (index: Int, entry: Entry) {
            let index = BalanceChain.index(position, entries.count, newestFirst)
            return (index, entries[index])
        }
        guard let (positions, last) = walked.last(where: { $0.settled != nil }).flatMap({ day in day.settled.map { (day.positions, $0) } }),
            let lastDay = entry(positions.lowerBound).entry.day
        else { return nil }
        var result = StatementReconciliation(
            rows: entries.reduce(0) { $0 + ($1.balance == nil ? 0 : 1) }, newestFirst: newestFirst, owed: owed,
            lastDay: lastDay, lastBalance: last.found ?? last.end, account: account)
        result.chainBreak = chainBreak.map {
            StatementReconciliation.Break(place: place($0.line), expected: $0.expected, found: $0.found)
        }
        for (index, fate) in fates.enumerated() where fate == .leftOut && index < entries.count && entries[index].signed != .zero {
            result.leftOut += 1
            result.leftOutAmount += entries[index].signed
        }
        guard account != nil else { return result }
        // timi's balance at the end of each day: `before` and the flows of the days up to it.
        let sortedDays = flows.keys.sorted()
        var endOf: [Money] = []
        endOf.reserveCapacity(sortedDays.count)
        var running = before
        for day in sortedDays {
            running += flows[day] ?? .zero
            endOf.append(running)
        }
        func end(of day: Day) -> Money {
            // The last day with a flow on or before `day`.
            var low = 0
            var high = sortedDays.count
            while low < high {
                let middle = (low + high) / 2
                if sortedDays[middle] <= day { low = middle + 1 } else { high = middle }
            }
            return low == 0 ? before : endOf[low - 1]
        }
        var leftOutSoFar = Money.zero
        // The difference of every day compared so far while it is one and the same from the first.
        var constant: Money?
        var compared = 0
        for (positions, settled) in walked {
            for position in positions {
                let (index, row) = entry(position)
                if index >= fates.count || fates[index] == .leftOut { leftOutSoFar += row.signed }
            }
            guard let settled, let day = entry(positions.lowerBound).entry.day else { continue }
            let statement = settled.found ?? settled.end
            let timi = end(of: day) + leftOutSoFar
            compared += 1
            if compared == 1 || constant == timi - statement { constant = timi - statement } else { constant = nil }
            if timi != statement, result.parting == nil {
                result.parting = StatementReconciliation.Parting(
                    place: place(settled.line), day: day, statement: statement, timi: timi)
            }
            if result.parting != nil, constant == nil { break }
        }
        if let constant, constant != .zero, result.parting != nil, chainBreak == nil { result.openingOff = constant }
        result.timiBalance = end(of: lastDay)
        return result
    }
}
