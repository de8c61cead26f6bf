extension JSONReader {
    /// Why reading stopped, and where.
    struct Failure: Error, Equatable {
        var message: String
        var offset: Int

        /// `message (line L, column C)`, counting from 1.
        func describe(in bytes: UnsafeBufferPointer<UInt8>) -> String {
            let (line, column) = JSONReader.position(of: offset, in: bytes)
            return "\(message) (line \(line), column \(column))"
        }
    }

    /// The line and column (of characters) of the byte at `offset` of `bytes`, counting from 1.
    static func position(of offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for byte in bytes[..<min(offset, bytes.count)] {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return (line, column)
    }

    /// A value of the wrong kind or out of range, at the current position.
    func failure(_ message: String) -> Failure { Failure(message: message, offset: offset) }

    /// Text that is not JSON at all, at the current position.
    func malformed(_ message: String) -> Failure {
        Failure(message: "not valid JSON: " + message, offset: offset)
    }
}
