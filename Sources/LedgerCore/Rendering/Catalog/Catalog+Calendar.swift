extension Catalog {
    /// The lunar calendar's words.
    static let calendar: [(english: String, chinese: String)] = []
}
