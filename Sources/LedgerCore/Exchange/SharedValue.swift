/// A value kept in one object that its copies share until one of them changes it, read and written
/// through its own properties' key paths (`row.note`, `row.note = …`).
///
/// An import row's fields are handed from the file's reader to the thread that checks them and on
/// to the resolver and the bill: as a struct of a dozen strings each copy retained (and released)
/// every one of them, ~60 atomic reference counts a row; shared, a copy is one.
@dynamicMemberLookup
struct SharedValue<Value> {
    private final class Box {
        var value: Value
        init(_ value: Value) { self.value = value }
    }

    private var box: Box

    init(_ value: Value) { box = Box(value) }

    /// The whole value; changing it (or a part of it) gives this copy a value of its own first.
    var value: Value {
        get { box.value }
        _modify {
            if !isKnownUniquelyReferenced(&box) { box = Box(box.value) }
            yield &box.value
        }
    }

    subscript<Member>(dynamicMember member: WritableKeyPath<Value, Member>) -> Member {
        get { box.value[keyPath: member] }
        _modify { yield &value[keyPath: member] }
    }

    subscript<Member>(dynamicMember member: KeyPath<Value, Member>) -> Member { box.value[keyPath: member] }
}
