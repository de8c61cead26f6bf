/// The default categories and spare icons, from the plists compiled into the binary
/// (`Resources/categories.plist`, `Resources/spareIcons.plist`).
enum Seed {
    /// The book a new ledger starts with, as in the app (`Daily` in a ledger seeded in English).
    static func firstBookName(in language: Language) -> String {
        language == .chinese ? "日常账本" : "Daily"
    }

    /// The 38 categories of the app, in its order, with ids 1…38, each with the default colour of
    /// its place among the categories of its type, titled in `language` (the app's Chinese titles,
    /// or their English ones); the aliases are the same in both.
    static func categories(in language: Language = .chinese) throws -> [Category] {
        let name = "categories.plist"
        let entries = try categoryEntries.get()
        var categories: [Category] = []
        for (index, entry) in entries.enumerated() {
            let type = try Seed.type(of: entry, in: name)
            guard let title = entry[language == .chinese ? "title" : "englishTitle"], let alias = entry["alias"],
                let icon = entry["icon"]
            else {
                throw LedgerError.corruptFile(
                    path: name, detail: Reason("not the seed plist timi was built with: {1}", "a category lacks a field"))
            }
            let position = categories.count { $0.type == type }
            categories.append(
                Category(
                    id: index + 1, title: title, alias: alias, icon: icon, type: type,
                    color: CategoryColor.defaultColor(at: position)))
        }
        return categories
    }

    /// The categories plist read once: every import's built-in categorisation asks for it.
    private static let categoryEntries = Result {
        try SeedPropertyList.dictionaries(PackageResources.categories_plist, name: "categories.plist")
    }

    /// The app's spare icons for new categories.
    static func spareIcons() throws -> [SpareIcon] {
        let name = "spareIcons.plist"
        return try SeedPropertyList.dictionaries(PackageResources.spareIcons_plist, name: name).map { entry in
            guard let icon = entry["icon"] else {
                throw LedgerError.corruptFile(
                    path: name, detail: Reason("not the seed plist timi was built with: {1}", "an icon lacks its name"))
            }
            return SpareIcon(icon: icon, type: try Seed.type(of: entry, in: name))
        }
    }

    private static func type(of entry: [String: String], in name: String) throws -> BillType {
        guard let type = entry["type"].flatMap(BillType.init(rawValue:)) else {
            throw LedgerError.corruptFile(
                    path: name, detail: Reason("not the seed plist timi was built with: {1}", "an entry has no type"))
        }
        return type
    }
}
