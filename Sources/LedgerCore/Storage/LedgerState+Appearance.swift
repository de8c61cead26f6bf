extension LedgerState {
    /// The colour a new category of `type` takes: the first palette colour no category of its type
    /// has, else the one fewest have (see ``CategoryColor/nextFree(among:)``).
    func freeColor(for type: BillType) -> CategoryColor {
        CategoryColor.nextFree(among: categories.filter { $0.type == type }.map(\.color))
    }

    /// The app's spare icons, each with the category that has it, if any (`timi category icons`).
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` if the embedded icon list is unreadable.
    func spareIconChoices() throws -> [(icon: SpareIcon, category: Category?)] {
        try Seed.spareIcons().map { spare in (spare, categories.first { $0.icon == spare.icon }) }
    }
}
