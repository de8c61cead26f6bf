extension JSONReader {
    /// Why reading stopped, and where. Made only when reading fails: its reason is a catalog template
    /// and its values (the bytes of the file as they are), told in the language of whoever shows it.
    struct Failure: Error, Equatable {
        var message: Reason
        var offset: Int

        /// `message (line L, column C)`, counting from 1.
        func describe(in bytes: UnsafeBufferPointer<UInt8>) -> Reason {
            let (line, column) = JSONReader.position(of: offset, in: bytes)
            return Reason(
                "{1} (line {2}, column {3})", [message, .verbatim(String(line)), .verbatim(String(column))])
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
    func failure(_ message: Reason) -> Failure { Failure(message: message, offset: offset) }

    /// Text that is not JSON at all, at `position` (the current position when `nil`).
    func malformed(_ message: Reason, at position: Int? = nil) -> Failure {
        Failure(message: Reason("not valid JSON: {1}", [message]), offset: position ?? offset)
    }
}
