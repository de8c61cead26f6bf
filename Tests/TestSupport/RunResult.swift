import Foundation

/// What a run of a program printed and how it exited.
public struct RunResult: Sendable {
    /// The exit status, or the number of the signal that ended the program.
    public var status: Int32
    /// What it printed on its standard output.
    public var stdout: String
    /// What it printed on its standard error.
    public var stderr: String

    /// Runs `executable` to its end, its standard input `stdin` (default: empty).
    /// - Parameters:
    ///   - environment: the whole environment (default: this process's).
    ///   - directory: the working directory (default: this process's).
    /// - Throws: when the program cannot be started.
    public init(
        running executable: URL, arguments: [String], environment: [String: String]? = nil,
        directory: String? = nil, stdin: String? = nil
    ) throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let environment { process.environment = environment }
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
        status = process.terminationStatus
        self.stdout = String(decoding: stdout, as: UTF8.self)
        self.stderr = String(decoding: stderr, as: UTF8.self)
    }
}
