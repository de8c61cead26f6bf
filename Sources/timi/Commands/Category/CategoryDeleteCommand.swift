import LedgerCore

struct CategoryDeleteCommand: Command {
    static let help = CommandHelp(
        name: "category delete", abstract: "Delete a category; one in use needs --move-to.",
        arguments: [category], options: [moveTo],
        examples: ["timi category delete 香烟", "timi category delete tobacco --move-to treats"])

    static let category = ArgumentSpec(
        "category", help: "The category's whole title, alias or id (a prefix is not enough to delete).",
        completion: .kind(.categories))
    static let moveTo = OptionSpec(
        "--move-to", value: "category",
        help:
            "Move the category's bills, in every book, to this one (whole title, alias or id) first "
            + "(default: refuse if it has bills).",
        completion: .kind(.categories))

    var categoryName: String
    var target: String?

    init(parsing arguments: inout ArgumentScanner) throws {
        target = try arguments.value(Self.moveTo)
        categoryName = try arguments.required(Self.category)
    }

    func run(in context: Context) throws {
        let (category, moved, target) = try context.store.write { ledger in
            let category = try ledger.category(matching: categoryName, exactly: true)
            let target = try self.target.map {
                try ledger.category(matching: $0, type: category.type, exactly: true)
            }
            return (category, try ledger.deleteCategory(category, movingBillsTo: target), target)
        }
        let template =
            moved == 0
            ? "Deleted category {1} ({2})"
            : moved == 1
                ? "Deleted category {1} ({2}); moved {3} bill to {4}"
                : "Deleted category {1} ({2}); moved {3} bills to {4}"
        context.print(
            context.language.text(
                template, category.title, category.alias, String(moved), target?.title ?? "") + "\n")
    }
}
