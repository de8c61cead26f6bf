extension LedgerState {
    /// The app's spare icons meant for `type` (or all): `*` when a category has it, the icon, the
    /// kind it is meant for, and the category that has it. Used by `timi category icons`.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` if the embedded icon list is unreadable.
    package func spareIconsText(type: BillType?, style: TextStyle) throws -> String {
        var table = TextTable(
            header: [""] + ["ICON", "TYPE", "USED BY"].map { style.language.text($0) },
            alignments: [.left, .left, .left, .left])
        for (spare, category) in try spareIconChoices() where type == nil || spare.type == type {
            table.append(
                [
                    category == nil ? "" : "*", spare.icon,
                    style.language.text(spare.type == .income ? "income" : "expense"),
                    category.map { "\($0.title) (\($0.alias))" } ?? "",
                ], roles: [nil, nil, nil, category.map { .category($0.color) }])
        }
        return style.render(table.wrapped(style: style, column: 3, minimum: 6))
    }

    /// The spare icons as a JSON array: `category` (the alias of the category that has it, or
    /// `null`), `icon`, `type`.
    /// - Throws: as ``spareIconsText(type:style:)``.
    package func spareIconsJSON(type: BillType?) throws -> String {
        JSONOutput.array(
            try spareIconChoices().filter { type == nil || $0.icon.type == type }.map { spare, category in
                JSONText.object([
                    ("category", category.map { JSONText.quoted($0.alias) } ?? "null"),
                    ("icon", JSONText.quoted(spare.icon)), ("type", JSONText.quoted(spare.type.rawValue)),
                ])
            })
    }
}
