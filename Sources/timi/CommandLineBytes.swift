#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The command line as the system gave it, before Swift's `CommandLine.arguments` repairs invalid
/// UTF-8 to U+FFFD: a note typed as `$'a\xffb'` would otherwise be stored as `a�b`.
enum CommandLineBytes {
    /// The first argument after the program name that is not UTF-8 text, each invalid byte shown as
    /// `\xFF`; `nil` when every argument is.
    static func firstInvalidArgument() -> String? {
        for index in 1..<Int(CommandLine.argc) {
            guard let argument = CommandLine.unsafeArgv[index] else { continue }
            let bytes = Array(
                UnsafeBufferPointer(
                    start: UnsafeRawPointer(argument).assumingMemoryBound(to: UInt8.self),
                    count: strlen(argument)))
            if !isUTF8(bytes) { return shown(bytes) }
        }
        return nil
    }

    private static func isUTF8(_ bytes: [UInt8]) -> Bool {
        Array(String(decoding: bytes, as: UTF8.self).utf8) == bytes
    }

    /// `bytes` as text, each byte that does not start a valid UTF-8 sequence written `\xFF`.
    private static func shown(_ bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length =
                switch lead {
                case 0..<0x80: 1
                case 0xC2..<0xE0: 2
                case 0xE0..<0xF0: 3
                case 0xF0..<0xF5: 4
                default: 0
                }
            if length > 0, index + length <= bytes.count, isUTF8(Array(bytes[index..<index + length])) {
                text += String(decoding: bytes[index..<index + length], as: UTF8.self)
                index += length
            } else {
                text += "\\x" + String(lead, radix: 16, uppercase: true)
                index += 1
            }
        }
        return text
    }
}
