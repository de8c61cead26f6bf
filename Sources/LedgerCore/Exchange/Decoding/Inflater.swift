/// Raw deflate decompression (RFC 1951: stored, fixed and dynamic Huffman blocks), written for
/// hostile input: every read is bounded, every code and distance checked, the output capped.
///
/// Used by ``ZipArchive`` for the parts of an XLSX workbook.
struct Inflater {
    /// The largest output one input byte can give (a 258-byte match costs at least two bits).
    static let maxRatio = 1032

    /// The bytes a deflate stream stands for.
    /// - Parameter limit: the most bytes expected (a ZIP entry's size); more is an error.
    /// - Throws: ``FileFormatError`` when the stream is damaged, cut off, or inflates to more than
    ///   `limit` bytes.
    static func inflate(_ input: UnsafeBufferPointer<UInt8>, limit: Int) throws -> [UInt8] {
        let (bound, overflow) = input.count.multipliedReportingOverflow(by: maxRatio)
        let capacity = max(0, min(limit, overflow ? limit : bound + maxRatio))
        return try [UInt8](unsafeUninitializedCapacity: capacity) { output, initialized in
            var inflater = Inflater(input: input, output: output, limit: limit)
            defer { initialized = inflater.written }
            try inflater.run()
        }
    }

    private var bits: BitReader
    private let input: UnsafeBufferPointer<UInt8>
    private let output: UnsafeMutableBufferPointer<UInt8>
    private let limit: Int
    private var written = 0

    private init(input: UnsafeBufferPointer<UInt8>, output: UnsafeMutableBufferPointer<UInt8>, limit: Int) {
        self.input = input
        self.output = output
        self.limit = limit
        bits = BitReader(input)
    }

    private static let fixed: (HuffmanTable, HuffmanTable)? = {
        let literals =
            [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
            + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
        // 32 distance codes make the code complete; 30 and 31 are refused when they occur.
        let distances = [UInt8](repeating: 5, count: 32)
        guard let literal = try? HuffmanTable(lengths: literals[...], incompleteAllowed: false),
            let distance = try? HuffmanTable(lengths: distances[...], incompleteAllowed: false)
        else { return nil }
        return (literal, distance)
    }()

    private mutating func run() throws {
        var final = false
        while !final {
            bits.refill()
            final = bits.take(1) == 1
            switch bits.take(2) {
            case 0: try copyStoredBlock()
            case 1:
                guard let (literal, distance) = Inflater.fixed else { throw FileFormatError("no fixed code") }
                try inflateBlock(literal, distance)
            case 2:
                let (literal, distance) = try DynamicCodes.read(&bits)
                try inflateBlock(literal, distance)
            default: throw FileFormatError("a deflate block of the reserved type 3")
            }
            if bits.isPastEnd { throw FileFormatError("the deflate data ends too early") }
        }
    }

    private mutating func copyStoredBlock() throws {
        guard let start = bits.alignToByte(), start + 4 <= input.count else {
            throw FileFormatError("the deflate data ends too early")
        }
        let length = Int(input[start]) | Int(input[start + 1]) << 8
        let complement = Int(input[start + 2]) | Int(input[start + 3]) << 8
        guard length == complement ^ 0xFFFF else {
            throw FileFormatError("a stored block whose length does not match its complement")
        }
        guard start + 4 + length <= input.count else {
            throw FileFormatError("the deflate data ends too early")
        }
        try reserve(length)
        if length > 0, let from = input.baseAddress, let to = output.baseAddress {
            (to + written).update(from: from + start + 4, count: length)
        }
        written += length
        bits.resume(at: start + 4 + length)
    }

    /// Fails unless `count` more bytes fit under the limit.
    @inline(__always) private func reserve(_ count: Int) throws {
        guard count <= output.count - written else {
            throw FileFormatError(
                Reason("the data inflates to more than the {1} bytes expected", String(limit)))
        }
    }

    private static let lengthBase: [Int] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163,
        195,
        227, 258,
    ]
    private static let lengthExtra: [Int] = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    private static let distanceBase: [Int] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    private static let distanceExtra: [Int] = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// Literals and matches until the end-of-block symbol.
    private mutating func inflateBlock(_ literal: HuffmanTable, _ distance: HuffmanTable) throws {
        while true {
            bits.refill()  // enough for a literal/length code, its extra bits, a distance and its extra
            let symbol = try literal.decode(&bits)
            if symbol < 256 {
                try reserve(1)
                output[written] = UInt8(truncatingIfNeeded: symbol)
                written += 1
            } else if symbol == 256 {
                return
            } else {
                guard symbol <= 285 else {
                    throw FileFormatError(Reason("an invalid length code {1}", String(symbol)))
                }
                let length = Inflater.lengthBase[symbol - 257] + bits.take(Inflater.lengthExtra[symbol - 257])
                let code = try distance.decode(&bits)
                guard code < 30 else {
                    throw FileFormatError(Reason("an invalid distance code {1}", String(code)))
                }
                let back = Inflater.distanceBase[code] + bits.take(Inflater.distanceExtra[code])
                guard back <= written else {
                    throw FileFormatError(
                        Reason("a distance of {1} bytes back, before the start of the data", String(back)))
                }
                try reserve(length)
                for offset in written..<(written + length) { output[offset] = output[offset - back] }
                written += length
            }
            if bits.isPastEnd { throw FileFormatError("the deflate data ends too early") }
        }
    }
}
