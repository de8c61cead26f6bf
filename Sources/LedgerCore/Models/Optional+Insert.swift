extension Optional {
    /// Puts `value` here when nothing is, and returns what was here (`nil` when `value` went in).
    ///
    /// On a dictionary's entry (`counts[key].insert(1)`) the key is looked up once, where reading the
    /// entry and then setting it looks it up twice: an import does this for every row.
    mutating func insert(_ value: Wrapped) -> Wrapped? {
        if let present = self { return present }
        self = value
        return nil
    }
}
