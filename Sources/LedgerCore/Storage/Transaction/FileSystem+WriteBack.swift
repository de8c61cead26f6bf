#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension FileSystem {
    /// Asks the system to start writing `fd`'s file to the disk now, without waiting (Linux's
    /// `sync_file_range` with `SYNC_FILE_RANGE_WRITE`), for a file that a later `syncfs` makes durable
    /// with the others: its writing then overlaps the making of the next files, where `syncfs` wrote
    /// them all at the end (a million-bill import's 270 MB). Only a request: what it returns changes
    /// nothing, `syncfs` still decides; where the call is missing, nothing is done.
    static func startWriteBack(_ fd: Int32) {
        #if os(Linux)
            guard let syncFileRange else { return }
            _ = syncFileRange(fd, 0, 0, 2)  // SYNC_FILE_RANGE_WRITE
        #endif
    }

    #if os(Linux)
        /// `sync_file_range`, which Swift's Glibc module does not declare (it is a GNU extension),
        /// looked up in the C library once.
        private static let syncFileRange: (@convention(c) (Int32, Int64, Int64, UInt32) -> Int32)? = {
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "sync_file_range") else {
                return nil
            }
            return unsafeBitCast(
                symbol, to: (@convention(c) (Int32, Int64, Int64, UInt32) -> Int32).self)
        }()
    #endif
}
