/// A number for each ``ImportKey/Digest``, in a table of its own: an import looks up every row's id
/// (the line it was first seen on) and content (how many rows had it) here.
///
/// A digest is a 128-bit FNV hash already, so its own bits choose its slot (both halves folded and
/// spread by a Fibonacci multiply: FNV's lowest bits are mixed the least), with linear probing in flat
/// arrays; `Dictionary` hashed each digest again with SipHash and probed its buckets generically, 16 %
/// of the thread that books a million rows.
struct DigestCounts {
    /// The digests, by slot; all-zero marks a free slot (the zero digest itself is kept in ``zero``).
    private var digests: [ImportKey.Digest]
    private var numbers: [Int]
    /// How many slots are taken.
    private(set) var count = 0
    /// The number of the zero digest, if it has one.
    private var zero: Int?

    /// A table with room for `capacity` digests before it grows.
    init(capacity: Int = 0) {
        let slots = DigestCounts.slots(for: capacity)
        digests = Array(repeating: ImportKey.Digest(high: 0, low: 0), count: slots)
        numbers = Array(repeating: 0, count: slots)
    }

    /// Whether no digest has a number.
    var isEmpty: Bool { count == 0 && zero == nil }

    /// The number of `digest`; `nil` when it has none.
    subscript(digest: ImportKey.Digest) -> Int? {
        if digest.isZero { return zero }
        let slot = find(digest)
        return digests[slot].isZero ? nil : numbers[slot]
    }

    /// Gives `digest` the number `number` when it has none.
    /// - Returns: the number it had (and keeps); `nil` when it had none.
    mutating func insert(_ digest: ImportKey.Digest, _ number: Int) -> Int? {
        if digest.isZero { return zero.insert(number) }
        let slot = find(digest)
        if !digests[slot].isZero { return numbers[slot] }
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
        let slot = find(digest)
        if digests[slot].isZero {
            take(slot, digest, 1)
            return 0
        }
        defer { numbers[slot] += 1 }
        return numbers[slot]
    }

    /// Makes room for `more` digests besides those counted.
    mutating func reserve(_ more: Int) {
        if DigestCounts.slots(for: count + more) > digests.count {
            rehash(DigestCounts.slots(for: count + more))
        }
    }

    /// The slot of `digest` (not zero): where it is, or the free one where it would go.
    private func find(_ digest: ImportKey.Digest) -> Int {
        digests.withUnsafeBufferPointer { digests in
            let mask = digests.count - 1
            let spread = (digest.high ^ digest.low) &* 0x9E37_79B9_7F4A_7C15
            var slot = Int(truncatingIfNeeded: spread >> UInt64(64 - mask.nonzeroBitCount)) & mask
            while !digests[slot].isZero && digests[slot] != digest { slot = (slot + 1) & mask }
            return slot
        }
    }

    /// Puts `digest` in the free `slot`, growing the table when it is three-quarters full.
    private mutating func take(_ slot: Int, _ digest: ImportKey.Digest, _ number: Int) {
        digests[slot] = digest
        numbers[slot] = number
        count += 1
        if count * 4 > digests.count * 3 { rehash(digests.count * 2) }
    }

    private mutating func rehash(_ slots: Int) {
        let (oldDigests, oldNumbers) = (digests, numbers)
        digests = Array(repeating: ImportKey.Digest(high: 0, low: 0), count: slots)
        numbers = Array(repeating: 0, count: slots)
        for (digest, number) in zip(oldDigests, oldNumbers) where !digest.isZero {
            let slot = find(digest)
            digests[slot] = digest
            numbers[slot] = number
        }
    }

    /// A power of two with room for `capacity` digests at three-quarters full (at least 16).
    private static func slots(for capacity: Int) -> Int {
        var slots = 16
        while slots / 4 * 3 < capacity { slots *= 2 }
        return slots
    }
}

extension ImportKey.Digest {
    /// Whether both halves are zero (a free slot of ``DigestCounts``).
    var isZero: Bool { high | low == 0 }
}
