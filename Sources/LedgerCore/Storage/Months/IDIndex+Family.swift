extension IDIndex {
    /// The changed shards whose ids start with the same first characters (their shard of the shortest
    /// length): a split only reads and writes shards of its own family, so the families of a change
    /// are staged side by side, one per core (an import of a million bills fills all 256 and splits
    /// each into 16).
    struct Family {
        /// The shards to change, by name: their length and the changes, the last of an id counting.
        var groups: [(name: String, length: Int, changes: [(String, MonthKey?)])] = []
        /// The new bytes of each shard written, by name (empty for a shard to remove).
        var files: [String: [UInt8]] = [:]
        /// Each shard written, by name, as it now is.
        var shards: [String: Shard] = [:]

        /// Applies the changes to the shards (read through `index`), splitting those that pass
        /// ``IDIndex/splitSize``, and fills ``files`` and ``shards``.
        mutating func stage(reading index: IDIndex) throws {
            var changed: [String: (length: Int, shard: Shard)] = [:]
            for (name, length, changes) in groups {
                var shard = index.isComplete ? Shard() : try index.read(name)
                shard.set(changes)
                changed[name] = (length, shard)
            }
            groups = []
            // Parents before their children (a name sorts before the names it starts), so that a split
            // takes in the changes of the shards it splits into.
            while let name = changed.keys.min(), let (length, shard) = changed.removeValue(forKey: name) {
                try split(shard, named: name, length: length, changed: &changed, reading: index)
            }
        }

        /// Puts `shard`'s bytes in ``files`` (empty for a shard to remove); one that passes
        /// ``IDIndex/splitSize`` goes into the shards of one more character instead, with what they held
        /// or were changed to (taken out of `changed`).
        private mutating func split(
            _ shard: Shard, named name: String, length: Int,
            changed: inout [String: (length: Int, shard: Shard)], reading index: IDIndex
        ) throws {
            // A line holds at least 11 bytes besides its id (two tabs, a book's digit, YYYY-MM, a line
            // feed): a shard with more lines than fit is split without being encoded first (at a million
            // bills, each of the 256 shards an import fills).
            let mustSplit = length < IDIndex.shardLengths.upperBound && shard.count * 11 > IDIndex.splitSize
            let bytes = shard.isEmpty || mustSplit ? [] : IDIndex.encode(shard)
            guard mustSplit || bytes.count > IDIndex.splitSize, length < IDIndex.shardLengths.upperBound
            else {
                files[name] = bytes
                shards[name] = shard
                return
            }
            var keptEntries: [(String, MonthKey?)] = []
            var moved: [String: [(String, MonthKey?)]] = [:]
            // The ids of a child follow each other in the shard's byte order: each run of them joins its
            // child at once, rather than each id looking its child up.
            var run: (child: String, entries: [(String, MonthKey?)]) = ("", [])
            for (id, entry) in shard {
                let child = IDIndex.shard(of: id, length: length + 1)
                if child == name {
                    keptEntries.append((id, entry))  // an id no longer than the shard's name
                    continue
                }
                if child != run.child {
                    if !run.entries.isEmpty { moved[run.child, default: []] += run.entries }
                    run = (child, [])
                }
                run.entries.append((id, entry))
            }
            if !run.entries.isEmpty { moved[run.child, default: []] += run.entries }
            var kept = Shard()
            kept.set(keptEntries)
            var children: [String: Shard] = [:]
            for (child, entries) in moved {
                var shard =
                    try changed.removeValue(forKey: child)?.shard
                    ?? (index.isComplete ? Shard() : index.read(child))
                shard.set(entries)
                children[child] = shard
            }
            files[name] = kept.isEmpty ? [] : IDIndex.encode(kept)
            shards[name] = kept
            for (child, entries) in children.sorted(by: { $0.key < $1.key }) {
                try split(entries, named: child, length: length + 1, changed: &changed, reading: index)
            }
        }
    }

    /// How many changes make ``staged(families:threads:)`` use the cores: below, a thread's start
    /// costs more than it saves (a one-bill change touches one or two shards).
    static let parallelChanges = 4096

    /// The families of `groups` (changes by shard name), each staged (``Family/stage(reading:)``), on
    /// `threads` threads at most: by default ``Cores/available`` for ``parallelChanges`` or more, else one.
    /// - Throws: what reading a shard throws (the first family's, in name order).
    func staged(
        families groups: [String: (length: Int, changes: [(String, MonthKey?)])], threads: Int? = nil
    ) throws -> [Family] {
        var byFirst: [String: Family] = [:]
        var count = 0
        for (name, group) in groups {
            guard let (first, _) = group.changes.first else { continue }
            byFirst[IDIndex.shard(of: first), default: Family()].groups.append(
                (name, group.length, group.changes))
            count += group.changes.count
        }
        var families = byFirst.sorted { $0.key < $1.key }.map(\.value)
        var failures = [(any Error)?](repeating: nil, count: families.count)
        let wanted = threads ?? (count >= IDIndex.parallelChanges ? Cores.available : 1)
        let threads = max(1, min(wanted, families.count))
        let index = self
        families.withUnsafeMutableBufferPointer { families in
            failures.withUnsafeMutableBufferPointer { failures in
                // Each thread takes every `threads`-th family: their sizes are alike (ids are random).
                Threads.perform(threads) { thread in
                    for family in stride(from: thread, to: families.count, by: threads) {
                        do { try families[family].stage(reading: index) } catch { failures[family] = error }
                    }
                }
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
        return families
    }
}
