import FoundationEssentials

/// The default categories and spare icons, from the plists compiled into the binary
/// (`Resources/categories.plist`, `Resources/spareIcons.plist`).
enum Seed {
    /// The book a new ledger starts with, as in the app.
    static let firstBookName = "日常账本"

    private struct CategoryEntry: Decodable {
        var title: String
        var alias: String
        var icon: String
        var type: BillType
    }

    /// The 38 categories of the app, in its order, with ids 1…38, each with the default colour of
    /// its place among the categories of its type.
    static func categories() throws -> [Category] {
        let entries = try decode([CategoryEntry].self, PackageResources.categories_plist, "categories.plist")
        var categories: [Category] = []
        for (index, entry) in entries.enumerated() {
            let position = categories.count { $0.type == entry.type }
            categories.append(
                Category(
                    id: index + 1, title: entry.title, alias: entry.alias, icon: entry.icon, type: entry.type,
                    color: CategoryColor.defaultColor(at: position)))
        }
        return categories
    }

    /// The app's spare icons for new categories.
    static func spareIcons() throws -> [SpareIcon] {
        struct Entry: Decodable {
            var icon: String
            var type: BillType
        }
        return try decode([Entry].self, PackageResources.spareIcons_plist, "spareIcons.plist")
            .map { SpareIcon(icon: $0.icon, type: $0.type) }
    }

    private static func decode<T: Decodable>(_ type: T.Type, _ bytes: [UInt8], _ name: String) throws -> T {
        do {
            return try PropertyListDecoder().decode(type, from: Data(bytes))
        } catch {
            throw LedgerError.corruptFile(
                path: "the embedded \(name)", detail: .verbatim(String(describing: error)))
        }
    }
}
