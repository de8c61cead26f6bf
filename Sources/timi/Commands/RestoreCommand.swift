#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LedgerCore

struct RestoreCommand: Command {
    static let help = CommandHelp(
        name: "restore", abstract: "Put back a ledger from a backup, after checking every file of it.",
        discussion: """
            Checks the archive (every header, the manifest's sizes and CRC-32s, only files and folders with \
            safe names) and the ledger in it (as 'timi doctor --dry-run' does) before anything is touched, \
            then unpacks it beside the ledger directory and renames it into place: the directory holds the \
            old ledger or the restored one, never a mix. A directory that already holds a ledger is left \
            alone unless --replace is given; the old ledger is then kept beside it as \
            <directory>.before-restore-<time>.
            """,
        arguments: [file], options: [replace],
        examples: ["timi --ledger ~/restored restore backup.tar", "timi restore backup.tar --replace"])

    static let file = ArgumentSpec(
        "file.tar", help: "A backup written by 'timi backup'.", completion: .kind(.files))
    static let replace = OptionSpec(
        "--replace", help: "Replace the ledger already in the directory, keeping it aside (default: refuse).")

    var file: String
    var replace: Bool

    init(parsing arguments: inout ArgumentScanner) throws {
        replace = arguments.flag(Self.replace)
        file = try arguments.required(Self.file)
    }

    func run(in context: Context) throws {
        // `20261206T052330`: the time in UTC, ISO 8601's basic format, without its fraction.
        let stamp = String(context.now.description.prefix(19).filter { $0 != "-" && $0 != ":" })
        let aside = context.store.directory + ".before-restore-" + stamp
        let summary = try context.store.restore(archive: file, replacing: replace, aside: aside)
        let language = context.language
        context.message(
            language.text(
                summary.files == 1
                    ? "Restored {1} file ({2} bytes) from {3} into {4}"
                    : "Restored {1} files ({2} bytes) from {3} into {4}",
                String(summary.files), String(summary.bytes), file, context.store.directory)
                + (summary.replacedLedger.map { language.text("; the ledger it replaced is kept in {1}", $0) }
                    ?? ""))
    }
}
