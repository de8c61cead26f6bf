/// Where each bill lives, so that `show`, `edit` and `delete` find a bill by an id prefix without
/// reading every month file.
///
/// `ids/<shard>.txt` holds one line per bill — `id<TAB>book<TAB>YYYY-MM` — sorted by id, after a
/// `timi-ids 1` header; a shard is named after the first two characters of the ids it holds. The
/// index is a cache: it is rebuilt from the month files when missing or unreadable, a month file edited
/// by hand has its ids re-indexed when its summary is rebuilt, and every hit is checked against the
/// month file it points to.
struct IDIndex {
    static let directoryName = "ids"
    static let header = "timi-ids 2"
    /// The file naming the index's layout; an index without the current one is rebuilt.
    static let formatFileName = "format"
    /// How many leading characters name a shard: 256 shards for hex ids, ~4,000 lines (190 KB) each at
    /// a million bills. Three characters made an add cheaper still, but a large import then created
    /// 4,096 files, and creating files is slow on some disks (up to 0.6 ms each here).
    static let shardPrefixLength = 2

    let directory: String
    /// Shards read so far, by name.
    private var shards: [String: Shard] = [:]
    /// Changes not yet written: an entry, or `nil` for a removed id.
    private(set) var pending: [String: MonthKey?] = [:]
    /// Whether ``pending`` holds every bill (a rebuild): shards on disk are then ignored.
    private(set) var isComplete = false

    init(ledgerDirectory: String) { directory = ledgerDirectory + "/" + IDIndex.directoryName }

    /// Whether an index of the current layout exists on disk.
    var exists: Bool {
        (try? FileSystem.read(directory + "/" + IDIndex.formatFileName))
            == Array((IDIndex.header + "\n").utf8)
    }

    /// The shard an id belongs to: its first characters when they are lowercase letters and digits,
    /// else `_` and the hex of those characters' bytes.
    static func shard(of id: String) -> String {
        let prefix = String(id.lowercased().prefix(shardPrefixLength))
        if prefix.utf8.allSatisfy({ ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 122) }) { return prefix }
        return "_" + prefix.utf8.map { String($0, radix: 16) }.joined()
    }

    /// Declares that ``pending`` now lists every bill of the ledger.
    mutating func markComplete() { isComplete = true }

    /// Records that `id` now lives at `entry` (or nowhere, for `nil`).
    mutating func set(_ id: String, _ entry: MonthKey?) { pending[id] = .some(entry) }

    /// The ids starting with `prefix` (case-insensitive), with their places, pending changes included.
    mutating func lookup(prefix: String) throws -> [(String, MonthKey)] {
        let needle = prefix.lowercased()
        let names: [String]
        let shard = IDIndex.shard(of: needle)
        if needle.count >= IDIndex.shardPrefixLength {
            names = [shard]
        } else {
            let all = try FileSystem.list(directory).filter { $0.hasSuffix(".txt") }.map {
                String($0.dropLast(4))
            }
            names = all.filter { $0.hasPrefix(shard) || $0.hasPrefix("_") }
        }
        var found: [String: MonthKey] = [:]
        for name in isComplete ? [] : names {
            for (id, entry) in try load(name) where IDIndex.id(id, startsWith: needle) { found[id] = entry }
        }
        for (id, entry) in pending where IDIndex.id(id, startsWith: needle) { found[id] = entry }
        return found.sorted { $0.key < $1.key }
    }

    /// Whether `id` starts with `needle` (lowercase), ignoring case; ids are usually lowercase already,
    /// and then nothing is allocated.
    private static func id(_ id: String, startsWith needle: String) -> Bool {
        if id.utf8.starts(with: needle.utf8) { return true }
        return id.utf8.contains { $0 >= 0x41 && $0 <= 0x5A || $0 >= 0x80 }
            && id.lowercased().hasPrefix(needle)
    }

    /// The place of exactly `id`, pending changes included.
    mutating func entry(of id: String) throws -> MonthKey? {
        if let pending = pending[id] { return pending }
        return isComplete ? nil : try load(IDIndex.shard(of: id))[id]
    }

    /// Stages the changed shards into `commit`.
    mutating func stage(into commit: Commit) throws {
        var byShard: [String: [(String, MonthKey?)]] = [:]
        for (id, entry) in pending { byShard[IDIndex.shard(of: id), default: []].append((id, entry)) }
        if isComplete {
            // A rebuild replaces every shard: those that no bill maps to any more go, and the layout is
            // recorded.
            for name in try FileSystem.list(directory)
            where name.hasSuffix(".txt") && byShard[String(name.dropLast(4))] == nil {
                commit.remove(directory + "/" + name)
            }
            try commit.stage(
                Array((IDIndex.header + "\n").utf8), at: directory + "/" + IDIndex.formatFileName)
        }
        for (name, changes) in byShard.sorted(by: { $0.key < $1.key }) {
            var entries = isComplete ? Shard() : try load(name)
            for (id, entry) in changes { entries[id] = entry }
            let path = directory + "/" + name + ".txt"
            if entries.isEmpty {
                if FileSystem.exists(path) { commit.remove(path) }
            } else {
                try commit.stage(IDIndex.encode(entries), at: path)
            }
            shards[name] = entries
        }
        pending = [:]
        isComplete = false
    }

    private mutating func load(_ name: String) throws -> Shard {
        if let shard = shards[name] { return shard }
        let path = directory + "/" + name + ".txt"
        let entries = try FileSystem.read(path).map { try IDIndex.decode($0, path: path) } ?? Shard()
        shards[name] = entries
        return entries
    }

    /// A shard's bytes: the header, then a line per id in the byte order of the ids.
    static func encode(_ entries: Shard) -> [UInt8] {
        var out = ByteWriter(capacity: entries.count * 56 + 16)
        out.append(text: header + "\n")
        for (id, entry) in entries {
            out.append(text: id)
            out.append("\t")
            out.append(number: Int64(entry.book))
            out.append("\t")
            out.append(month: entry.month)
            out.append("\n")
        }
        return out.bytes
    }

    /// Reads a shard; one that is not exactly what ``encode(_:)`` writes is damaged.
    static func decode(_ bytes: [UInt8], path: String) throws -> Shard {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        guard lines.first.map({ String(decoding: $0, as: UTF8.self) }) == header, bytes.last == 0x0A else {
            throw LedgerError.corruptFile(
                path: path, detail: "not an id index (run 'timi doctor' to rebuild it)")
        }
        var entries: [(String, MonthKey)] = []
        entries.reserveCapacity(lines.count)
        for (number, line) in lines.dropFirst().dropLast().enumerated() {
            // id TAB book TAB YYYY-MM: the month is the last 7 bytes, the book the digits before it.
            guard line.count > 10, let tab = line.firstIndex(of: 0x09), line[line.endIndex - 8] == 0x09,
                tab < line.endIndex - 9, let book = Day.digits(line[(tab + 1)..<(line.endIndex - 8)]),
                let year = Day.digits(line[(line.endIndex - 7)..<(line.endIndex - 3)]),
                line[line.endIndex - 3] == UInt8(ascii: "-"),
                let monthNumber = Day.digits(line[(line.endIndex - 2)...]),
                let month = Month(year: year, month: monthNumber)
            else {
                throw LedgerError.corruptFile(
                    path: path, detail: "line \(number + 2) is not 'id, book, month'")
            }
            entries.append(
                (String(decoding: line[..<tab], as: UTF8.self), MonthKey(book: book, month: month)))
        }
        return Shard(entries)
    }
}

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
