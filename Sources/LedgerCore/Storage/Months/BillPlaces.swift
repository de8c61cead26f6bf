/// Where each bill is, gathered by reading the month files: what the id index should hold. The one
/// check that a bill id is in one month only (a bill copied by hand into another month keeps its id).
///
/// Built by ``MonthStore/rebuildIndex()``, which stops at the first id found twice, and by
/// `timi doctor`, which reports them all.
struct BillPlaces {
    /// Every bill id read, and the month it was read in last.
    private(set) var byID: [String: MonthKey] = [:]

    /// Records that a bill with `id` is in `key`.
    /// - Returns: the other month that holds a bill with the same id, if one was recorded before.
    mutating func record(_ id: String, in key: MonthKey) -> MonthKey? {
        byID.updateValue(key, forKey: id)
    }
}
