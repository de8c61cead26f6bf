/// Photos to copy into the ledger's `attachments/` folder, and to remove from it, when a change is
/// committed. Kept by ``Ledger``.
struct PendingAttachments {
    /// Name in `attachments/` → content.
    private var added: [String: [UInt8]] = [:]
    private var removed: Set<String> = []

    /// Writes an attachment at commit.
    mutating func add(_ name: String, contents: [UInt8]) {
        added[name] = contents
        removed.remove(name)
    }

    /// Removes an attachment at commit.
    mutating func remove(_ name: String) {
        added[name] = nil
        removed.insert(name)
    }

    /// Stages the new attachments, then the removals, each in name order.
    /// - Parameter path: the absolute path of an attachment's name.
    func stage(into commit: Commit, path: (String) -> String) throws {
        for (name, contents) in added.sorted(by: { $0.key < $1.key }) {
            try commit.stage(contents, at: path(name))
        }
        for name in removed.sorted() { commit.remove(path(name)) }
    }
}
