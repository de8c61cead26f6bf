/// A value kept in one object that its copies share until one of them changes it, read and written
/// through its own properties' key paths (`row.note`, `row.note = …`).
///
/// An import row goes from the file's reader to the thread that checks it, to the resolver and into
/// the bill: shared, each copy is one reference count, not one for every string of a dozen fields
/// (docs/PERFORMANCE.md, "One box for an import row's fields").
@dynamicMemberLookup
struct SharedValue<Value> {
    private final class Box {
        /// Never accessed twice at once (a copy is made before a shared box is changed): the runtime's
        /// exclusivity check on each access of a row's field would cost more than the rest of it.
        @exclusivity(unchecked) var value: Value
        init(_ value: consuming Value) { self.value = value }
    }

    private var box: Box

    init(_ value: consuming Value) { box = Box(value) }

    /// The whole value; changing it (or a part of it) gives this copy a value of its own first.
    var value: Value {
        _read { yield box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    subscript<Member>(dynamicMember member: WritableKeyPath<Value, Member>) -> Member {
        _read { yield box.value[keyPath: member] }
        _modify { yield &value[keyPath: member] }
    }

    subscript<Member>(dynamicMember member: KeyPath<Value, Member>) -> Member {
        _read { yield box.value[keyPath: member] }
    }
}
