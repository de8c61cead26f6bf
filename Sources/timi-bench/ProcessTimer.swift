import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs commands as separate processes, stdout and stderr to /dev/null, and measures each.
enum ProcessTimer {
    /// Runs `arguments[0]` with the rest as arguments and `environment` added to the current one.
    static func run(_ arguments: [String], environment: [String: String] = [:], stdin: String? = nil)
        -> ProcessSample
    {
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { _, new in new }
        let envStrings = env.map { "\($0)=\($1)" }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, stdin ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = envStrings.map { strdup($0) } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let start = now()
        guard posix_spawn(&pid, arguments[0], &actions, nil, argv, envp) == 0 else {
            return ProcessSample(milliseconds: 0, peakKiB: 0, status: 127)
        }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let elapsed = now() - start
        let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
        let cpu =
            Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
        return ProcessSample(milliseconds: elapsed * 1000, peakKiB: nil, status: exit, cpuMilliseconds: cpu)
    }

    /// GNU time, which reports a child's peak RSS correctly. Our own `wait4` cannot: a child started
    /// with posix_spawn shares this process's memory until exec, and Linux counts that in its
    /// `ru_maxrss`. GNU time's own footprint (~1.5 MB) is below any timi process's, so it adds nothing.
    static let gnuTime = FileManager.default.isExecutableFile(atPath: "/usr/bin/time") ? "/usr/bin/time" : nil

    /// Runs the command once under GNU time and returns its peak RSS in KiB (`nil` without GNU time).
    static func peakKiB(_ arguments: [String], environment: [String: String] = [:]) -> Int? {
        guard let time = gnuTime else { return nil }
        let report = NSTemporaryDirectory() + "timi-bench-rss-\(getpid())"
        defer { unlink(report) }
        let sample = run([time, "-f", "%M", "-o", report] + arguments, environment: environment)
        guard sample.status == 0, let text = try? String(contentsOfFile: report, encoding: .utf8) else {
            return nil
        }
        return Int(text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? "")
    }

    /// Runs a command once and returns its standard output (for setup steps, not timed).
    static func output(_ arguments: [String], environment: [String: String] = [:]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    private static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
