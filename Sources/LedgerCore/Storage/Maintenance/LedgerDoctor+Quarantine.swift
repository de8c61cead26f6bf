extension LedgerDoctor {
    /// Moves a damaged month file to `quarantine/<book>/` (its bills leave the ledger), or says it would.
    mutating func quarantine(_ key: MonthKey, _ problem: DoctorReport.Text, in months: MonthStore) throws {
        let base = "quarantine/\(key.book)/\(key.month)"
        var name = base + ".json"
        var copy = 1
        while try FileSystem.exists(directory + "/" + name) {
            copy += 1
            name = base + "-\(copy).json"
        }
        report.repairable(
            relative(months.path(of: key)), problem,
            .init(
                "move it to {1}: its bills leave the ledger until it is fixed and moved back ('timi undo' "
                    + "puts it back at once)", name), repairing: repairing)
        try months.quarantine(key, to: directory + "/" + name)
        repairs.append("quarantine \(relative(months.path(of: key)))")
    }
}
