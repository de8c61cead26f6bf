extension Ledger {
    /// The months that hold each bill id and import key, from the import-key index, with every bill
    /// of the months it does not cover handed to `each` (see ``MonthStore/importKeys(digests:each:)``).
    func importKeys(
        digests: @escaping (Bill) -> [UInt64], each: (Bill) throws -> Void
    ) throws -> ImportKeyLookup {
        try monthStore.importKeys(digests: digests, each: each)
    }
}
