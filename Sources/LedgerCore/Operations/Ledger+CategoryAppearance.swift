extension Ledger {
    /// Paints a category in `color` (`timi category color`); any colour may be shared.
    @discardableResult
    package func setColor(_ color: CategoryColor, of category: Category) -> Category {
        guard let index = state.categories.firstIndex(where: { $0.id == category.id }) else {
            return category
        }
        state.categories[index].color = color
        logChange(ChangeRecord("category color {1} ({2}) {3}", texts: category.title, category.alias, "\(color)"))
        return state.categories[index]
    }

    /// Gives a category the spare icon `icon` (`timi category icon`); its old icon, when it is one
    /// of the app's spare icons, becomes spare again.
    /// - Throws: ``LedgerError/notFound(kind:query:suggestion:)`` for an icon that is not one of the
    ///   app's spare icons, ``LedgerError/refused(_:)`` for one another category has.
    @discardableResult
    package func setIcon(_ icon: String, of category: Category) throws -> Category {
        guard let index = state.categories.firstIndex(where: { $0.id == category.id }) else {
            return category
        }
        guard icon != category.icon else { return category }
        try takeSpareIcon(icon)
        if let spare = try Seed.spareIcons().first(where: { $0.icon == category.icon }),
            !state.spareIcons.contains(spare)
        {
            state.spareIcons.append(spare)
        }
        state.categories[index].icon = icon
        logChange(ChangeRecord("category icon {1} ({2}) {3}", texts: category.title, category.alias, "\(icon)"))
        return state.categories[index]
    }

    /// Takes `icon` out of the spare icons for a category.
    /// - Throws: as ``setIcon(_:of:)``.
    func takeSpareIcon(_ icon: String) throws {
        let known = try Seed.spareIcons()
        guard known.contains(where: { $0.icon == icon }) else {
            throw LedgerError.notFound(
                kind: "spare icon", query: icon,
                suggestion: NameMatching.suggestion(for: icon, among: known.map(\.icon)))
        }
        if let owner = state.categories.first(where: { $0.icon == icon }) {
            throw LedgerError.refused(
                Reason(
                    "the icon {1} is taken by {2} ({3}); see 'timi category icons'", icon, owner.title,
                    owner.alias))
        }
        state.spareIcons.removeAll { $0.icon == icon }
    }
}
