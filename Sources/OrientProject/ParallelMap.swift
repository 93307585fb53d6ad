import Dispatch
import Foundation

extension Array where Element: Sendable {
    /// `transform` of every element, in order, computed on every core (`jobs: 1`: one after another).
    /// `progress` hears how many are done after each one, from the worker that finished it.
    public func parallelMap<Result: Sendable>(
        jobs: Int? = nil, progress: (@Sendable (Int) -> Void)? = nil,
        _ transform: @Sendable (Element) -> Result
    ) -> [Result] {
        if jobs == 1 || count < 2 {
            return enumerated().map { i, item in
                let r = transform(item)
                progress?(i + 1)
                return r
            }
        }
        let results = LockedResults<Result>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { i in
            let done = results.set(i, transform(self[i]))
            progress?(done)
        }
        return results.all()
    }
}

/// Results written by index from concurrent workers, under a lock.
private final class LockedResults<Value>: @unchecked Sendable {
    private var items: [Value?]
    private var done = 0
    private let lock = NSLock()
    init(count: Int) { items = Array(repeating: nil, count: count) }
    /// Stores one result; returns how many are stored.
    func set(_ i: Int, _ value: Value) -> Int {
        lock.lock(); defer { lock.unlock() }; items[i] = value; done += 1; return done
    }
    /// Every result, once all are set (`concurrentPerform` returns when every iteration has).
    func all() -> [Value] { lock.lock(); defer { lock.unlock() }; return items.compactMap { $0 } }
}
