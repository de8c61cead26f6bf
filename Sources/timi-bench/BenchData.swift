import Foundation

/// The generator's files, made once and kept in the data directory.
enum BenchData {
    static func jsonl(count: Int, in directory: String, generator: String) throws -> String {
        let path = directory + "/bills-\(count).jsonl"
        if FileManager.default.fileExists(atPath: path) { return path }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let (status, _) = try ProcessTimer.output([
            "/usr/bin/env", "python3", generator, String(count), "--out-dir", directory,
        ])
        guard status == 0 else { throw BenchError("\(generator) \(count) failed with status \(status)") }
        return path
    }
}
