/// The CRC-32 of ZIP (and zlib, PNG, Ethernet): polynomial 0xEDB88320, reflected; table-driven,
/// eight bytes at a time ("slicing by 8").
///
/// Used by ``ZipArchive`` to check every entry it reads.
enum CRC32 {
    /// Eight tables of 256: the first is the classic byte table; table k advances a byte k more.
    private static let tables: [UInt32] = {
        var tables = [UInt32](repeating: 0, count: 8 * 256)
        for index in 0..<256 {
            var crc = UInt32(index)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
            tables[index] = crc
        }
        for index in 256..<(8 * 256) {
            let previous = tables[index - 256]
            tables[index] = (previous >> 8) ^ tables[Int(previous & 0xFF)]
        }
        return tables
    }()

    /// The checksum of `bytes`.
    static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        tables.withUnsafeBufferPointer { table in
            var crc: UInt32 = 0xFFFF_FFFF
            var index = 0
            if let base = bytes.baseAddress {
                let raw = UnsafeRawPointer(base)
                while index + 8 <= bytes.count {
                    let low =
                        UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt32.self)) ^ crc
                    let high = UInt32(
                        littleEndian: raw.loadUnaligned(fromByteOffset: index + 4, as: UInt32.self))
                    crc =
                        table[7 * 256 + Int(low & 0xFF)] ^ table[6 * 256 + Int((low >> 8) & 0xFF)]
                        ^ table[5 * 256 + Int((low >> 16) & 0xFF)] ^ table[4 * 256 + Int(low >> 24)]
                        ^ table[3 * 256 + Int(high & 0xFF)] ^ table[2 * 256 + Int((high >> 8) & 0xFF)]
                        ^ table[256 + Int((high >> 16) & 0xFF)] ^ table[Int(high >> 24)]
                    index += 8
                }
            }
            while index < bytes.count {
                crc = table[Int((crc ^ UInt32(bytes[index])) & 0xFF)] ^ (crc >> 8)
                index += 1
            }
            return ~crc
        }
    }
}
