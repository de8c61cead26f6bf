extension StringProtocol {
    /// Calls `body` with the text's UTF-8 bytes, copying them only when they are not contiguous: how
    /// the `iso`/`decimal` initializers of ``Day``, ``Timestamp`` and ``Money`` share their byte
    /// readers with the ledger file decoders.
    func withUTF8Buffer<T>(_ body: (UnsafeBufferPointer<UInt8>) -> T) -> T {
        utf8.withContiguousStorageIfAvailable(body) ?? Array(utf8).withUnsafeBufferPointer(body)
    }
}
