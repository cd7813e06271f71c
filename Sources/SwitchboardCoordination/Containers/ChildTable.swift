/// A small map from ``ChildID`` to a value, with the `Dictionary` members the container executor
/// uses: the executor's per-child records.
///
/// A container has a handful of children, and the executor looks one up several times per
/// request; comparing a few identifiers (two words each for short names) costs far less than
/// hashing a string every time, so the entries are plain arrays searched in order. The
/// identifiers have an array of their own: the executor runs unspecialized (generic over its
/// host), and searching an array of `(ChildID, Value)` pairs there looks up the pair's generic
/// metadata at every step, where `[ChildID]` is concrete.
struct ChildTable<Value> {
    /// The identifiers, in the order they were first set.
    private(set) var ids: [ChildID] = []
    /// The values, at their identifiers' positions.
    private var values: [Value] = []

    /// The value of `id`; assigning `nil` removes it.
    subscript(id: ChildID) -> Value? {
        get {
            guard let index = ids.firstIndex(of: id) else { return nil }
            return values[index]
        }
        set {
            switch (ids.firstIndex(of: id), newValue) {
            case (let index?, let value?):
                values[index] = value
            case (let index?, nil):
                ids.remove(at: index)
                values.remove(at: index)
            case (nil, let value?):
                ids.append(id)
                values.append(value)
            case (nil, nil):
                break
            }
        }
    }

    /// Removes the value of `id` and returns it.
    ///
    /// - Parameter id: The child.
    /// - Returns: The value it had, if any.
    @discardableResult
    mutating func removeValue(forKey id: ChildID) -> Value? {
        guard let index = ids.firstIndex(of: id) else { return nil }
        ids.remove(at: index)
        return values.remove(at: index)
    }

    /// The first child whose value satisfies `predicate`.
    ///
    /// - Parameter predicate: The test.
    /// - Returns: The child and its value.
    func first(where predicate: (Value) throws -> Bool) rethrows -> (key: ChildID, value: Value)? {
        guard let index = try values.firstIndex(where: predicate) else { return nil }
        return (key: ids[index], value: values[index])
    }
}
