import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every file timi creates gets 0666 less the umask (the ledger's own files may be stricter, never
/// looser), run under a real umask; a file it replaces keeps its mode.
struct FileModeTests {
    /// Runs timi under `umask` (a shell sets it, then becomes timi).
    static func run(_ timi: TimiRunner, umask: String, arguments: [String]) throws -> RunResult {
        try timi.run(
            arguments: ["-c", "umask \(umask); exec \"$0\" \"$@\"", TimiRunner.executable.path] + arguments,
            executable: URL(fileURLWithPath: "/bin/sh"))
    }

    static func mode(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : 0o7777
    }

    /// The regular files and folders under `folder`, with their modes.
    static func modes(under folder: String) -> [(String, mode_t, Bool)] {
        let entries = FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? []
        return entries.map { name in
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isFolder)
            return (name, mode(folder + "/" + name), isFolder.boolValue)
        }
    }

    @Test(arguments: [("022", 0o644 as mode_t), ("077", 0o600 as mode_t)])
    func filesTimiCreatesFollowTheUmask(umask: String, fileMode: mode_t) throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(
                home: dir + "/ledger", extraEnvironment: ["XDG_CONFIG_HOME": dir + "/config"])
            let photo = dir + "/receipt.jpg"
            try Data([0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]).write(to: URL(fileURLWithPath: photo))
            chmod(photo, 0o666)
            for arguments in [
                ["add", "12.5", "meals", "--note", "lunch"], ["add", "9.9", "--photo", photo],
                ["export", "--output", dir + "/all.csv"], ["report", "--output", dir + "/report.txt"],
                ["backup", dir + "/b.tar"], ["config", "set", "currency", "USD"],
            ] {
                let result = try FileModeTests.run(timi, umask: umask, arguments: arguments)
                #expect(result.status == 0, "\(arguments): \(result.stderr)")
            }
            let restored = TimiRunner(home: dir + "/restored")
            let restore = try FileModeTests.run(
                restored, umask: umask, arguments: ["restore", dir + "/b.tar"])
            #expect(restore.status == 0, "\(restore.stderr)")

            for output in ["all.csv", "report.txt", "b.tar", "config/timi/config.json"] {
                #expect(FileModeTests.mode(dir + "/" + output) == fileMode, "\(output) under umask \(umask)")
            }
            // The ledger's own files and folders, new and restored: never looser than the umask allows.
            let folderMode = fileMode | (fileMode >> 2 & 0o111) | 0o100
            for home in [timi.home, restored.home] {
                let entries = FileModeTests.modes(under: home)
                #expect(entries.contains { $0.0.hasPrefix("attachments/") && !$0.2 })
                for (name, mode, isFolder) in entries {
                    #expect(
                        mode & ~(isFolder ? folderMode : fileMode) == 0,
                        "\(home): \(name) is \(String(mode, radix: 8))")
                }
            }
        }
    }

    @Test func aReplacedFileKeepsItsMode() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            _ = try timi.run("add", "12.5")
            for output in ["all.csv", "report.txt", "b.tar"] {
                #expect(FileManager.default.createFile(atPath: dir + "/" + output, contents: Data("old".utf8)))
                chmod(dir + "/" + output, 0o640)
            }
            for arguments in [
                ["export", "--output", dir + "/all.csv"], ["report", "--output", dir + "/report.txt"],
                ["backup", dir + "/b.tar"],
            ] {
                let result = try FileModeTests.run(timi, umask: "077", arguments: arguments)
                #expect(result.status == 0, "\(arguments): \(result.stderr)")
            }
            for output in ["all.csv", "report.txt", "b.tar"] {
                #expect(FileModeTests.mode(dir + "/" + output) == 0o640, "\(output)")
                #expect(try String(contentsOfFile: dir + "/" + output, encoding: .utf8) != "old")
            }
        }
    }
}
