/// A file the user asked timi to write (`timi report --output`), written all or nothing.
public enum OutputFile {
    /// Writes `text` to `path` through a temporary file beside it that is fsynced, then renamed over
    /// `path`, and the directory fsynced: a reader (or a crash) never sees half a file. An existing
    /// file keeps its mode; a symbolic link is followed. A path that is not a regular file — a
    /// terminal, a pipe, a device such as `/dev/stdout` — is written into, never replaced.
    /// - Throws: ``LedgerError/io(path:detail:)`` when the file cannot be written.
    public static func write(_ text: String, to path: String) throws {
        let target = FileSystem.resolvingSymlinks(path)
        do {
            if FileSystem.isSpecial(path) {
                return try FileSystem.writeInto(path, contents: Array(text.utf8))
            }
            let (temp, _) = try FileSystem.writeTemporary(besides: target, contents: Array(text.utf8))
            do {
                try FileSystem.rename(temp, to: target)
            } catch {
                try? FileSystem.remove(temp)
                throw error
            }
            try FileSystem.syncDirectory(FileSystem.split(target).0)
        } catch LedgerError.io(_, let detail) {
            throw LedgerError.io(path: path, detail: detail)
        }
    }
}
