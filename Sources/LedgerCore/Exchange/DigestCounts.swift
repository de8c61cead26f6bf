/// A number for each ``ImportKey/Digest``, in a table of its own: an import looks up every row's id
/// (the line it was first seen on) and content (how many rows had it) here.
///
/// A digest is a 128-bit FNV hash already, so its own bits choose its slot (both halves folded and
/// spread by a Fibonacci multiply: FNV's lowest bits are mixed the least), with linear probing in a
/// flat table, so that no digest is hashed twice (docs/PERFORMANCE.md, the import's booking thread).
/// A copy shares the table until either changes.
struct DigestCounts {
    /// The slots: a digest and its number side by side, so that a lookup reads one cache line; an
    /// all-zero digest marks a free slot (the zero digest itself is kept in ``zero``).
    private var table: SlotTable
    /// How many slots are taken.
    private(set) var count = 0
    /// The number of the zero digest, if it has one.
    private var zero: Int?

    /// A table with room for `capacity` digests before it grows.
    init(capacity: Int = 0) { table = SlotTable(slots: DigestCounts.slots(for: capacity)) }

    /// Whether no digest has a number.
    var isEmpty: Bool { count == 0 && zero == nil }

    /// The number of `digest`; `nil` when it has none.
    subscript(digest: ImportKey.Digest) -> Int? {
        if digest.isZero { return zero }
        let slot = table.find(digest)
        return slot.pointee.digest.isZero ? nil : slot.pointee.number
    }

    /// Gives `digest` the number `number` when it has none.
    /// - Returns: the number it had (and keeps); `nil` when it had none.
    mutating func insert(_ digest: ImportKey.Digest, _ number: Int) -> Int? {
        if digest.isZero { return zero.insert(number) }
        let slot = unique().find(digest)
        if !slot.pointee.digest.isZero { return slot.pointee.number }
        take(slot, digest, number)
        return nil
    }

    /// Counts `digest` once more.
    /// - Returns: how many times it was counted before.
    mutating func count(_ digest: ImportKey.Digest) -> Int {
        if digest.isZero {
            defer { zero = (zero ?? 0) + 1 }
            return zero ?? 0
        }
        let slot = unique().find(digest)
        if slot.pointee.digest.isZero {
            take(slot, digest, 1)
            return 0
        }
        defer { slot.pointee.number += 1 }
        return slot.pointee.number
    }

    /// Makes room for `more` digests besides those counted.
    mutating func reserve(_ more: Int) {
        let slots = DigestCounts.slots(for: count + more)
        if slots > table.slots { table = table.rehashed(slots: slots) }
    }

    /// This value's own table, to change (a copy of the value shares it until then).
    private mutating func unique() -> SlotTable {
        if !isKnownUniquelyReferenced(&table) { table = table.rehashed(slots: table.slots) }
        return table
    }

    /// Puts `digest` in the free `slot`, growing the table when it is three-quarters full.
    private mutating func take(_ slot: UnsafeMutablePointer<Slot>, _ digest: ImportKey.Digest, _ number: Int)
    {
        slot.pointee = Slot(digest: digest, number: number)
        count += 1
        if count * 4 > table.slots * 3 { table = table.rehashed(slots: table.slots * 2) }
    }

    /// A power of two with room for `capacity` digests at three-quarters full (at least 16).
    private static func slots(for capacity: Int) -> Int {
        var slots = 16
        while slots / 4 * 3 < capacity { slots *= 2 }
        return slots
    }

    fileprivate struct Slot {
        var digest: ImportKey.Digest
        var number: Int
    }

    /// The slots, in zeroed memory of their own: mapped apart from the heap and asked for in huge pages,
    /// so that a million-row import's lookups (each at a random place of ~50 MB) do not each miss the
    /// TLB as well as the cache, and free slots need no writing.
    fileprivate final class SlotTable {
        /// How many slots there are (a power of two).
        let slots: Int
        private let memory: ZeroedMemory

        init(slots: Int) {
            self.slots = slots
            memory = ZeroedMemory(bytes: slots * MemoryLayout<Slot>.stride)
        }

        private var base: UnsafeMutablePointer<Slot> { memory.base.assumingMemoryBound(to: Slot.self) }

        /// The slot of `digest` (not zero): where it is, or the free one where it would go.
        @inline(__always)
        func find(_ digest: ImportKey.Digest) -> UnsafeMutablePointer<Slot> {
            let mask = slots - 1
            let spread = (digest.high ^ digest.low) &* 0x9E37_79B9_7F4A_7C15
            var slot = Int(truncatingIfNeeded: spread >> UInt64(64 - mask.nonzeroBitCount)) & mask
            while !base[slot].digest.isZero && base[slot].digest != digest { slot = (slot + 1) & mask }
            return base + slot
        }

        /// A table of `slots` slots holding this one's digests.
        func rehashed(slots: Int) -> SlotTable {
            let table = SlotTable(slots: slots)
            for index in 0..<self.slots where !base[index].digest.isZero {
                table.find(base[index].digest).pointee = base[index]
            }
            return table
        }
    }
}

extension ImportKey.Digest {
    /// Whether both halves are zero (a free slot of ``DigestCounts``).
    var isZero: Bool { high | low == 0 }
}
