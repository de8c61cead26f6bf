/// One record of a BIFF workbook stream ([MS-XLS] 2.1.4): its type, where it starts, its data, and
/// the data of the CONTINUE records that follow it (a shared string table longer than a record's
/// 8,224 bytes goes on in them).
///
/// Read one after another by ``BIFFRecord/Reader``; used by ``BIFFWorkbook``.
struct BIFFRecord {
    /// The record type (`0x0809` BOF, `0x00FC` SST …).
    var type: Int
    /// The byte of the stream where its header starts, for messages.
    var offset: Int
    /// Its data, then each CONTINUE record's.
    var segments: [[UInt8]]

    /// The data of the record itself.
    var data: [UInt8] { segments[0] }

    /// The little-endian number of `width` bytes at `offset` of the record's data; 0 past its end
    /// (a short record reads as zeros: a cell's fields are checked where they matter).
    func field(_ offset: Int, _ width: Int) -> Int { data.littleEndian(at: offset, width) ?? 0 }

    static let continueType = 0x003C

    /// The records of a stream from a byte on, each with its CONTINUE records.
    struct Reader {
        private let stream: [UInt8]
        private(set) var offset: Int

        init(_ stream: [UInt8], from offset: Int) {
            self.stream = stream
            self.offset = offset
        }

        /// The next record, or `nil` at the end of the stream.
        /// - Throws: ``FileFormatError`` for a record whose data runs past the end of the stream.
        mutating func next() throws -> BIFFRecord? {
            guard let (type, data) = try header() else { return nil }
            var record = BIFFRecord(type: type, offset: offset, segments: [data])
            offset += 4 + data.count
            while stream.littleEndian(at: offset, 2) == BIFFRecord.continueType, let (_, more) = try header()
            {
                record.segments.append(more)
                offset += 4 + more.count
            }
            return record
        }

        /// The type and data of the record at `offset`; `nil` where fewer than 4 bytes are left.
        private func header() throws -> (Int, [UInt8])? {
            guard let type = stream.littleEndian(at: offset, 2),
                let length = stream.littleEndian(at: offset + 2, 2)
            else { return nil }
            guard offset + 4 + length <= stream.count else {
                throw FileFormatError(
                    Reason(
                        "the workbook's record at byte {1} runs past the end of its stream", String(offset)))
            }
            return (type, Array(stream[(offset + 4)..<(offset + 4 + length)]))
        }
    }
}
