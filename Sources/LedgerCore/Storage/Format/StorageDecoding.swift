/// Reading a versioned ledger file with ``JSONReader`` and turning failures into ``LedgerError``s that
/// name the file and the position.
enum StorageDecoding {
    /// Decodes `bytes` with `body`, which returns the file's `format` and its value.
    ///
    /// A format newer than `supportedFormat` is reported as such even when the rest does not parse
    /// (a newer timi may have changed it): on failure the top level is scanned for `format` alone.
    /// - Throws: ``LedgerError/corruptFile(path:detail:)`` or ``LedgerError/newerFormat(path:found:supported:)``.
    static func decode<T>(
        _ bytes: [UInt8], path: String, supportedFormat: Int, _ body: (inout JSONReader) throws -> (Int?, T)
    ) throws -> T {
        try bytes.withUnsafeBufferPointer {
            try decode($0, path: path, supportedFormat: supportedFormat, body)
        }
    }

    /// ``decode(_:path:supportedFormat:_:)`` over bytes held elsewhere, for a reader that keeps slices
    /// of them after `body` returns.
    static func decode<T>(
        _ bytes: UnsafeBufferPointer<UInt8>, path: String, supportedFormat: Int,
        _ body: (inout JSONReader) throws -> (Int?, T)
    ) throws -> T {
        do {
            let (format, value) = try JSONReader.read(bytes, body)
            if let format, format > supportedFormat {
                throw LedgerError.newerFormat(path: path, found: format, supported: supportedFormat)
            }
            return value
        } catch let failure as JSONReader.Failure {
            if let format = topLevelFormat(bytes), format > supportedFormat {
                throw LedgerError.newerFormat(path: path, found: format, supported: supportedFormat)
            }
            throw LedgerError.corruptFile(path: path, detail: failure.describe(in: bytes))
        }
    }

    /// The top-level `format` of a JSON object, if the file is valid enough to find it.
    private static func topLevelFormat(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        try? JSONReader.read(bytes) { reader in
            var format: Int?
            try reader.beginObject()
            while let key = try reader.nextKey() {
                if case "format" = key, let value = try? reader.readSmallInt() {
                    format = value
                } else {
                    try reader.skipValue()
                }
            }
            return format
        }
    }
}
