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
        var count = 0
        while environ[count] != nil { count += 1 }
        var variables = [String: String](minimumCapacity: count)  // not grown (and rehashed) on the way
        // Last to first, so that the first of a name is the one kept, with one look-up a variable.
        for index in stride(from: count - 1, through: 0, by: -1) {
            guard let pointer = environ[index] else { continue }
            // At the first `=` byte, as getenv splits: a search by Character was most of a command's start.
            let length = strlen(pointer)
            guard let equals = memchr(pointer, Int32(UInt8(ascii: "=")), length) else { continue }
            let nameLength = UnsafeRawPointer(equals) - UnsafeRawPointer(pointer)
            let name = UnsafeRawBufferPointer(start: pointer, count: nameLength)
            let value = UnsafeRawBufferPointer(start: equals + 1, count: length - nameLength - 1)
            variables[String(decoding: name, as: UTF8.self)] = String(decoding: value, as: UTF8.self)
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
