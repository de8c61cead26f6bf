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
        let order = changes.indices.sorted { a, b in
            changes[a].0 == changes[b].0 ? a < b : Shard.precedes(changes[a].0, changes[b].0)
        }
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
