import CSystem

extension FileSystem {
    /// Asks the system to start writing `fd`'s file to the disk now, without waiting (Linux's
    /// `sync_file_range` with `SYNC_FILE_RANGE_WRITE`), for a file that a later `fdatasync` makes
    /// durable: its writing then overlaps the making of the next files, and the flush finds little left
    /// to write. Only a request: what it returns changes nothing; where the call is missing, nothing is
    /// done.
    static func startWriteBack(_ fd: Int32) {
        _ = csystem_start_write_back(fd)
    }
}
