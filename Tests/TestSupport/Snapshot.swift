// A release build with `--static-swift-stdlib` builds this target too, and that toolchain has no
// Testing module: only test builds, which have it, compare goldens.
#if canImport(Testing)
    import Foundation
    import Testing

    /// Compares `text` with the golden file `Snapshots/<name>` next to the calling test file; with
    /// `RECORD_SNAPSHOTS=1` in the environment, writes it there instead (review re-recorded goldens as diffs).
    /// - Parameters:
    ///   - filePath: the calling test file, whose folder holds `Snapshots/`.
    /// - Throws: when the golden is missing, or cannot be written.
    public func expectSnapshot(
        _ text: String, named name: String, filePath: String = #filePath,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let golden = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent(
            "Snapshots/" + name)
        if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
            try Data(text.utf8).write(to: golden)
            return
        }
        let expected = try #require(
            FileManager.default.contents(atPath: golden.path), "no golden \(name): record it",
            sourceLocation: sourceLocation)
        #expect(
            text == String(decoding: expected, as: UTF8.self), "differs from \(name)",
            sourceLocation: sourceLocation)
    }
#endif
