extension JSONReader {
    /// The members an object must have, ticked off as its decoder reads its keys (in any order), so
    /// that the decoder fills a value as it goes and names what is missing at the end.
    struct RequiredMembers {
        private let names: [StaticString]
        private var seen: UInt64 = 0

        /// At most 64 names.
        init(_ names: StaticString...) {
            precondition(names.count <= 64, "at most 64 required members")
            self.names = names
        }

        /// Ticks off `key` when it is one of the names.
        mutating func saw(_ key: Key) {
            for (index, name) in names.enumerated() where name ~= key {
                seen |= 1 << UInt64(index)
                return
            }
        }

        /// The first name (in the order given) that was not seen, if any.
        var firstMissing: String? {
            names.indices.first { seen & (1 << UInt64($0)) == 0 }.map { names[$0].description }
        }
    }
}
