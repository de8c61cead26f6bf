extension ZipArchive {
    /// The contents of `entry`, checked against its sizes and CRC-32.
    /// - Parameter limit: the largest size accepted; a larger entry is refused before it is read.
    /// - Throws: ``FileFormatError`` for an entry that is too large, compressed by another method,
    ///   cut off, or whose data does not match what the directory says of it.
    func contents(of entry: Entry, limit: Int) throws -> [UInt8] {
        guard entry.size <= limit else {
            throw FileFormatError(
                Reason(
                    "'{1}' is too large ({2} bytes; at most {3} are read)", entry.name, String(entry.size),
                    String(limit)))
        }
        let field = { (offset: Int, width: Int) in bytes.littleEndian(at: entry.offset + offset, width) ?? 0 }
        guard entry.offset + 30 <= directoryOffset, field(0, 4) == 0x0403_4B50 else {
            throw damaged(entry, "no local header where the directory says")
        }
        if field(6, 2) & 1 != 0 { throw FileFormatError("the zip is password-protected: unzip it first") }
        let start = entry.offset + 30 + field(26, 2) + field(28, 2)
        let end = start + entry.compressedSize
        guard end <= directoryOffset else {
            throw damaged(entry, "its data runs past the end of the archive")
        }
        if entry.flags & 8 == 0,
            field(14, 4) != Int(entry.crc) || field(18, 4) != entry.compressedSize
                || field(22, 4) != entry.size
        {
            throw damaged(entry, "its local header and the directory give different sizes")
        }
        let data: [UInt8]
        switch entry.method {
        case 0:
            guard entry.compressedSize == entry.size else {
                throw damaged(entry, "a stored entry of two sizes")
            }
            data = Array(bytes[start..<end])
        case 8:
            do {
                data = try bytes[start..<end].withUnsafeBufferPointer {
                    try Inflater.inflate($0, limit: entry.size)
                }
            } catch let error as FileFormatError {
                throw damaged(entry, error.message)
            }
        default:
            let names = [9: "Deflate64", 12: "bzip2", 14: "LZMA", 93: "Zstandard", 95: "XZ"]
            let method =
                names[entry.method].map { Reason("{1} ({2})", String(entry.method), $0) }
                ?? .verbatim(String(entry.method))
            throw FileFormatError(
                Reason(
                    "'{1}' is compressed with method {2}; only stored and deflated entries are read",
                    [.verbatim(entry.name), method]))
        }
        guard data.count == entry.size else {
            throw damaged(
                entry,
                Reason(
                    "it holds {1} bytes, not the {2} the directory says", String(data.count),
                    String(entry.size)))
        }
        guard data.withUnsafeBufferPointer(CRC32.checksum) == entry.crc else {
            throw damaged(entry, "its CRC-32 does not match")
        }
        if entry.flags & 8 != 0 { try checkDescriptor(of: entry, at: end) }
        return data
    }

    /// The data descriptor after an entry's data (its signature optional) must repeat the directory.
    private func checkDescriptor(of entry: Entry, at offset: Int) throws {
        let start = bytes.littleEndian(at: offset, 4) == 0x0807_4B50 ? offset + 4 : offset
        guard start + 12 <= directoryOffset else {
            throw damaged(entry, "its data descriptor is cut off")
        }
        guard bytes.littleEndian(at: start, 4) == Int(entry.crc),
            bytes.littleEndian(at: start + 4, 4) == entry.compressedSize,
            bytes.littleEndian(at: start + 8, 4) == entry.size
        else {
            throw damaged(entry, "its data descriptor and the directory differ")
        }
    }

    /// `'NAME' in the zip is damaged: what`.
    private func damaged(_ entry: Entry, _ what: Reason) -> FileFormatError {
        FileFormatError(Reason("'{1}' in the zip is damaged: {2}", [.verbatim(entry.name), what]))
    }
}
