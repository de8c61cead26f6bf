#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// GB18030 (of which GBK and GB2312 are subsets) converted to UTF-8 by the C library's iconv(3).
///
/// Used by ``TextDecoding`` for the exports of Alipay and Chinese banks.
enum GB18030 {
    /// What a conversion gave.
    enum Outcome: Equatable {
        /// The whole input, as UTF-8.
        case text([UInt8])
        /// The input is not GB18030 from this offset on (an invalid sequence, or one cut off by the end).
        case invalid(at: Int)
    }

    /// `bytes` converted from GB18030 to UTF-8.
    /// - Throws: ``FileFormatError`` when the C library has no GB18030 converter.
    static func utf8(from bytes: [UInt8]) throws -> Outcome {
        guard !bytes.isEmpty else { return .text([]) }
        guard let converter = iconv_open("UTF-8", "GB18030"), converter != iconv_t(bitPattern: -1) else {
            throw FileFormatError("cannot read GB18030 text: this system's iconv has no GB18030 converter")
        }
        defer { iconv_close(converter) }
        // Two bytes become at most three, four at most four: E2BIG is rare, and handled.
        var output = [UInt8](repeating: 0, count: bytes.count + bytes.count / 2 + 16)
        var read = 0
        var written = 0
        while true {
            let (done, failure) = convert(bytes, from: &read, into: &output, at: &written, converter)
            if done {
                output.removeSubrange(written...)
                return .text(output)
            }
            switch failure {
            case E2BIG: output.append(contentsOf: repeatElement(0, count: output.count))
            default: return .invalid(at: read)  // EILSEQ, EINVAL (cut off at the end), anything else
            }
        }
    }

    /// One call of iconv from `read` into `output` from `written`, both advanced by what it did.
    /// - Returns: whether all the input is converted (and the converter flushed), else `errno`.
    private static func convert(
        _ bytes: [UInt8], from read: inout Int, into output: inout [UInt8], at written: inout Int,
        _ converter: iconv_t
    ) -> (Bool, Int32) {
        bytes.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out in
                guard let inBase = input.baseAddress, let outBase = out.baseAddress else {
                    return (false, EINVAL)
                }
                var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(mutating: inBase + read)
                    .assumingMemoryBound(to: CChar.self)
                var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(outBase + written)
                    .assumingMemoryBound(to: CChar.self)
                var inLeft = input.count - read
                var outLeft = out.count - written
                var result = iconv(converter, &inPointer, &inLeft, &outPointer, &outLeft)
                if result != -1 { result = iconv(converter, nil, nil, &outPointer, &outLeft) }
                let failure = result == -1 ? errno : 0
                read = input.count - inLeft
                written = out.count - outLeft
                return result == -1 ? (false, failure) : (true, 0)
            }
        }
    }
}
