import Foundation

/// A fresh directory for one test, removed when `body` returns.
func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("timi-test-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
}

/// Every file under `directory` with its bytes, to compare a ledger before and after.
func snapshot(_ directory: String) -> [String: Data] {
    var files: [String: Data] = [:]
    guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return files }
    while let relative = enumerator.nextObject() as? String {
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
