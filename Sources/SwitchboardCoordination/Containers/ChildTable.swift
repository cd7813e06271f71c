/// A small map from ``ChildID`` to a value, with the `Dictionary` members the container executor
/// uses: the executor's per-child records.
///
/// A container has a handful of children, and the executor looks one up several times per
/// request; comparing a few identifiers (two words each for short names) costs far less than
/// hashing a string every time, so the entries are a plain array searched in order.
struct ChildTable<Value> {
    private var entries: [(id: ChildID, value: Value)] = []

    /// The value of `id`; assigning `nil` removes it.
    /// The identifiers, in the order they were first set.
    var ids: [ChildID] { entries.map(\.id) }

    subscript(id: ChildID) -> Value? {
        get {
            guard let index = index(of: id) else { return nil }
            return entries[index].value
        }
        set {
            switch (index(of: id), newValue) {
            case (let index?, let value?): entries[index].value = value
            case (let index?, nil): entries.remove(at: index)
            case (nil, let value?): entries.append((id, value))
            case (nil, nil): break
            }
        }
    }

    /// Removes the value of `id` and returns it.
    ///
    /// - Parameter id: The child.
    /// - Returns: The value it had, if any.
    @discardableResult
    mutating func removeValue(forKey id: ChildID) -> Value? {
        guard let index = index(of: id) else { return nil }
        return entries.remove(at: index).value
    }

    /// The first child whose value satisfies `predicate`.
    ///
    /// - Parameter predicate: The test.
    /// - Returns: The child and its value.
    func first(where predicate: (Value) throws -> Bool) rethrows -> (key: ChildID, value: Value)? {
        try entries.first { try predicate($0.value) }.map { (key: $0.id, value: $0.value) }
    }

    private func index(of id: ChildID) -> Int? {
        entries.firstIndex { $0.id == id }
    }
}
