/// A spare icon the user may give to a new category; each is used once while any is left.
public struct SpareIcon: Hashable, Sendable {
    /// The icon file name, e.g. `type_big_1001.png`.
    public var icon: String
    /// The kind of category the icon is meant for.
    public var type: BillType
}
