import Foundation
import Testing

/// Compares `text` with the golden file `Snapshots/<name>`; with `RECORD_SNAPSHOTS=1` in the
/// environment, writes it there instead (review re-recorded goldens as diffs).
func expectSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
{
    let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
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
