import Foundation
import Testing

/// Compares `text` with the golden file `Snapshots/<name>`; with `RECORD_SNAPSHOTS=1` in the
/// environment, writes it there instead (review the diff before committing).
func expectSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
{
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Snapshots/" + name)
    if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
        try Data(text.utf8).write(to: url)
        return
    }
    let golden = try String(contentsOf: url, encoding: .utf8)
    #expect(
        text == golden, "differs from Snapshots/\(name); re-record with RECORD_SNAPSHOTS=1",
        sourceLocation: sourceLocation)
}
