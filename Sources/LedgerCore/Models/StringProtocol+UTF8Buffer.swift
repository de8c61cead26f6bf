extension StringProtocol {
    /// Calls `body` with the text's UTF-8 bytes, copying them only when they are not contiguous: how
    /// the `iso`/`decimal` initializers of ``Day``, ``Timestamp`` and ``Money`` share their byte
    /// readers with the ledger file decoders.
    func withUTF8Buffer<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
    }
}

extension String {
    /// ``lowercased()``, returning the text itself when nothing in it is to be lowered (ASCII without a
    /// capital, as most names in an import file are): no new string for each of a million rows.
    var lowercasedIfNeeded: String {
        withUTF8Buffer { bytes in bytes.contains { $0 >= 0x80 || ($0 >= 0x41 && $0 <= 0x5A) } }
            ? lowercased() : self
    }
}
