/// An import's ids merged into the shards on disk by their bytes: an import into a large ledger
/// touches nearly every shard, and decoding each into strings, looking each id up in three shards and
/// encoding them again cost more than the import's own work (docs/PERFORMANCE.md, "The id index of an
/// import into a ledger").
extension IDIndex {
    /// The shard files, by name, of this index (without pending changes) with the ids of `ids` added:
    /// the same bytes ``stage(into:adding:importing:)`` writes for an import, made from the shards'
    /// lines and the packed ids without a string per entry. Each id goes to its two-character shard
    /// (``stage(into:adding:importing:)`` says why), which splits into the shards under it, merged
    /// with what they hold, when it passes ``IDIndex/splitSize``.
    ///
    /// `nil` when an id is not plain (see ``ImportedIDs/newIndexShards()``), when an id is already in
    /// a longer shard (the general way then changes it there), when a split meets an id whose shard
    /// is not named by its first bytes, or when a shard is not as ``IDIndex/encode(_:)`` writes it
    /// (lines out of order, a repeated id, a byte past ASCII in an id, a damaged line: the general way
    /// sorts it, or refuses it as damaged).
    /// - Throws: ``LedgerError`` when the folder or a shard cannot be read.
    func mergedShards(adding ids: ImportedIDs) throws -> [String: [UInt8]]? {
        let onDisk = Set(
            try FileSystem.list(directory).filter { $0.hasSuffix(".txt") }.map { String($0.dropLast(4)) })
        let families = ids.bytes.withUnsafeBufferPointer { bytes in
            ids.ends.withUnsafeBufferPointer { ends in ImportedShardMerge.families(bytes: bytes, ends: ends) }
        }
        guard let families else { return nil }
        let merge = ImportedShardMerge(ids: ids, directory: directory, onDisk: onDisk)
        var results = [[String: [UInt8]]?](repeating: nil, count: families.count)
        var failures = [(any Error)?](repeating: nil, count: families.count)
        let threads = max(1, min(Cores.available, families.count))
        results.withUnsafeMutableBufferPointer { results in
            failures.withUnsafeMutableBufferPointer { failures in
                // Each thread takes every `threads`-th family: their sizes are alike (ids are random).
                Threads.perform(threads) { thread in
                    for family in stride(from: thread, to: families.count, by: threads) {
                        do { results[family] = try merge.files(of: families[family]) } catch {
                            failures[family] = error
                        }
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

/// The work of ``IDIndex/mergedShards(adding:)``: the ids by two-character shard, and each such
/// shard's lines merged with its new ids and split as ``IDIndex/Family`` splits a shard.
private struct ImportedShardMerge: @unchecked Sendable {
    /// A two-character shard and the ids (their numbers in ``ImportedIDs``, in the order added) that
    /// go to it.
    struct Family {
        var name: String
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

    /// The ids by their two-character shard, in the shards' name order; `nil` when an id is not plain
    /// (its shards of every length are then not simply its first bytes).
    static func families(bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>) -> [Family]? {
        var families: [String: Family] = [:]
        var start = 0
        for id in 0..<ends.count {
            let end = ends[id]
            guard end - start >= 5, bytes[start + 4] < 0x80,
                (0..<4).allSatisfy({ isPlain(bytes[start + $0]) })
            else { return nil }
            let name = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[start..<(start + 2)]), as: UTF8.self)
            families[name, default: Family(name: name, ids: [])].ids.append(Int32(id))
            start = end
        }
        return families.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The files of `family`'s shard and of the shards it splits into (an empty one for a shard to
    /// remove); `nil` when the general way must decide (see ``IDIndex/mergedShards(adding:)``).
    func files(of family: Family) throws -> [String: [UInt8]]? {
        var lines = FamilyLines(merge: self, family: family)
        return try lines.merged()
    }

    /// The file of shard `name`, if it is on disk.
    func read(_ name: String) throws -> [UInt8]? {
        onDisk.contains(name) ? try FileSystem.read(directory + "/" + name + ".txt") : nil
    }
}

/// One family's lines, the new ids' and those of its shards on disk, in one buffer: a line is where it
/// starts, where its id ends (its tab) and where it ends (past its line feed).
private struct FamilyLines {
    struct Line {
        var start: Int32
        var tab: Int32
        var end: Int32
    }

    let merge: ImportedShardMerge
    let family: ImportedShardMerge.Family
    var buffer: [UInt8] = []
    /// The lines of each shard on disk read so far, by name, in the ids' byte order.
    var shards: [String: [Line]] = [:]
    var files: [String: [UInt8]] = [:]

    init(merge: ImportedShardMerge, family: ImportedShardMerge.Family) {
        (self.merge, self.family) = (merge, family)
    }

    /// The files of the family's shards with its new ids merged in; `nil` when the general way must
    /// decide.
    mutating func merged() throws -> [String: [UInt8]]? {
        var new = newLines()
        var size = new.reduce(0) { $0 + Int($1.end - $1.start) }
        // First every file this may need, while the buffer grows: the shard's own, the longer shards
        // each id could already be in, and, when the shard may pass its size, every shard under it.
        guard try read(family.name) else { return nil }
        size += (shards[family.name] ?? []).reduce(0) { $0 + Int($1.end - $1.start) }
        // Ids the import made are in no shard (``ImportedIDs/allMade``): none is read to look for them.
        let looksFor = !merge.ids.allMade
        let names =
            size + IDIndex.header.utf8.count + 1 > IDIndex.splitSize
            ? merge.onDisk.filter { $0.count > 2 && $0.hasPrefix(family.name) }
            : looksFor ? Set(new.flatMap { line in (3...4).map { name(of: line, length: $0) } }) : []
        for name in names.sorted() { guard try read(name) else { return nil } }
        let whole = buffer  // read below while `files` is written
        return whole.withUnsafeBufferPointer { buffer in
            let bytes = FamilyBytes(buffer: buffer)
            // Sorted by id, the last added of a repeated id first and the others dropped.
            new.sort { bytes.precedes($0, $1) || (!bytes.precedes($1, $0) && $0.start > $1.start) }
            new = bytes.unique(new)
            for line in looksFor ? new : [] {
                for length in [4, 3] {
                    guard let held = shards[name(of: line, length: length)] else { continue }
                    if bytes.contains(held, line) { return nil }
                }
            }
            let merged = bytes.merging(shards[family.name] ?? [], replacedBy: new)
            return layOut(merged, named: family.name, length: 2, bytes) ? files : nil
        }
    }

    /// The new ids' lines, added to the buffer in the order added.
    private mutating func newLines() -> [Line] {
        var lines: [Line] = []
        lines.reserveCapacity(family.ids.count)
        merge.ids.bytes.withUnsafeBufferPointer { bytes in
            for id in family.ids.map(Int.init) {
                let start = buffer.count
                buffer.append(
                    contentsOf: UnsafeBufferPointer(
                        rebasing: bytes[(id == 0 ? 0 : merge.ids.ends[id - 1])..<merge.ids.ends[id]]))
                let tab = buffer.count
                buffer.append(contentsOf: merge.lineEnds[Int(merge.ids.places[id])])
                lines.append(Line(start: Int32(start), tab: Int32(tab), end: Int32(buffer.count)))
            }
        }
        return lines
    }

    /// The name of `line`'s shard of `length` characters: its first bytes (a new id is plain).
    private func name(of line: Line, length: Int) -> String {
        String(decoding: buffer[Int(line.start)..<(Int(line.start) + length)], as: UTF8.self)
    }

    /// Reads shard `name` into ``shards`` (nothing when it is not on disk); `false` when it is not
    /// as ``IDIndex/encode(_:)`` writes it, or has no line (the general way decides).
    private mutating func read(_ name: String) throws -> Bool {
        guard let file = try merge.read(name) else { return true }
        let headers = [IDIndex.header, IDIndex.olderHeader].map { Array(($0 + "\n").utf8) }
        guard let header = headers.first(where: { file.starts(with: $0) }), file.count > header.count,
            file.last == 0x0A
        else { return false }
        let base = buffer.count
        buffer.append(contentsOf: file[header.count...])
        var lines: [Line] = []
        let valid = buffer.withUnsafeBufferPointer { buffer in
            var start = base
            while start < buffer.count {
                var end = start
                var tab = -1
                while buffer[end] != 0x0A {
                    if buffer[end] == 0x09 && tab < 0 { tab = end }
                    end += 1
                }
                // id TAB book TAB YYYY-MM: written as encode writes them (no leading zero in the book,
                // an id of ASCII bytes), so that the line is copied as it would be written again.
                guard end - start > 10, tab > start, buffer[end - 8] == 0x09, tab < end - 9,
                    (start..<tab).allSatisfy({ buffer[$0] < 0x80 }),
                    Int(asciiDigits: UnsafeBufferPointer(rebasing: buffer[(tab + 1)..<(end - 8)])) != nil,
                    buffer[tab + 1] != UInt8(ascii: "0") || tab + 2 == end - 8,
                    let year = Int(asciiDigits: UnsafeBufferPointer(rebasing: buffer[(end - 7)..<(end - 3)])),
                    buffer[end - 3] == UInt8(ascii: "-"),
                    let month = Int(asciiDigits: UnsafeBufferPointer(rebasing: buffer[(end - 2)..<end])),
                    Month(year: year, month: month) != nil
                else { return false }
                let line = Line(start: Int32(start), tab: Int32(tab), end: Int32(end + 1))
                if let last = lines.last, !FamilyBytes(buffer: buffer).precedes(last, line) { return false }
                lines.append(line)
                start = end + 1
            }
            return true
        }
        shards[name] = lines
        return valid
    }

    /// Puts the file of shard `name` holding `lines` (in the ids' byte order) in ``files``; one that
    /// would pass ``IDIndex/splitSize`` and may grow longer goes into the shards of one more character,
    /// merged with what they hold (its lines counting over theirs), the ids no longer than its name
    /// staying (an empty file: the shard is removed). `false` when an id's shard of one more character
    /// is not named by its first bytes.
    private mutating func layOut(_ lines: [Line], named name: String, length: Int, _ bytes: FamilyBytes)
        -> Bool
    {
        let size = IDIndex.header.utf8.count + 1 + lines.reduce(0) { $0 + Int($1.end - $1.start) }
        guard size > IDIndex.splitSize, length < IDIndex.shardLengths.upperBound else {
            files[name] = lines.isEmpty ? [] : bytes.encode(lines, size: size)
            return true
        }
        var kept: [Line] = []
        var children: [String: [Line]] = [:]
        for line in lines {
            // Its shard of one more character as ``IDIndex/shard(of:length:)`` names it, when that is
            // its first bytes; an id no longer than the shard's name stays in it.
            let id = UnsafeBufferPointer(rebasing: bytes.buffer[Int(line.start)..<Int(line.tab)])
            let childLength = min(id.count, length + 1)
            guard id.prefix(childLength).allSatisfy(ImportedShardMerge.isPlain),
                id.count <= length + 1 || id[length + 1] < 0x80
            else { return false }
            let child = String(decoding: id.prefix(childLength), as: UTF8.self)
            if child == name {
                kept.append(line)
            } else {
                guard child.utf8.count == length + 1, child.hasPrefix(family.name) else { return false }
                children[child, default: []].append(line)
            }
        }
        let keptSize = IDIndex.header.utf8.count + 1 + kept.reduce(0) { $0 + Int($1.end - $1.start) }
        files[name] = kept.isEmpty ? [] : bytes.encode(kept, size: keptSize)
        for (child, lines) in children.sorted(by: { $0.key < $1.key }) {
            let merged = bytes.merging(shards[child] ?? [], replacedBy: lines)
            guard layOut(merged, named: child, length: length + 1, bytes) else { return false }
        }
        return true
    }
}

/// The buffer of ``FamilyLines``, once it is whole: ids compared, lines merged and encoded.
private struct FamilyBytes {
    let buffer: UnsafeBufferPointer<UInt8>

    /// Whether `a`'s id comes before `b`'s in byte order.
    func precedes(_ a: FamilyLines.Line, _ b: FamilyLines.Line) -> Bool {
        let (startA, countA) = (Int(a.start), Int(a.tab - a.start))
        let (startB, countB) = (Int(b.start), Int(b.tab - b.start))
        for offset in 0..<min(countA, countB) where buffer[startA + offset] != buffer[startB + offset] {
            return buffer[startA + offset] < buffer[startB + offset]
        }
        return countA < countB
    }

    /// `lines` (sorted) without a line whose id is the one before's.
    func unique(_ lines: [FamilyLines.Line]) -> [FamilyLines.Line] {
        var out: [FamilyLines.Line] = []
        out.reserveCapacity(lines.count)
        for line in lines where out.last.map({ precedes($0, line) }) ?? true { out.append(line) }
        return out
    }

    /// Whether `lines` (sorted) hold `line`'s id.
    func contains(_ lines: [FamilyLines.Line], _ line: FamilyLines.Line) -> Bool {
        var (low, high) = (0, lines.count)
        while low < high {
            let middle = (low + high) / 2
            if precedes(lines[middle], line) { low = middle + 1 } else { high = middle }
        }
        return low < lines.count && !precedes(line, lines[low])
    }

    /// `old` and `new` (each sorted, ids unique) in one order, a line of `new` replacing one of `old`
    /// with its id.
    func merging(_ old: [FamilyLines.Line], replacedBy new: [FamilyLines.Line]) -> [FamilyLines.Line] {
        guard !old.isEmpty else { return new }
        var out: [FamilyLines.Line] = []
        out.reserveCapacity(old.count + new.count)
        var next = 0
        for line in new {
            while next < old.count, precedes(old[next], line) {
                out.append(old[next])
                next += 1
            }
            if next < old.count, !precedes(line, old[next]) { next += 1 }  // replaced
            out.append(line)
        }
        out.append(contentsOf: old[next...])
        return out
    }

    /// The bytes of a shard holding `lines`, of `size` bytes.
    func encode(_ lines: [FamilyLines.Line], size: Int) -> [UInt8] {
        var out = ByteWriter(capacity: size)
        out.append(text: IDIndex.header + "\n")
        for line in lines {
            out.append(bytes: UnsafeBufferPointer(rebasing: buffer[Int(line.start)..<Int(line.end)]))
        }
        return out.bytes
    }
}
