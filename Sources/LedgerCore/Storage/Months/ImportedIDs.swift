/// The ids of an import's bills and their months, in the order added, packed: the ids' UTF-8 bytes one
/// after another and a month's number for each: half the memory of strings, and none of the reading
/// thread's allocations kept alive until the commit.
struct ImportedIDs {
    private(set) var bytes: [UInt8] = []
    /// Where each id ends in ``bytes``.
    private(set) var ends: [Int] = []
    /// Each id's month, as its place in ``months``.
    private(set) var places: [UInt32] = []
    /// The months, in the order first added.
    private(set) var months: [MonthKey] = []
    private var placeOfMonth: [MonthKey: UInt32] = [:]

    /// Whether every id was made by the import (``BillID``), none taken from its file: new, by their
    /// 122 random bits, so that the id index need not look for them among its shards.
    private(set) var allMade = true

    /// The month of the last id added and its place: rows come a month at a time, and comparing it
    /// costs less than hashing it.
    private var last: (key: MonthKey, place: UInt32)?

    /// Adds `id` of a bill of `key`; `made`: the import made it (see ``allMade``).
    /// - Returns: the place of `key` in ``months``.
    @discardableResult
    mutating func append(_ id: String, in key: MonthKey, made: Bool = false) -> Int {
        allMade = allMade && made
        var id = id
        id.withUTF8 { bytes.append(contentsOf: $0) }
        ends.append(bytes.count)
        let place: UInt32
        if let last, last.key == key {
            place = last.place
        } else if let known = placeOfMonth[key] {
            place = known
        } else {
            place = UInt32(months.count)
            placeOfMonth[key] = place
            months.append(key)
        }
        places.append(place)
        last = (key, place)
        return Int(place)
    }

    /// The place of `key` in ``months``; `nil` when no id of it was added.
    func place(of key: MonthKey) -> Int? { placeOfMonth[key].map(Int.init) }

    /// Each id and its month, in the order added.
    var list: [(String, MonthKey)] {
        var list: [(String, MonthKey)] = []
        list.reserveCapacity(ends.count)
        bytes.withUnsafeBufferPointer { bytes in
            var start = 0
            for (end, place) in zip(ends, places) {
                let id = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                start = end
                list.append((id, months[Int(place)]))
            }
        }
        return list
    }
}
