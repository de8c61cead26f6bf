#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An open file read by timi, whole or at offsets: the one place a file descriptor is read from,
/// resuming after interruptions and short reads.
package final class FileReader {
    /// A failed call: its `errno`.
    package struct Failure: Error, Equatable {
        package var code: Int32
        package var message: String { SystemCall.message(code) }
    }

    package let descriptor: Int32
    private let owned: Bool

    /// Opens `path` for reading (`flags` added to `O_RDONLY | O_CLOEXEC`).
    /// - Throws: ``Failure``, with `ENOENT` when there is no such file.
    package init(path: String, flags: Int32 = 0) throws {
        descriptor = open(path, O_RDONLY | O_CLOEXEC | flags)
        guard descriptor >= 0 else { throw Failure(code: errno) }
        owned = true
    }

    /// Reads `descriptor`, which the caller opened and closes.
    package init(borrowing descriptor: Int32) {
        self.descriptor = descriptor
        owned = false
    }

    deinit { if owned { close(descriptor) } }

    /// The file's `fstat`.
    /// - Throws: ``Failure``.
    package func status() throws -> stat {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw Failure(code: errno) }
        return info
    }

    /// Fills `buffer` from `offset` (`pread`), or from the current position when `offset` is `nil`
    /// (`read`: a pipe, a terminal); less only at the end of the file.
    /// - Parameter interrupted: called before resuming after a signal; may throw to stop.
    /// - Returns: how many bytes were read.
    /// - Throws: ``Failure``, or what `interrupted` throws.
    package func read(
        into buffer: UnsafeMutableRawBufferPointer, at offset: Int?, interrupted: () throws -> Void = {}
    ) throws -> Int {
        guard let base = buffer.baseAddress else { return 0 }
        var done = 0
        while done < buffer.count {
            let got = try SystemCall.retrying(interrupted: interrupted) {
                if let offset { return pread(descriptor, base + done, buffer.count - done, off_t(offset + done)) }
                #if canImport(Glibc)
                    return Glibc.read(descriptor, base + done, buffer.count - done)
                #else
                    return Darwin.read(descriptor, base + done, buffer.count - done)
                #endif
            }
            guard got > 0 else {
                if got < 0 { throw Failure(code: errno) }
                break
            }
            done += got
        }
        return done
    }

    /// Appends up to `count` bytes from `offset` (or the current position) to `bytes`; fewer only at
    /// the end of the file.
    /// - Returns: how many were appended.
    /// - Throws: ``Failure``.
    @discardableResult
    package func read(_ count: Int, at offset: Int?, appendingTo bytes: inout [UInt8]) throws -> Int {
        guard count > 0 else { return 0 }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: count))
        var done = 0
        defer { bytes.removeLast(count - done) }
        try bytes.withUnsafeMutableBytes { buffer in
            done = try read(into: UnsafeMutableRawBufferPointer(rebasing: buffer[start...]), at: offset)
        }
        return done
    }

    /// From this size on, a buffer's pages are made in one call before the file is read into it.
    private static let populatedSize = 256 * 1024

    /// Makes the pages of a large new `buffer` at once (`MADV_POPULATE_WRITE`, Linux 5.14), where the
    /// read would fault them in one by one: a month file of 1.35 MB read in 0.54 ms instead of 0.67 ms
    /// (docs/PERFORMANCE.md). Only advice: an older kernel refuses it, and the read faults them in.
    private static func populate(_ buffer: UnsafeMutableRawBufferPointer) {
        #if os(Linux)
            guard buffer.count >= populatedSize, let base = buffer.baseAddress else { return }
            let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
            let start = (UInt(bitPattern: base) + page - 1) & ~(page - 1)
            let end = (UInt(bitPattern: base) + UInt(buffer.count)) & ~(page - 1)
            guard end > start, let aligned = UnsafeMutableRawPointer(bitPattern: start) else { return }
            let populateWrite: Int32 = 23  // MADV_POPULATE_WRITE, not in every C library's headers
            _ = madvise(aligned, Int(end - start), populateWrite)
        #endif
    }

    /// Everything from the current position to the end; `sizeHint` (the size `fstat` gave) sizes the
    /// first round, plus a byte to meet the end in it.
    /// - Parameter interrupted: called before resuming after a signal; may throw to stop.
    /// - Throws: ``Failure``, or what `interrupted` throws.
    package func readToEnd(sizeHint: Int = 0, interrupted: () throws -> Void = {}) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var round = max(4096, sizeHint + 1)
        while true {
            var failure: Error?
            let chunk = [UInt8](unsafeUninitializedCapacity: round) { buffer, count in
                FileReader.populate(UnsafeMutableRawBufferPointer(buffer))
                do { count = try read(into: UnsafeMutableRawBufferPointer(buffer), at: nil, interrupted: interrupted) }
                catch { (failure, count) = (error, 0) }
            }
            if let failure { throw failure }
            if bytes.isEmpty { bytes = chunk } else { bytes += chunk }
            if chunk.count < round { return bytes }
            round = max(round, 65_536)
        }
    }
}

