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
/// (not the undo history, the lock, the empty redo log a change leaves, or the folders).
public func ledgerFiles(_ directory: String) -> [String: Data] {
    (snapshot(directory) ?? [:]).filter {
        !$0.key.hasPrefix("undo") && !$0.key.hasSuffix("/") && $0.key != "lock"
            && !($0.key == "journal.json" && $0.value.isEmpty)
    }
}
