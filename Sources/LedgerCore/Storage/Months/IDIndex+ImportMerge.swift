/// An import's ids merged into the shards on disk by their bytes: an import into a large ledger
/// touches nearly every shard, and decoding each into strings, looking each id up in three shards and
/// encoding them again cost more than the import's own work (docs/PERFORMANCE.md, "The id index of an
/// import into a ledger").
extension IDIndex {
    /// The shard files, by name, of this index (without pending changes) with the ids of `ids` added:
    /// the same bytes ``stage(into:adding:)`` writes, made from the shards' lines and the packed ids
    /// without a string per entry.
    ///
    /// `nil` when an id is not plain (see ``ImportedIDs/newIndexShards()``), when an id's shard has
    /// another shard on disk before or under it (the general way then decides where its id goes and
    /// what a split takes in), or when a shard is not as ``IDIndex/encode(_:)`` writes it (lines out
    /// of order, a repeated id, a byte past ASCII in an id, a damaged line: the general way sorts it,
    /// or refuses it as damaged).
    /// - Throws: ``LedgerError`` when the folder or a shard cannot be read.
    func mergedShards(adding ids: ImportedIDs) throws -> [String: [UInt8]]? {
        let onDisk = Set(try FileSystem.list(directory).filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) })
        var nested: Set<String> = []
        for name in onDisk where name.count > IDIndex.shardLengths.lowerBound {
            for length in IDIndex.shardLengths.lowerBound..<name.count { nested.insert(String(name.prefix(length))) }
        }
        let homes = ids.bytes.withUnsafeBufferPointer { bytes in
            ids.ends.withUnsafeBufferPointer { ends in
                ImportedShardMerge.homes(bytes: bytes, ends: ends, onDisk: onDisk, nested: nested)
            }
        }
        guard let homes else { return nil }
        let merge = ImportedShardMerge(ids: ids, directory: directory, onDisk: onDisk)
        var results = [[String: [UInt8]]?](repeating: nil, count: homes.count)
        var failures = [(any Error)?](repeating: nil, count: homes.count)
        let threads = max(1, min(Cores.available, homes.count))
        results.withUnsafeMutableBufferPointer { results in
            failures.withUnsafeMutableBufferPointer { failures in
                // Each thread takes every `threads`-th shard: their sizes are alike (ids are random).
                Threads.perform(threads) { thread in
                    for home in stride(from: thread, to: homes.count, by: threads) {
                        do { results[home] = try merge.files(of: homes[home]) } catch { failures[home] = error }
                    }
                }
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first { throw failure }
        var files: [String: [UInt8]] = [:]
        for result in results {
            guard let result else { return nil }
            files.merge(result) { $1 }
        }
        return files
    }
}

/// The work of ``IDIndex/mergedShards(adding:)``: the shard each id goes to, and each such shard's
/// lines merged with its new ids and split as ``IDIndex/Family`` splits a shard.
private struct ImportedShardMerge: @unchecked Sendable {
    /// A shard and the ids (their numbers in ``ImportedIDs``, in the order added) that go to it.
    struct Home {
        var name: String
        var length: Int
        var ids: [Int32]
    }

    let ids: ImportedIDs
    let directory: String
    let onDisk: Set<String>
    /// Each month's end of a line, `\t<book>\t<YYYY-MM>\n`, by its place in ``ImportedIDs``.
    let lineEnds: [[UInt8]]

    init(ids: ImportedIDs, directory: String, onDisk: Set<String>) {
        (self.ids, self.directory, self.onDisk) = (ids, directory, onDisk)
        lineEnds = ids.months.map { key in
            var line = ByteWriter(capacity: 16)
            IDIndex.appendLineEnd(of: key, to: &line)
            return line.bytes
        }
    }

    /// Whether `byte` may stand in a plain shard name (a lowercase ASCII letter or digit).
    static func isPlain(_ byte: UInt8) -> Bool { (byte >= 48 && byte <= 57) || (byte >= 97 && byte <= 122) }

    /// The shard each id goes to, by name: the one on disk among its names (the longest there is, as
    /// ``IDIndex`` sends a new id), else its two-character one; `nil` when an id is not plain, or its
    /// shard is not alone on disk among its names and theirs.
    static func homes(
        bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>, onDisk: Set<String>,
        nested: Set<String>
    ) -> [Home]? {
        var homes: [String: Home] = [:]
        var start = 0
        for id in 0..<ends.count {
            let end = ends[id]
            guard end - start >= 5, bytes[start + 4] < 0x80,
                (0..<4).allSatisfy({ isPlain(bytes[start + $0]) })
            else { return nil }
            var home: (name: String, length: Int)?
            for length in IDIndex.shardLengths.reversed() {
                let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + length)]), as: UTF8.self)
                guard onDisk.contains(name) else { continue }
                guard home == nil else { return nil }
                home = (name, length)
            }
            let (name, length) =
                home
                ?? (
                    String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + 2)]), as: UTF8.self),
                    IDIndex.shardLengths.lowerBound
                )
            guard !nested.contains(name) else { return nil }
            homes[name, default: Home(name: name, length: length, ids: [])].ids.append(Int32(id))
            start = end
        }
        return homes.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The files of `home` (and of the shards it splits into, an empty one for a shard to remove):
    /// its lines on disk with its new ids merged in by the ids' bytes, a new id replacing a line of the
    /// same id; `nil` when the file is not as ``IDIndex/encode(_:)`` writes it.
    func files(of home: Home) throws -> [String: [UInt8]]? {
        let path = directory + "/" + home.name + ".txt"
        let file = onDisk.contains(home.name) ? try FileSystem.read(path) : nil
        // A file without a line: the general way decides (an empty file is damaged, a shard without an
        // id is not where a new id goes).
        if let file, file.count <= IDIndex.header.utf8.count + 1 { return nil }
        return (file ?? []).withUnsafeBufferPointer { file in
            ids.bytes.withUnsafeBufferPointer { bytes in
                var shard = ShardBytes(file: file, bytes: bytes, merge: self)
                return shard.files(of: home)
            }
        }
    }
}

/// One shard's lines and the new ids going to it, as entries: a line of the file (its number, from
/// 0) or a new id (`-1 - id`).
private struct ShardBytes {
    let file: UnsafeBufferPointer<UInt8>
    let bytes: UnsafeBufferPointer<UInt8>
    let merge: ImportedShardMerge
    /// Where each line of the file starts, and (one more) where the last ends.
    var lineStarts: [Int] = []
    /// Where each line's id ends (its tab).
    var idEnds: [Int] = []
    var files: [String: [UInt8]] = [:]

    init(file: UnsafeBufferPointer<UInt8>, bytes: UnsafeBufferPointer<UInt8>, merge: ImportedShardMerge) {
        (self.file, self.bytes, self.merge) = (file, bytes, merge)
    }

    /// The bytes of entry `entry`'s id.
    private func id(_ entry: Int) -> UnsafeBufferPointer<UInt8> {
        if entry >= 0 { return UnsafeBufferPointer(rebasing: file[lineStarts[entry]..<idEnds[entry]]) }
        let number = -1 - entry
        let start = number == 0 ? 0 : merge.ids.ends[number - 1]
        return UnsafeBufferPointer(rebasing: bytes[start..<merge.ids.ends[number]])
    }

    /// The size of entry `entry`'s line.
    private func size(_ entry: Int) -> Int {
        if entry >= 0 { return lineStarts[entry + 1] - lineStarts[entry] }
        return id(entry).count + merge.lineEnds[Int(merge.ids.places[-1 - entry])].count
    }

    private static func precedes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        for index in 0..<min(a.count, b.count) where a[index] != b[index] { return a[index] < b[index] }
        return a.count < b.count
    }

    /// Reads the file's lines, checking that each is as ``IDIndex/encode(_:)`` writes it, in order.
    private mutating func readLines() -> Bool {
        guard !file.isEmpty else { return true }
        let headers = [IDIndex.header, IDIndex.olderHeader].map { Array(($0 + "\n").utf8) }
        guard let header = headers.first(where: { file.starts(with: $0) }), file.last == 0x0A else { return false }
        var start = header.count
        while start < file.count {
            var end = start
            var tab = -1
            while file[end] != 0x0A {
                if file[end] == 0x09 && tab < 0 { tab = end }
                end += 1
            }
            // id TAB book TAB YYYY-MM: written as encode writes them (no leading zero in the book, an
            // id of ASCII bytes), so that the line is copied as it would be written again.
            let count = end - start
            guard count > 10, tab > start, file[end - 8] == 0x09, tab < end - 9,
                (start..<tab).allSatisfy({ file[$0] < 0x80 }),
                Int(asciiDigits: UnsafeBufferPointer(rebasing: file[(tab + 1)..<(end - 8)])) != nil,
                file[tab + 1] != UInt8(ascii: "0") || tab + 2 == end - 8,
                let year = Int(asciiDigits: UnsafeBufferPointer(rebasing: file[(end - 7)..<(end - 3)])),
                file[end - 3] == UInt8(ascii: "-"),
                let month = Int(asciiDigits: UnsafeBufferPointer(rebasing: file[(end - 2)..<end])),
                Month(year: year, month: month) != nil
            else { return false }
            if let last = idEnds.last, !ShardBytes.precedes(
                UnsafeBufferPointer(rebasing: file[lineStarts[lineStarts.count - 1]..<last]),
                UnsafeBufferPointer(rebasing: file[start..<tab]))
            {
                return false
            }
            lineStarts.append(start)
            idEnds.append(tab)
            start = end + 1
        }
        lineStarts.append(file.count)
        return true
    }

    /// The files of `home`; `nil` when its file is not as encode writes it.
    mutating func files(of home: ImportedShardMerge.Home) -> [String: [UInt8]]? {
        guard readLines() else { return nil }
        let lines = idEnds.count
        // The new ids in the ids' byte order, the last of a repeated one counting.
        var added = home.ids.map { -1 - Int($0) }
        added.sort { a, b in
            let (first, second) = (id(a), id(b))
            if ShardBytes.precedes(first, second) { return true }
            return !ShardBytes.precedes(second, first) && a < b  // `-1 - id`: the later id first
        }
        var entries: [Int] = []
        entries.reserveCapacity(lines + added.count)
        var line = 0
        var previous: UnsafeBufferPointer<UInt8>?
        for entry in added {
            let new = id(entry)
            if let previous, !ShardBytes.precedes(previous, new) { continue }  // a repeated id: its last counted
            previous = new
            while line < lines, ShardBytes.precedes(id(line), new) {
                entries.append(line)
                line += 1
            }
            if line < lines, !ShardBytes.precedes(new, id(line)) { line += 1 }  // replaced
            entries.append(entry)
        }
        entries.append(contentsOf: line..<lines)
        layOut(entries, named: home.name, length: home.length)
        return files
    }

    /// The shard of one id's first characters after its `length`-th, as ``IDIndex/shard(of:length:)``
    /// names it.
    private func shard(of entry: Int, length: Int) -> String {
        let id = id(entry)
        if id.count >= length && (id.count == length || id[length] < 0x80)
            && id.prefix(length).allSatisfy(ImportedShardMerge.isPlain)
        {
            return String(decoding: UnsafeBufferPointer(rebasing: id[0..<length]), as: UTF8.self)
        }
        return IDIndex.shard(of: String(decoding: id, as: UTF8.self), length: length)
    }

    /// Puts the file of shard `name` holding `entries` (in the ids' byte order) in ``files``; one that
    /// would pass ``IDIndex/splitSize`` and may grow longer goes into the shards of one more character,
    /// the ids no longer than its name staying (an empty file: the shard is removed).
    private mutating func layOut(_ entries: [Int], named name: String, length: Int) {
        let size = IDIndex.header.utf8.count + 1 + entries.reduce(0) { $0 + self.size($1) }
        guard size > IDIndex.splitSize, length < IDIndex.shardLengths.upperBound else {
            files[name] = entries.isEmpty ? [] : encode(entries, size: size)
            return
        }
        var kept: [Int] = []
        var children: [String: [Int]] = [:]
        for entry in entries {
            let child = shard(of: entry, length: length + 1)
            if child == name { kept.append(entry) } else { children[child, default: []].append(entry) }
        }
        let keptSize = IDIndex.header.utf8.count + 1 + kept.reduce(0) { $0 + self.size($1) }
        files[name] = kept.isEmpty ? [] : encode(kept, size: keptSize)
        for (child, entries) in children { layOut(entries, named: child, length: length + 1) }
    }

    /// The bytes of a shard holding `entries`, of `size` bytes.
    private func encode(_ entries: [Int], size: Int) -> [UInt8] {
        var out = ByteWriter(capacity: size)
        out.append(text: IDIndex.header + "\n")
        for entry in entries {
            if entry >= 0 {
                out.append(bytes: UnsafeBufferPointer(rebasing: file[lineStarts[entry]..<lineStarts[entry + 1]]))
            } else {
                out.append(bytes: id(entry))
                merge.lineEnds[Int(merge.ids.places[-1 - entry])].withUnsafeBufferPointer { out.append(bytes: $0) }
            }
        }
        return out.bytes
    }
}
