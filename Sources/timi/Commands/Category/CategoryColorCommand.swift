import LedgerCore

struct CategoryColorCommand: TargetValueCommand {
    static let help = CommandHelp(
        name: "category color", abstract: "Show or set the colour a category is painted in.",
        discussion: """
            The colour paints the category's title and bar in `timi pie`, its mark in `timi list`, its \
            slice in the HTML report and `timi ui`, wherever colour is allowed (see --color). Terminals \
            with COLORTERM=truecolor or 24bit show it exactly, a TERM ending in 256color the nearest of \
            256, others the nearest of the 16 basic colours. New categories take the next colour of the \
            palette that their type does not use yet.
            """,
        arguments: [target, value],
        examples: [
            "timi category color meals", "timi category color meals teal", "timi category color 交通 '#3E7BFA'",
        ])

    static let target = CategoryCommand.category
    static let value = ArgumentSpec(
        "color",
        help: "#RRGGBB, or one of "
            + CategoryColor.named.map(\.name).joined(separator: ", ") + " (default: show the colour).",
        optional: true)

    /// The category, as typed.
    var target: String
    /// The colour, as typed; `nil` shows the category's.
    var value: String?

    func run(in context: Context) throws {
        guard let color = value else {
            let category = try context.store.read { try $0.category(matching: target) }
            return context.print(Self.describe(category.color) + "\n")
        }
        let chosen = try CategoryColor.parsing(color)
        let category = try context.store.write { ledger in
            ledger.setColor(chosen, of: try ledger.category(matching: target))
        }
        context.message(
            context.language.text(
                "Coloured category {1} ({2}) {3}", category.title, category.alias,
                Self.describe(category.color)))
    }

    /// `#3E7BFA (blue)`, or the hex alone for a colour without a name.
    static func describe(_ color: CategoryColor) -> String {
        color.description + (color.name.map { " (\($0))" } ?? "")
    }
}
