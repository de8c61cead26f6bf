import Foundation
import Synchronization
import Testing

@testable import LedgerCore

/// ``Threads`` runs each piece of work once, side by side, and returns only when all of it is done.
struct ThreadsTests {
    /// A count the threads share.
    final class Counter: Sendable {
        let value = Atomic<Int>(0)
        func add() { value.add(1, ordering: .sequentiallyConsistent) }
        var count: Int { value.load(ordering: .sequentiallyConsistent) }
    }

    /// Every iteration runs once, all of them at the same time: each waits until every other has
    /// started, which one thread running them in turn would never see (it gives up after 10 s).
    @Test(arguments: [0, 1, 2, 5])
    func performRunsEveryIterationOnceSideBySide(iterations: Int) {
        let started = Counter()
        var runs = [Int](repeating: 0, count: iterations)
        var sawAll = [Bool](repeating: false, count: iterations)
        runs.withUnsafeMutableBufferPointer { runs in
            sawAll.withUnsafeMutableBufferPointer { sawAll in
                Threads.perform(iterations) { index in
                    runs[index] += 1
                    started.add()
                    let deadline = Date().addingTimeInterval(10)
                    while started.count < iterations && Date() < deadline { usleep(100) }
                    sawAll[index] = started.count == iterations
                }
            }
        }
        #expect(runs == [Int](repeating: 1, count: iterations))
        #expect(sawAll.allSatisfy { $0 })
    }

    /// A started thread's work is done when `join` returns.
    @Test func aStartedThreadHasRunWhenJoined() throws {
        let done = Counter()
        let thread = try #require(
            Threads.start {
                usleep(20_000)
                done.add()
            })
        thread.join()
        #expect(done.count == 1)
    }
}
