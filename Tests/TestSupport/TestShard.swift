import Foundation

/// The cases of a slow, parameterised test that one process runs when CI splits them over cores:
/// `TIMI_TEST_SHARD=<i>/<n>` keeps every n-th case from the i-th (0-based); unset, every case runs
/// (as `swift test` alone does). `.ci/run` starts one process per shard and fails when any fails.
public enum TestShard {
    /// `(index, count)` from `TIMI_TEST_SHARD`, or `(0, 1)` when unset or malformed.
    public static let current: (index: Int, count: Int) = {
        let parts = (ProcessInfo.processInfo.environment["TIMI_TEST_SHARD"] ?? "").split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]), count > 0,
            (0..<count).contains(index)
        else { return (0, 1) }
        return (index, count)
    }()

    /// The cases of `cases` this process runs: all of them unless CI set a shard.
    public static func cases<T>(_ cases: [T]) -> [T] {
        cases.enumerated().filter { $0.offset % current.count == current.index }.map(\.element)
    }
}
