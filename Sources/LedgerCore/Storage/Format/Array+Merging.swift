/// Values in the order a month's bills are kept in (``Bill/chronological(_:_:)``).
protocol Chronological {
    /// Whether `lhs` comes before `rhs`.
    static func chronological(_ lhs: Self, _ rhs: Self) -> Bool
}

extension Bill: Chronological {}
extension StoredBill: Chronological {}

extension Array where Element: Chronological {
    /// Merges `others` into the array, both in chronological order (the array's elements first
    /// among equals), as a stable sort of the two one after the other would order them, in
    /// linear time: a month's few logged bills into its thousands. The array's own elements are
    /// moved, never copied (a copy of a bill retains and releases each of its strings): from the
    /// end, the later of the two last unplaced goes last.
    /// (Compared through the protocol, not a closure given, whose arguments would be copies.)
    mutating func merge(_ others: [Element]) {
        guard !others.isEmpty else { return }
        var kept = count - 1  // the last of the array's own elements not yet placed
        append(contentsOf: others)
        withUnsafeMutableBufferPointer { merged in
            // Between `kept` and `place` lie as many spare slots as `others` has left (copies of
            // them, overwritten as they are placed).
            var place = merged.count - 1
            for next in others.indices.reversed() {
                while kept >= 0 && Element.chronological(others[next], merged[kept]) {
                    merged.swapAt(kept, place)  // moves, no copy
                    kept -= 1
                    place -= 1
                }
                merged[place] = others[next]
                place -= 1
            }
        }
    }
}
