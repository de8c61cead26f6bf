/// Values in the order a month's bills are kept in (``Bill/chronological(_:_:)``).
protocol Chronological {
    /// Whether `lhs` comes before `rhs`.
    static func chronological(_ lhs: Self, _ rhs: Self) -> Bool
    var date: Day { get }
    var time: TimeOfDay? { get }
    var created: Timestamp { get }
}

extension Bill: Chronological {}
extension StoredBill: Chronological {}

/// What orders a bill before its id, in three numbers: its day, its time (none after every time) and
/// its creation. Two bills of different keys order as their keys do.
struct ChronologicalKey: Comparable {
    var day: Int
    var time: Int32
    var created: Int64

    init<Element: Chronological>(_ element: Element) {
        day = (element.date.year * 100 + element.date.month) * 100 + element.date.day
        time = element.time?.seconds ?? .max
        created = element.created.milliseconds
    }

    static func < (lhs: ChronologicalKey, rhs: ChronologicalKey) -> Bool {
        (lhs.day, lhs.time, lhs.created) < (rhs.day, rhs.time, rhs.created)
    }
}

extension Array where Element: Chronological {
    /// Sorts the array chronologically by sorting its indices, then moving each element once into
    /// its place: a sort of the bills themselves copies them at each step, and a copy retains and
    /// releases each of a bill's strings (an import's thousands of new bills a month). The indices
    /// are compared by their bills' keys, made once; only bills of the same key are compared whole.
    mutating func sortChronologically() {
        guard count > 1 else { return }
        var order = Array<Int>(indices)
        let keys = map(ChronologicalKey.init)
        withUnsafeBufferPointer { elements in
            keys.withUnsafeBufferPointer { keys in
                order.sort { left, right in
                    let (a, b) = (keys[left], keys[right])
                    return a != b ? a < b : Element.chronological(elements[left], elements[right])
                }
            }
        }
        // `order[place]` is where the element for `place` is now: each cycle of places is walked
        // once, an element moved by a swap, and a place done marked by `order[place] == place`.
        withUnsafeMutableBufferPointer { elements in
            for start in order.indices where order[start] != start {
                var place = start
                while true {
                    let from = order[place]
                    order[place] = place
                    if from == start { break }
                    elements.swapAt(place, from)
                    place = from
                }
            }
        }
    }

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
