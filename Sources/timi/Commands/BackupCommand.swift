import LedgerCore

struct BackupCommand: Command {
    static let help = CommandHelp(
        name: "backup",
        abstract: "Write the whole ledger, attachments and undo history included, to one tar file.",
        discussion: """
            A tar archive of the ledger directory (every book, bill, attachment and the undo history), with a \
            manifest of each file's size and CRC-32 that 'timi restore' checks. Taken under the shared lock, \
            so no change is half in it; written to a temporary file renamed at the end, so the backup is \
            whole or absent. '-' or a pipe writes to standard output. 'tar tf' lists it.
            """,
        arguments: [file],
        examples: ["timi backup ledger-2026-11-23.tar", "timi backup - | gzip > ledger.tar.gz"])

    static let file = ArgumentSpec(
        "file.tar", help: "Where to write the archive ('-' for standard output).", completion: .kind(.files))

    var file: String

    init(parsing arguments: inout ArgumentScanner) throws {
        file = try arguments.required(Self.file)
    }

    func run(in context: Context) throws {
        let output = try OutputFile(file == "-" ? "/dev/stdout" : file)
        let summary = try context.store.backup { bytes in
            try SignalWatcher.stopIfCaught()
            try output.append(bytes)
        }
        try output.finish()
        context.message(
            context.language.text(
                summary.files == 1
                    ? "Backed up {1} file ({2} bytes) to {3}" : "Backed up {1} files ({2} bytes) to {3}",
                String(summary.files), String(summary.bytes), file))
    }
}
