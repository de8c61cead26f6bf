import Foundation
import Testing

/// What a run of `timi` printed and how it exited.
struct RunResult {
    var status: Int32
    var stdout: String
    var stderr: String
}

/// Runs the built `timi` with a ledger of its own (`TIMI_HOME`) and a fixed today.
struct TimiRunner {
    let home: String
    var today = "2026-11-21"
    var extraEnvironment: [String: String] = [:]
    /// The working directory (default: the test's).
    var directory: String?

    /// The `timi` next to this test bundle (`.build/<configuration>/timi`).
    static var executable: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("timi")
            }
        #endif
        return Bundle.main.bundleURL.appendingPathComponent("timi")
    }

    @discardableResult
    func run(_ arguments: String..., stdin: String? = nil) throws -> RunResult {
        try run(arguments: arguments, stdin: stdin)
    }

    /// - Parameter executable: what to run instead of timi (a wrapper that runs timi itself).
    func run(arguments: [String], stdin: String? = nil, executable: URL = TimiRunner.executable) throws
        -> RunResult
    {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var environment = ["TIMI_HOME": home, "TIMI_TODAY": today, "PATH": "/usr/bin:/bin", "HOME": home + "-home"]
        environment.merge(extraEnvironment) { _, new in new }
        process.environment = environment
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let input = Pipe()
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try process.run()
        if let stdin {
            input.fileHandleForWriting.write(Data(stdin.utf8))
            try input.fileHandleForWriting.close()
        }
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return RunResult(
            status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self))
    }
}

/// A fresh directory for one test, removed when `body` returns.
func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("timi-e2e-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
}

/// Every file and folder under `directory` with its bytes (`nil` when it does not exist).
func snapshot(_ directory: String) -> [String: Data]? {
    guard FileManager.default.fileExists(atPath: directory) else { return nil }
    var files: [String: Data] = [:]
    let enumerator = FileManager.default.enumerator(atPath: directory)
    while let relative = enumerator?.nextObject() as? String {
        let path = directory + "/" + relative
        var isDirectory: ObjCBool = false
        FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
        files[relative] = isDirectory.boolValue ? Data("<dir>".utf8) : FileManager.default.contents(atPath: path)
    }
    return files
}
