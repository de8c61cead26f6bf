import LedgerCore

struct DoctorCommand: Command {
    static let help = CommandHelp(
        name: "doctor", abstract: "Check the ledger, repair what is safe, and say what needs a person.",
        discussion: """
            Reads every file of the ledger. Repairs: a change interrupted by a crash (finished), temporary \
            files left by interrupted commands (removed), month totals that no longer match their file \
            (rebuilt), an id index that differs from the bills (rebuilt), attachments no bill uses \
            (removed; 'timi undo' brings them back), files kept for no undo entry (removed), a missing \
            ledger.json (rebuilt from the month files: \
            a book for each bills/<id>/ folder, named 'Book <id>', the default categories and a \
            'Category <id>' for each other category the bills use; rename them after). Reports, with what to do: damaged or unknown files, \
            a bill id used twice, a missing photo, a damaged undo entry, a balance check that no longer holds \
            ('timi account check'). \
            A damaged month file stops only the commands that read that month (and all-time totals); \
            with --quarantine it is moved to quarantine/<book>/<YYYY-MM>.json and its bills leave the \
            ledger until the file is fixed and moved back. \
            On a ledger it may not write (a read-only mount, another user's folder) it only checks, and \
            says so. Exits 0 when nothing is left wrong, 1 otherwise.
            """,
        options: [dryRun, quarantine, format],
        examples: ["timi doctor", "timi doctor --dry-run --json", "timi doctor --quarantine"])

    static let dryRun = OptionSpec("--dry-run", short: "-n", help: "Only report; repair nothing.")
    static let quarantine = OptionSpec(
        "--quarantine",
        help:
            "Move month files that cannot be read to quarantine/, out of the ledger (default: only report them)."
    )
    static let format = OptionSpec.format(
        [OutputFormat.text, .json], help: "text (default) or json: each finding and what became of it.")

    var dryRun: Bool
    var quarantine: Bool

    init(parsing arguments: inout ArgumentScanner) throws {
        dryRun = arguments.flag(Self.dryRun)
        quarantine = arguments.flag(Self.quarantine)
    }

    func run(in context: Context) throws {
        let format = try context.format(Self.self)
        let language = context.language
        var readOnly = false
        var report: DoctorReport
        do {
            report = try context.store.doctor(repair: !dryRun, quarantine: quarantine)
        } catch LedgerError.readOnly(let path, _) where !dryRun {
            // What cannot be repaired can still be checked: the findings say what a writable ledger would get.
            readOnly = true
            context.message(
                language.text(
                    "{1}: the ledger is read-only here, so doctor only checks it; nothing was repaired", path)
            )
            report = try context.store.doctor(repair: false, quarantine: false)
        }
        // A ledger doctor could not open has no balances to compare: its findings say why.
        if let checks = try? context.store.peek({ try BalanceCheckReport(ledger: $0) }) { report.add(checks) }
        context.print(format == .json ? report.asJSON() : report.asText(style: context.style))
        let left = report.findings.filter { $0.outcome != .repaired }.count
        guard left > 0 else { return }
        // Something was not repaired: exit status 1.
        let problems = language.text(left == 1 ? "{1} problem left" : "{1} problems left", String(left))
        let said =
            dryRun
            ? language.text("{1} (--dry-run repairs nothing)", problems)
            : readOnly
                ? language.text("{1} (the ledger is read-only here: nothing was repaired)", problems)
                : problems
        context.message(language.text("Error: {1}", said))
        throw ExitRequest(status: ExitStatus.failure)
    }
}
