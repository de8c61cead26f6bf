extension LedgerDoctor {
    /// Moves a damaged month file (and its change log) to `quarantine/<book>/` (its bills leave the
    /// ledger), or says it would.
    mutating func quarantine(_ key: MonthKey, _ problem: Reason, in months: MonthStore) throws {
        let name = try quarantineName(of: key, suffix: ".json")
        report.repairable(
            relative(months.path(of: key)), problem,
            .init(
                "move it to {1}: its bills leave the ledger until it is fixed and moved back ('timi undo' "
                    + "puts it back at once)", name), repairing: repairing)
        try months.quarantine(key, to: directory + "/" + name)
        repairs.append(ChangeRecord("quarantine {1}", texts: relative(months.path(of: key))))
    }

    /// Moves a damaged change log alone to `quarantine/<book>/` (the changes it holds leave the
    /// ledger, the bills of its month file stay), or says it would.
    /// - Returns: the bills of the month file, or `nil` when that cannot be read either (then the
    ///   month file goes too: see ``quarantine(_:_:in:)``).
    mutating func quarantineLog(_ key: MonthKey, _ problem: Reason, in months: MonthStore) throws
        -> [Bill]?
    {
        let name = try quarantineName(of: key, suffix: MonthLog.suffix)
        let bills: [Bill]
        do {
            bills = try months.quarantineLog(key, to: directory + "/" + name)
        } catch let error as LedgerError where error.isDamagedFile {
            return nil
        }
        report.repairable(
            relative(months.logPath(of: key)), problem,
            .init(
                "move it to {1}: the changes it holds leave the ledger, the bills of its month file stay "
                    + "('timi undo' puts it back at once)", name), repairing: repairing)
        repairs.append(ChangeRecord("quarantine {1}", texts: relative(months.logPath(of: key))))
        return bills
    }

    /// A free name under `quarantine/<book>/` for the month of `key`: `2026-10.json`, else
    /// `2026-10-2.json`, … (with `suffix`).
    private func quarantineName(of key: MonthKey, suffix: String) throws -> String {
        let base = "quarantine/\(key.book)/\(key.month)"
        var name = base + suffix
        var copy = 1
        while try FileSystem.exists(directory + "/" + name) {
            copy += 1
            name = base + "-\(copy)" + suffix
        }
        return name
    }
}
