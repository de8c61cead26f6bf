/// The ids of the bills a change log hides, asked about by an id's bytes: the ``ByteHash`` of the
/// bytes is looked for first (a sorted list searched: no `String` made of a file's id, no `Hasher`
/// run), the ids themselves only when the hash is one of theirs. A month of thousands of bills is
/// read past a few hidden ones at the cost of a hash each.
struct HiddenIDs {
    private let ids: Set<String>
    private let hashes: [UInt64]

    init(_ ids: Set<String>) {
        self.ids = ids
        hashes = ids.map { id in id.withBytes { ByteHash.of(UnsafeRawBufferPointer($0)) } }.sorted()
    }

    /// Whether `id` (a `String`, or a file's bytes not made one) is one of the ids.
    func contains<Text: BillText>(_ id: Text, as string: (Text) -> String) -> Bool {
        guard !hashes.isEmpty else { return false }
        return contains(id, hash: id.withBytes { ByteHash.of(UnsafeRawBufferPointer($0)) }, as: string)
    }

    /// ``contains(_:as:)`` of an id whose ``ByteHash`` the caller has made already.
    private func contains<Text: BillText>(_ id: Text, hash: UInt64, as string: (Text) -> String) -> Bool {
        guard !hashes.isEmpty else { return false }
        var (low, high) = (0, hashes.count)
        while low < high {
            let middle = (low + high) / 2
            if hashes[middle] < hash { low = middle + 1 } else { high = middle }
        }
        return low < hashes.count && hashes[low] == hash && ids.contains(string(id))
    }

    /// Whether `id` is one of the ids.
    func contains(_ id: String) -> Bool { contains(id) { $0 } }

    /// Whether the id a month file holds is one of the ids.
    func contains(_ id: JSONReader.Text) -> Bool { contains(id) { $0.string } }

    /// Whether the id a month file holds, whose ``ByteHash`` is `hash`, is one of the ids.
    func contains(_ id: JSONReader.Text, hash: UInt64) -> Bool { contains(id, hash: hash) { $0.string } }
}
