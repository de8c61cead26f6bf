/// One shard's entries, kept in the byte order of their ids (the order of the file), so that a change
/// is a binary search and writing needs no sort.
struct Shard: Sequence {
    private var entries: [(id: String, entry: MonthKey)] = []

    init() {}

    /// The entries of a file; sorted here if the file was not (a hand-made one), and the last of
    /// repeated ids kept.
    init(_ entries: [(String, MonthKey)]) {
        var list = entries
        if !zip(list, list.dropFirst()).allSatisfy({ Shard.precedes($0.0, $1.0) }) {
            var last: [String: MonthKey] = [:]
            for (id, entry) in entries { last[id] = entry }
            list = last.sorted { Shard.precedes($0.key, $1.key) }.map { ($0.key, $0.value) }
        }
        self.entries = list.map { (id: $0.0, entry: $0.1) }
    }

    var count: Int { entries.count }
    var isEmpty: Bool { entries.isEmpty }

    func makeIterator() -> some IteratorProtocol<(String, MonthKey)> {
        entries.lazy.map { ($0.id, $0.entry) }.makeIterator()
    }

    subscript(id: String) -> MonthKey? {
        let index = position(of: id)
        return index < entries.count && entries[index].id == id ? entries[index].entry : nil
    }

    /// Sets many ids at once, the last change of an id counting (`nil` removes it): the changes are
    /// sorted and merged with the entries in one pass. Setting them one by one moves every entry
    /// behind each insertion, which for a shard filled by a large import (~4,000 new ids) is quadratic.
    mutating func set(_ changes: [(String, MonthKey?)]) {
        let order = Shard.order(of: changes.map(\.0))
        var merged: [(id: String, entry: MonthKey)] = []
        merged.reserveCapacity(entries.count + changes.count)
        var next = 0
        for (position, index) in order.enumerated() {
            let (id, entry) = changes[index]
            if position + 1 < order.count, changes[order[position + 1]].0 == id { continue }  // a later one counts
            while next < entries.count, Shard.precedes(entries[next].id, id) {
                merged.append(entries[next])
                next += 1
            }
            if next < entries.count, entries[next].id == id { next += 1 }
            if let entry { merged.append((id, entry)) }
        }
        merged.append(contentsOf: entries[next...])
        entries = merged
    }

    /// The positions of `ids` in the byte order of the ids, those of one id in the order given.
    ///
    /// Sorted on each id's first eight bytes, the ids themselves compared only when those are equal,
    /// so that a comparison neither walks nor retains the strings (docs/PERFORMANCE.md, the id index).
    private static func order(of ids: [String]) -> [Int] {
        var keys = ids.indices.map { (head: head(of: ids[$0]), index: $0) }
        keys.sort { a, b in
            if a.head != b.head { return a.head < b.head }
            let (first, second) = (ids[a.index], ids[b.index])
            if Shard.precedes(first, second) { return true }
            return !Shard.precedes(second, first) && a.index < b.index
        }
        return keys.map(\.index)
    }

    /// The first eight bytes of `id` as a big-endian number, zeros after a shorter id: an id whose
    /// number is smaller precedes the other (equal numbers are decided on the ids).
    private static func head(of id: String) -> UInt64 {
        id.withUTF8Buffer { bytes in
            var head: UInt64 = 0
            for index in 0..<8 { head = head << 8 | UInt64(index < bytes.count ? bytes[index] : 0) }
            return head
        }
    }

    /// The first position whose id does not precede `id`.
    private func position(of id: String) -> Int {
        var low = 0
        var high = entries.count
        while low < high {
            let middle = (low + high) / 2
            if Shard.precedes(entries[middle].id, id) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether `a`'s bytes come before `b`'s.
    private static func precedes(_ a: String, _ b: String) -> Bool {
        a.withUTF8Buffer { a in
            b.withUTF8Buffer { b in
                for index in 0..<Swift.min(a.count, b.count) where a[index] != b[index] {
                    return a[index] < b[index]
                }
                return a.count < b.count
            }
        }
    }
}
