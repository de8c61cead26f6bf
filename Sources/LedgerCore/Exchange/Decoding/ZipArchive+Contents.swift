extension ZipArchive {
    /// The contents of `entry`, checked against its sizes and CRC-32.
    /// - Parameter limit: the largest size accepted; a larger entry is refused before it is read.
    /// - Throws: ``FileFormatError`` for an entry that is too large, compressed by another method,
    ///   cut off, or whose data does not match what the directory says of it.
    func contents(of entry: Entry, limit: Int) throws -> [UInt8] {
        func damaged(_ what: String) -> FileFormatError {
            FileFormatError("'\(entry.name)' in the zip is damaged: \(what)")
        }
        guard entry.size <= limit else {
            throw FileFormatError(
                "'\(entry.name)' is too large (\(entry.size) bytes; at most \(limit) are read)")
        }
        let field = { (offset: Int, width: Int) in bytes.littleEndian(at: entry.offset + offset, width) ?? 0 }
        guard entry.offset + 30 <= directoryOffset, field(0, 4) == 0x0403_4B50 else {
            throw damaged("no local header where the directory says")
        }
        if field(6, 2) & 1 != 0 { throw FileFormatError("the zip is password-protected: unzip it first") }
        let start = entry.offset + 30 + field(26, 2) + field(28, 2)
        let end = start + entry.compressedSize
        guard end <= directoryOffset else { throw damaged("its data runs past the end of the archive") }
        if entry.flags & 8 == 0,
            field(14, 4) != Int(entry.crc) || field(18, 4) != entry.compressedSize
                || field(22, 4) != entry.size
        {
            throw damaged("its local header and the directory give different sizes")
        }
        let data: [UInt8]
        switch entry.method {
        case 0:
            guard entry.compressedSize == entry.size else { throw damaged("a stored entry of two sizes") }
            data = Array(bytes[start..<end])
        case 8:
            do {
                data = try bytes[start..<end].withUnsafeBufferPointer {
                    try Inflater.inflate($0, limit: entry.size)
                }
            } catch let error as FileFormatError {
                throw damaged(error.message)
            }
        default:
            let names = [9: "Deflate64", 12: "bzip2", 14: "LZMA", 93: "Zstandard", 95: "XZ"]
            let name = names[entry.method].map { " (\($0))" } ?? ""
            throw FileFormatError(
                "'\(entry.name)' is compressed with method \(entry.method)\(name); only stored and deflated entries are read"
            )
        }
        guard data.count == entry.size else {
            throw damaged("it holds \(data.count) bytes, not the \(entry.size) the directory says")
        }
        guard data.withUnsafeBufferPointer(CRC32.checksum) == entry.crc else {
            throw damaged("its CRC-32 does not match")
        }
        if entry.flags & 8 != 0 { try checkDescriptor(of: entry, at: end) }
        return data
    }

    /// The data descriptor after an entry's data (its signature optional) must repeat the directory.
    private func checkDescriptor(of entry: Entry, at offset: Int) throws {
        let start = bytes.littleEndian(at: offset, 4) == 0x0807_4B50 ? offset + 4 : offset
        guard start + 12 <= directoryOffset else {
            throw FileFormatError("'\(entry.name)' in the zip is damaged: its data descriptor is cut off")
        }
        guard bytes.littleEndian(at: start, 4) == Int(entry.crc),
            bytes.littleEndian(at: start + 4, 4) == entry.compressedSize,
            bytes.littleEndian(at: start + 8, 4) == entry.size
        else {
            throw FileFormatError(
                "'\(entry.name)' in the zip is damaged: its data descriptor and the directory differ")
        }
    }
}
