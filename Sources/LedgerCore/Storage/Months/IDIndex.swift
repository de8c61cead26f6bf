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
    /// Shard files looked through but not decoded, by name (`nil`: no such file): a look-up reads
    /// three shards of a few hundred lines for one id, and makes strings of that id's lines alone.
    private var shardFiles: [String: [UInt8]?] = [:]
    /// How many ids each shard file was looked through for: from ``decodedAfter`` on it is decoded, so
    /// that the ids of an import are each found by a binary search, not a walk of every line.
    private var looks: [String: Int] = [:]
    private static let decodedAfter = 2
    /// The lines of shard files walked so far by looks through them (``IDIndexTests`` bounds it).
    private(set) var linesWalked = 0
    /// Changes not yet written: an entry, or `nil` for a removed id.
    private(set) var pending: [String: MonthKey?] = [:]
    /// Whether ``pending`` holds every bill (a rebuild): shards on disk are then ignored.
    private(set) var isComplete = false
    /// The names of the shards on disk, listed once while an import's ids are staged: a name not
    /// among them is not looked for (each id would try three names, most of them without a file).
    private(set) var shardsOnDisk: Set<String>?

    init(ledgerDirectory: String) { directory = ledgerDirectory + "/" + IDIndex.directoryName }

    /// Whether `ids/format` names a layout this timi reads (else the index is rebuilt).
    /// - Throws: ``LedgerError`` when the file is there but cannot be read: an index that failed to
    ///   read (EIO) is not rebuilt as if it were missing, the command fails and changes nothing.
    var exists: Bool {
        get throws { try format.map { $0 == IDIndex.header || $0 == IDIndex.olderHeader } ?? false }
    }

    /// The first line of `ids/format`; `nil` when there is no such file or no whole line.
    private var format: String? {
        get throws {
            guard let bytes = try FileSystem.read(directory + "/" + IDIndex.formatFileName),
                bytes.last == 0x0A
            else { return nil }
            return String(decoding: bytes.dropLast(), as: UTF8.self)
        }
    }

    /// Declares that ``pending`` now lists every bill of the ledger.
    mutating func markComplete() { isComplete = true }

    /// Records that `id` now lives at `entry` (or nowhere, for `nil`).
    mutating func set(_ id: String, _ entry: MonthKey?) { pending[id] = .some(entry) }

    /// The ids starting with `prefix` (case-insensitive), with their places, pending changes included.
    mutating func lookup(prefix: String) throws -> [(String, MonthKey)] {
        let needle = prefix.lowercased()
        let names: [String]
        if needle.count >= IDIndex.shardLengths.upperBound {
            names = IDIndex.shards(of: needle)
        } else {
            let own = IDIndex.shard(of: needle, length: needle.count)
            let all = try FileSystem.list(directory).filter { $0.hasSuffix(".txt") }.map {
                String($0.dropLast(4))
            }
            names = all.filter { $0.hasPrefix(own) || own.hasPrefix($0) || $0.hasPrefix("_") }
        }
        var found: [String: MonthKey] = [:]
        let needleBytes = Array(needle.utf8)
        for name in isComplete ? [] : names {
            let (entries, _) = try look(in: name) { id in
                id.starts(with: needleBytes)
                    || (id.contains { $0 >= 0x41 && $0 <= 0x5A || $0 >= 0x80 }
                        && IDIndex.id(String(decoding: id, as: UTF8.self), startsWith: needle))
            }
            for (id, entry) in entries {
                found[id] = found[id] ?? entry  // longer shards first: as ``entry(of:)`` finds it
            }
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
        guard !isComplete else { return nil }
        return try storedEntry(of: id)
    }

    /// Stages the changed shards into `commit`, with the entries of `added`, then of `imported`, set
    /// after the changes recorded before (an import's million ids go straight to their shards, not
    /// through ``pending``): each change goes to the shard holding its id, and a shard grown past
    /// ``splitSize`` is split. A new id goes to the longest shard there is for it, where a lookup looks
    /// first; an imported one to its two-character shard, so that an import into a large ledger writes
    /// those 256 shards rather than every one of the 4,096 under them, which take its ids only when an
    /// import fills it.
    mutating func stage(
        into commit: Commit, adding added: [(String, MonthKey)] = [],
        importing imported: [(String, MonthKey)] = []
    ) throws {
        var groups: [String: (length: Int, changes: [(String, MonthKey?)])] = [:]
        // Listed for the whole staging: the shards that a split reads too are looked for only if there.
        if !isComplete && added.count + imported.count > IDIndex.listingThreshold {
            shardsOnDisk = Set(
                try FileSystem.list(directory).filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) })
        }
        defer { shardsOnDisk = nil }
        if isComplete {
            // A rebuild replaces every shard: those that no bill maps to any more go, and the layout is
            // recorded.
            for case (let id, let entry?) in pending {
                groups[IDIndex.shard(of: id), default: (IDIndex.shardLengths.lowerBound, [])].changes.append(
                    (id, entry))
            }
            for (id, entry) in added + imported {
                groups[IDIndex.shard(of: id), default: (IDIndex.shardLengths.lowerBound, [])].changes.append(
                    (id, entry))
            }
        } else {
            // A new index (no shard on disk or read has an entry), as an import into a new ledger
            // writes: each added id goes to its shortest shard, where ``home(of:adding:shortest:)``
            // would send it after reading its three, so those are not read.
            let isNew = shardsOnDisk?.isEmpty == true && shards.values.allSatisfy(\.isEmpty)
            let kept = isNew ? [] : try unchanged(adding: added + imported)
            let changed =
                pending.filter { !kept.contains($0.key) }.sorted(by: { $0.key < $1.key })
                + added.filter { !kept.contains($0.0) }.map { ($0.0, Optional($0.1)) }
            let changes = changed + imported.filter { !kept.contains($0.0) }.map { ($0.0, Optional($0.1)) }
            for (number, (id, entry)) in changes.enumerated() {
                let home =
                    isNew
                    ? entry.map { _ in (IDIndex.shard(of: id), IDIndex.shardLengths.lowerBound) }
                    : try home(of: id, adding: entry != nil, shortest: number >= changed.count)
                guard let (name, length) = home else { continue }
                groups[name, default: (length, [])].changes.append((id, entry))
            }
        }
        var files: [String: [UInt8]] = [:]
        for family in try staged(families: groups) {
            files.merge(family.files) { $1 }
            shards.merge(family.shards) { $1 }
        }
        for name in files.keys { shardFiles[name] = nil }
        try stage(files, into: commit)
    }

    /// Stages the entries of an import's `ids` (an import alone): into an index without entries, its
    /// shards made straight from the packed ids (``ImportedIDs/newIndexShards()``); into one with
    /// shards on disk, merged into their bytes (``mergedShards(adding:)``); else as
    /// ``stage(into:adding:importing:)`` stages them.
    mutating func stage(into commit: Commit, adding ids: ImportedIDs) throws {
        if pending.isEmpty {
            let files = try isComplete || hasNoShard ? ids.newIndexShards() : try mergedShards(adding: ids)
            if let files {
                for name in files.keys { (shards[name], shardFiles[name]) = (nil, nil) }  // read again from what the commit writes
                return try stage(files, into: commit)
            }
        }
        try stage(into: commit, importing: ids.list)
    }

    /// Whether no shard has been read with an entry and none is on disk.
    private var hasNoShard: Bool {
        get throws {
            try shards.values.allSatisfy(\.isEmpty)
                && !FileSystem.list(directory).contains { $0.hasSuffix(".txt") }
        }
    }

    /// Stages the shard files `files` (by name; empty for a shard to remove), and the layout; in a
    /// rebuild, removes the shards not among them.
    private mutating func stage(_ files: [String: [UInt8]], into commit: Commit) throws {
        if isComplete {
            for name in try FileSystem.list(directory)
            where name.hasSuffix(".txt") && files[String(name.dropLast(4))] == nil {
                commit.remove(directory + "/" + name)
            }
        }
        if try isComplete || format != IDIndex.header {
            try commit.stage(
                Array((IDIndex.header + "\n").utf8), at: directory + "/" + IDIndex.formatFileName)
        }
        for (name, bytes) in files.sorted(by: { $0.key < $1.key }) {
            let path = directory + "/" + name + ".txt"
            if bytes.isEmpty {
                if try FileSystem.exists(path) { commit.remove(path) }
            } else {
                try commit.stage(bytes, at: path)
            }
        }
        pending = [:]
        isComplete = false
    }

    /// The ids whose change, with `added` after ``pending``, ends at the place the shards on disk give
    /// them (an edit within its month: taken out, put back): their shards are not written for them.
    private mutating func unchanged(adding added: [(String, MonthKey)]) throws -> Set<String> {
        var final: [String: MonthKey] = [:]
        for case (let id, let entry?) in pending { final[id] = entry }
        guard !final.isEmpty else { return [] }  // an import's ids alone: all new
        for (id, entry) in added where final[id] != nil { final[id] = entry }
        var kept = Set<String>()
        for (id, entry) in final where try storedEntry(of: id) == entry { kept.insert(id) }
        return kept
    }

    /// The place of `id` in the shards on disk, pending changes left out: as a lookup finds it.
    private mutating func storedEntry(of id: String) throws -> MonthKey? {
        for name in IDIndex.shards(of: id) { if let entry = try look(in: name, for: id).entry { return entry } }
        return nil
    }

    /// The shard that `id`'s change goes to, and its length: the one holding it (the longest, as
    /// lookups find it); for an id not indexed yet (`adding`), the longest shard there is for it, or
    /// (and with `shortest`, always) the shortest; `nil` when a removed id is in no shard.
    private mutating func home(of id: String, adding: Bool, shortest: Bool = false) throws -> (String, Int)? {
        var longest: (String, Int)?
        for length in IDIndex.shardLengths.reversed() {
            let name = IDIndex.shard(of: id, length: length)
            let (entry, isEmpty) = try look(in: name, for: id)
            if entry != nil { return (name, length) }
            if longest == nil && !isEmpty { longest = (name, length) }
        }
        guard adding else { return nil }
        return (shortest ? nil : longest) ?? (IDIndex.shard(of: id), IDIndex.shardLengths.lowerBound)
    }

    /// The shards `id` may be in, longest first.
    private static func shards(of id: String) -> [String] {
        var names: [String] = []
        for length in shardLengths.reversed() {
            let name = shard(of: id, length: length)
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// How many added ids make ``stage(into:adding:importing:)`` list the shards on disk first.
    private static let listingThreshold = 256

    /// The place shard `name` gives exactly `id`, and whether the shard has no entry.
    private mutating func look(in name: String, for id: String) throws -> (entry: MonthKey?, isEmpty: Bool) {
        looks[name, default: 0] += 1
        if shards[name] == nil, looks[name, default: 0] > IDIndex.decodedAfter { shards[name] = try read(name) }
        if let shard = shards[name] { return (shard[id], shard.isEmpty) }
        let wanted = Array(id.utf8)
        let (entries, isEmpty) = try look(in: name) { $0.elementsEqual(wanted) }
        return (entries.last?.1, isEmpty)
    }

    /// The entries of shard `name` whose ids `matches` keeps, and whether it has none: from the shard
    /// as read before, else from its file's bytes (kept), checked whole but decoded only where kept.
    private mutating func look(
        in name: String, where matches: (UnsafeBufferPointer<UInt8>) -> Bool
    ) throws -> (kept: [(String, MonthKey)], isEmpty: Bool) {
        if let shard = shards[name] {
            let kept = shard.filter { id, _ in
                var id = id
                return id.withUTF8 { matches($0) }
            }
            return (kept, shard.isEmpty)
        }
        guard let bytes = try file(of: name) else { return ([], true) }
        let (kept, lines) = try IDIndex.entries(of: bytes, path: path(of: name), where: matches)
        linesWalked += lines
        return (kept, lines == 0)
    }

    /// The bytes of shard `name`'s file as read before, else read and kept; `nil` when there is none.
    private mutating func file(of name: String) throws -> [UInt8]? {
        if let known = shardFiles[name] { return known }
        if let shardsOnDisk, !shardsOnDisk.contains(name) { return nil }
        let bytes = try FileSystem.read(path(of: name))
        shardFiles[name] = .some(bytes)
        return bytes
    }

    private func path(of name: String) -> String { directory + "/" + name + ".txt" }

    /// The shard `name` as read before, else from its file (not kept: ``Family`` reads on many threads).
    func read(_ name: String) throws -> Shard {
        if let shard = shards[name] { return shard }
        if let known = shardFiles[name] { return try known.map { try IDIndex.decode($0, path: path(of: name)) } ?? Shard() }
        if let shardsOnDisk, !shardsOnDisk.contains(name) { return Shard() }
        return try FileSystem.read(path(of: name)).map { try IDIndex.decode($0, path: path(of: name)) } ?? Shard()
    }
}
