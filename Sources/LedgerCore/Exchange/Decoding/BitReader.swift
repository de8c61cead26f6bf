/// The bits of a deflate stream, least significant first, read from a buffer that may end anywhere.
///
/// Past the end it reads zeros and counts them, so that ``Inflater`` can tell a stream that ends too
/// early (``isPastEnd``) without a bounds check on every bit.
struct BitReader {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// The next byte to load into ``buffer``.
    private(set) var position = 0
    /// Loaded bits not yet consumed, the next one lowest.
    private var buffer: UInt64 = 0
    /// How many bits ``buffer`` holds.
    private var count = 0
    /// How many zero bytes were loaded past the end of the input.
    private var padding = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Whether bits past the end of the input were consumed: the stream is cut off.
    var isPastEnd: Bool { count < padding * 8 }

    /// Loads bytes until at least 57 bits are buffered (zeros past the end).
    @inline(__always) mutating func refill() {
        while count <= 56 {
            if position < bytes.count {
                buffer |= UInt64(bytes[position]) << UInt64(count)
                position += 1
            } else {
                padding += 1
            }
            count += 8
        }
    }

    /// The next `width` (at most 32) bits without consuming them; call ``refill()`` first.
    @inline(__always) func peek(_ width: Int) -> Int {
        Int(truncatingIfNeeded: buffer & ((1 << UInt64(width)) &- 1))
    }

    /// Consumes `width` bits (at most what is buffered).
    @inline(__always) mutating func skip(_ width: Int) {
        buffer >>= UInt64(width)
        count -= width
    }

    /// The next `width` (at most 32) bits, consumed; call ``refill()`` first.
    @inline(__always) mutating func take(_ width: Int) -> Int {
        let value = peek(width)
        skip(width)
        return value
    }

    /// Drops the bits up to the next byte boundary and hands the input back byte by byte: the offset
    /// of the next unread byte, or `nil` if the stream was already cut off.
    mutating func alignToByte() -> Int? {
        skip(count & 7)
        let unread = count / 8 - padding
        guard unread >= 0 else { return nil }
        buffer = 0
        count = 0
        padding = 0
        position -= unread
        return position
    }

    /// Continues reading bits at byte `offset` (after a stored block was copied byte by byte).
    mutating func resume(at offset: Int) {
        position = offset
    }
}
