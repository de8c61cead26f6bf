/// A spare icon the user may give to a new category; each is used once while any is left.
struct SpareIcon: Hashable, Sendable {
    /// The icon file name, e.g. `type_big_1001.png`.
    package var icon: String
    /// The kind of category the icon is meant for.
    package var type: BillType
}
