import Foundation

/// Every file and folder under `directory` with its bytes, to compare a directory before and after
/// a command: a folder's key ends in `/` and has no bytes.
/// - Returns: `nil` when `directory` does not exist.
public func snapshot(_ directory: String) -> [String: Data]? {
    guard FileManager.default.fileExists(atPath: directory) else { return nil }
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: directory)
    while let relative = enumerator?.nextObject() as? String {
        let path = directory + "/" + relative
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            files[relative] = FileManager.default.contents(atPath: path) ?? Data()
        } else {
            files[relative + "/"] = Data()
        }
    }
    return files
}

/// The files of the ledger in `directory`, by path: what an undo must put back byte for byte
/// (not the undo history, the lock, the redo logs, which each change leaves carried out, or the folders).
public func ledgerFiles(_ directory: String) -> [String: Data] {
    (snapshot(directory) ?? [:]).filter {
        !$0.key.hasPrefix("undo") && !$0.key.hasSuffix("/") && $0.key != "lock"
            && !["journal.json", "journal-2.json"].contains($0.key)
    }
}
