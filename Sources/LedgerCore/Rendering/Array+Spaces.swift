extension [UInt8] {
    /// Appends `count` spaces (none when `count` is not positive): how a line of text is padded to a
    /// column, copied from a constant rather than made a sequence each time (a month's timeline pads
    /// twice a bill).
    mutating func appendSpaces(_ count: Int) {
        let spaces: StaticString = "                                                                "
        spaces.withUTF8Buffer { buffer in
            var left = count
            while left > 0 {
                let run = Swift.min(left, buffer.count)
                append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<run]))
                left -= run
            }
        }
    }
}
