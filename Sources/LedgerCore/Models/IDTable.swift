/// Values by the small integer ids of categories and books, found by index: a ledger numbers them
/// from 1, so an array holds all but ids written by hand, which a dictionary holds. Looked up once
/// a bill in views and exports, where an index costs less than a hash.
struct IDTable<Value> {
    private var dense: [Value?] = []
    private var sparse: [Int: Value] = [:]

    /// The ids an array holds: below this, one slot each.
    private static var denseLimit: Int { 4096 }

    subscript(id: Int) -> Value? {
        get { dense.indices.contains(id) ? dense[id] : sparse[id] }
        set {
            guard id >= 0 && id < Self.denseLimit else { return sparse[id] = newValue }
            if id >= dense.count {
                guard newValue != nil else { return }
                dense += Array(repeating: nil, count: id + 1 - dense.count)
            }
            dense[id] = newValue
        }
    }

    /// The value of `id`, made by `make` the first time.
    mutating func value(of id: Int, _ make: (Int) -> Value) -> Value {
        if let value = self[id] { return value }
        let value = make(id)
        self[id] = value
        return value
    }
}
