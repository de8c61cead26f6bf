import Foundation
import Testing

@testable import LedgerCore

/// A restart of the machine, as the ledger sees it: the newest redo log marked carried out in another
/// boot, so the next command judges it and carries it out again.
enum Restart {
    static func simulate(in ledger: String) throws {
        let newest = try #require(try RedoLog.newest(in: ledger))
        let path = RedoLog.path(slot: newest.slot, in: ledger)
        var bytes = try #require(try FileSystem.read(path))
        bytes.replaceSubrange(
            RedoLog.bootOffset..<RedoLog.bootOffset + BootIdentity.length,
            with: Array("0123abcd-0000-4000-8000-000000000000".utf8))
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }
}
