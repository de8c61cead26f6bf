/// Where each bill lives, so that `show`, `edit` and `delete` find a bill by an id prefix without
/// reading every month file: the shards of `ids/` read so far, and the changes to write at commit.
///
/// The index is a cache, kept by ``MonthStore``: it is rebuilt from the month files when it is missing,
/// of another layout or unreadable; the ids of a month file edited by hand are indexed again the first
/// time a command looks an id up; and every hit is checked against the month file it points to, a
/// wrong one being dropped. The files are described in `IDIndex+Format.swift`.
struct IDIndex {
    let directory: String
    /// Shards read so far, by name.
    private var shards: [String: Shard] = [:]
    /// Changes not yet written: an entry, or `nil` for a removed id.
    private(set) var pending: [String: MonthKey?] = [:]
    /// Whether ``pending`` holds every bill (a rebuild): shards on disk are then ignored.
    private(set) var isComplete = false

    init(ledgerDirectory: String) { directory = ledgerDirectory + "/" + IDIndex.directoryName }

    /// Whether `ids/format` names the current layout (else the index is rebuilt).
    var exists: Bool {
        (try? FileSystem.read(directory + "/" + IDIndex.formatFileName))
            == Array((IDIndex.header + "\n").utf8)
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

    /// Stages the changed shards into `commit`, with the entries of `added` set after the changes
    /// recorded before (an import's million ids go straight to their shards, not through ``pending``).
    mutating func stage(into commit: Commit, adding added: [(String, MonthKey)] = []) throws {
        var byShard: [String: [(String, MonthKey?)]] = [:]
        for (id, entry) in pending { byShard[IDIndex.shard(of: id), default: []].append((id, entry)) }
        for (id, entry) in added { byShard[IDIndex.shard(of: id), default: []].append((id, entry)) }
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
            entries.set(changes)
            let path = directory + "/" + name + ".txt"
            if entries.isEmpty {
                if try FileSystem.exists(path) { commit.remove(path) }
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
}
