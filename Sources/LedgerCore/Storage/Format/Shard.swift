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
        get {
            let index = position(of: id)
            return index < entries.count && entries[index].id == id ? entries[index].entry : nil
        }
        set {
            let index = position(of: id)
            let present = index < entries.count && entries[index].id == id
            switch (newValue, present) {
            case (let entry?, true): entries[index].entry = entry
            case (let entry?, false): entries.insert((id, entry), at: index)
            case (nil, true): entries.remove(at: index)
            case (nil, false): break
            }
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

    private static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
