extension LedgerDoctor {
    /// Checks the id index against `expected` (where each bill read is), and rebuilds it when a
    /// bill is missing from it or misplaced, or when it cannot be read.
    mutating func checkIndex(_ expected: [String: MonthKey], in months: MonthStore) throws {
        let folder = directory + "/" + IDIndex.directoryName
        var found: [String: MonthKey] = [:]
        var problem: Reason?
        do {
            for name in try FileSystem.list(folder).sorted()
            where !FileSystem.isTemporaryName(name) && name != IDIndex.formatFileName {
                let path = folder + "/" + name
                guard name.hasSuffix(".txt"), let bytes = try FileSystem.read(path) else {
                    throw LedgerError.corruptFile(path: path, detail: "not a file of the id index")
                }
                found.merge(try IDIndex.decode(bytes, path: path)) { first, _ in first }
            }
            if !expected.isEmpty, try !IDIndex(ledgerDirectory: directory).exists {
                problem = "it is missing or of an older layout"
            } else if found != expected {
                let wrong =
                    Set(found.keys).symmetricDifference(expected.keys).count
                    + expected.filter { found[$0.key] != nil && found[$0.key] != $0.value }.count
                problem = .init(
                    wrong == 1
                        ? "{1} bill is missing from it or misplaced"
                        : "{1} bills are missing from it or misplaced",
                    String(wrong))
            }
        } catch {
            problem = self.problem(error)
        }
        guard let problem, try !(expected.isEmpty && !FileSystem.exists(folder)) else { return }
        report.repairable(
            IDIndex.directoryName,
            Reason("the id index (a cache of where each bill is): {1}", [problem]),
            "rebuild it",
            repairing: repairing)
        try months.rebuildIndex()
        repairs.append(ChangeRecord("rebuild the id index"))
    }
}
