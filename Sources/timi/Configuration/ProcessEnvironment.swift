#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the process was started with, read through the C library: timi links no Foundation, whose
/// internationalisation part alone brings ICU and its ~40 MB of data.
enum ProcessEnvironment {
    /// The environment variables; a variable given twice keeps its first value, as `getenv` does.
    static func variables() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(decoding: UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)), as: UTF8.self)
            if let equals = text.firstIndex(of: "="), variables[String(text[..<equals])] == nil {
                variables[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            entry += 1
        }
        return variables
    }

    /// The working directory, or "." when it cannot be told (removed, or its path too long).
    static func currentDirectory() -> String {
        guard let path = getcwd(nil, 0) else { return "." }
        defer { free(path) }
        return String(cString: path)
    }

    /// Makes `path` a directory, with every missing folder above it (`mkdir -p`, mode 0777 less the
    /// umask). False when one of them cannot be made.
    static func makeDirectories(_ path: String) -> Bool {
        var made = path.hasPrefix("/") ? "" : "."
        for part in path.split(separator: "/") {
            made += "/" + part
            if mkdir(made, 0o777) != 0 && errno != EEXIST { return false }
        }
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
