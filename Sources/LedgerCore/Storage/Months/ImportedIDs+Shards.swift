extension ImportedIDs {
    /// The shard files of an index that holds these ids and nothing else, by name: what
    /// ``IDIndex/stage(into:adding:)`` writes for them into an empty index, made from the packed bytes
    /// without a string per id, which an import into a new ledger would otherwise make, sort and free
    /// by the million (docs/PERFORMANCE.md, the id index of an import).
    ///
    /// `nil` when an id is not plain — shorter than five bytes, or with a first four characters that
    /// are not lowercase letters and digits, so that its shards' names are not simply its first bytes
    /// (see ``IDIndex/shard(of:length:)``): those take the general way.
    func newIndexShards() -> [String: [UInt8]]? {
        return bytes.withUnsafeBufferPointer { bytes in
            ends.withUnsafeBufferPointer { ends in
                guard var layout = ShardLayout(bytes: bytes, ends: ends, places: places, months: months)
                else { return nil }
                return layout.shardFiles()
            }
        }
    }
}

/// The ids of a new index sorted into their shards: by their first two characters (a counting sort
/// over the 36 × 36 names), then each two-character group by the ids' bytes, so that a shard of any
/// length is a run of the order, split as ``IDIndex/Family`` splits one that grows past
/// ``IDIndex/splitSize``.
private struct ShardLayout {
    let bytes: UnsafeBufferPointer<UInt8>
    let ends: UnsafeBufferPointer<Int>
    /// Each month's end of a line, `\t<book>\t<YYYY-MM>\n`, by its place in ``ImportedIDs``.
    let lineEnds: [[UInt8]]
    let places: [UInt32]
    /// The ids' numbers in the byte order of the ids within each two-character group.
    var order: [Int32] = []
    /// Where each two-character group starts in ``order`` (one more entry, its end).
    var groups: [Int] = []
    var files: [String: [UInt8]] = [:]

    /// The characters of a plain shard name, as a digit of base 36; 36 for any other byte.
    static let digits: [UInt8] = (0..<256).map { byte in
        switch byte {
        case 48...57: UInt8(byte - 48)
        case 97...122: UInt8(byte - 97 + 10)
        default: 36
        }
    }

    /// `nil` when an id is not plain (see ``ImportedIDs/newIndexShards()``).
    init?(
        bytes: UnsafeBufferPointer<UInt8>, ends: UnsafeBufferPointer<Int>, places: [UInt32],
        months: [MonthKey]
    ) {
        let count = ends.count
        guard count <= Int(Int32.max) else { return nil }
        (self.bytes, self.ends, self.places) = (bytes, ends, places)
        lineEnds = months.map { key in
            var line = ByteWriter(capacity: 16)
            IDIndex.appendLineEnd(of: key, to: &line)
            return line.bytes
        }
        // Counted by group, then placed.
        var group = [UInt16](repeating: 0, count: count)
        var starts = [Int](repeating: 0, count: 36 * 36 + 1)
        var start = 0
        for id in 0..<count {
            let end = ends[id]
            guard end - start >= 5, bytes[start + 4] < 0x80 else { return nil }
            let (a, b, c, d) = (
                ShardLayout.digits[Int(bytes[start])], ShardLayout.digits[Int(bytes[start + 1])],
                ShardLayout.digits[Int(bytes[start + 2])], ShardLayout.digits[Int(bytes[start + 3])]
            )
            guard max(a, b, c, d) < 36 else { return nil }
            group[id] = UInt16(a) * 36 + UInt16(b)
            starts[Int(group[id]) + 1] += 1
            start = end
        }
        for index in 1..<starts.count { starts[index] += starts[index - 1] }
        groups = starts
        var next = starts
        order = [Int32](repeating: 0, count: count)
        for id in 0..<count {
            order[next[Int(group[id])]] = Int32(id)
            next[Int(group[id])] += 1
        }
    }

    /// Sorts each group and lays it out.
    mutating func shardFiles() -> [String: [UInt8]] {
        for group in 0..<(groups.count - 1) where groups[group] < groups[group + 1] {
            let range = groups[group]..<groups[group + 1]
            sort(range)
            layOut(range, length: IDIndex.shardLengths.lowerBound)
        }
        return files
    }

    private func start(of id: Int) -> Int { id == 0 ? 0 : ends[id - 1] }

    /// Sorts `order[range]` by the ids' bytes: on their first eight bytes (all are at least five long),
    /// the rest compared only when those are equal.
    private mutating func sort(_ range: Range<Int>) {
        var keys = order[range].map { id in
            let start = start(of: Int(id))
            var head: UInt64 = 0
            for offset in 0..<8 {
                head = head << 8 | UInt64(start + offset < ends[Int(id)] ? bytes[start + offset] : 0)
            }
            return (head: head, id: id)
        }
        keys.sort { a, b in
            if a.head != b.head { return a.head < b.head }
            return precedes(Int(a.id), Int(b.id))
        }
        for (offset, key) in keys.enumerated() { order[range.lowerBound + offset] = key.id }
    }

    /// Whether id `a`'s bytes come before id `b`'s.
    private func precedes(_ a: Int, _ b: Int) -> Bool {
        let (startA, startB) = (start(of: a), start(of: b))
        let (countA, countB) = (ends[a] - startA, ends[b] - startB)
        for offset in 0..<min(countA, countB) where bytes[startA + offset] != bytes[startB + offset] {
            return bytes[startA + offset] < bytes[startB + offset]
        }
        return countA < countB
    }

    /// The shard of the ids `order[range]`, which share their first `length` bytes: its file, or, when
    /// that would pass ``IDIndex/splitSize`` and the shard may grow longer, the shards of one more
    /// character (every id is longer than four bytes, so none stays in the shard split).
    private mutating func layOut(_ range: Range<Int>, length: Int) {
        var size = IDIndex.header.utf8.count + 1
        for position in range {
            let id = Int(order[position])
            size += ends[id] - start(of: id) + lineEnds[Int(places[id])].count
        }
        let first = start(of: Int(order[range.lowerBound]))
        guard size > IDIndex.splitSize, length < IDIndex.shardLengths.upperBound else {
            let name = String(
                decoding: UnsafeBufferPointer(rebasing: bytes[first..<(first + length)]), as: UTF8.self)
            files[name] = encode(range, size: size)
            return
        }
        var childStart = range.lowerBound
        while childStart < range.upperBound {
            let byte = bytes[start(of: Int(order[childStart])) + length]
            var childEnd = childStart + 1
            while childEnd < range.upperBound, bytes[start(of: Int(order[childEnd])) + length] == byte {
                childEnd += 1
            }
            layOut(childStart..<childEnd, length: length + 1)
            childStart = childEnd
        }
    }

    /// The file of the shard holding the ids `order[range]`, of `size` bytes.
    private func encode(_ range: Range<Int>, size: Int) -> [UInt8] {
        var out = ByteWriter(capacity: size)
        out.append(text: IDIndex.header + "\n")
        for position in range {
            let id = Int(order[position])
            out.append(bytes: UnsafeBufferPointer(rebasing: bytes[start(of: id)..<ends[id]]))
            lineEnds[Int(places[id])].withUnsafeBufferPointer { out.append(bytes: $0) }
        }
        return out.bytes
    }
}
