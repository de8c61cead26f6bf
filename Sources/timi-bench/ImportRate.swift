/// The throughput of the import rows: rows per second from the median time, and the peak memory, at
/// each size (issue 15's budget: a million rows in ≤ 6 s and ≤ 400 MiB).
struct ImportRate {
    var sizes: [Int]
    var operations: [Operation]
    var results: [String: [Int: Measurement]]

    /// One line per import row measured; empty when none was.
    var markdown: String {
        var out = ""
        for operation in operations {
            guard let rows = operation.importedRows, let bySize = results[operation.name] else { continue }
            let cells = sizes.compactMap { size -> String? in
                guard let measurement = bySize[size], measurement.medianMilliseconds > 0 else { return nil }
                let perSecond = Double(rows(size)) / (measurement.medianMilliseconds / 1000)
                return "\(grouped(rows(size))) rows: \(grouped(Int(perSecond.rounded()))) rows/s, "
                    + (measurement.peakMiB.map { format($0) + " MiB" } ?? "? MiB")
            }
            if !cells.isEmpty { out += "\(operation.name): " + cells.joined(separator: "; ") + "\n" }
        }
        return out
    }
}
