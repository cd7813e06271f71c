/// The part of a settings value an observation watches: its key path and, when the key path
/// names a field stored inline in the value, that field's offset.
///
/// Reading through the offset is a plain load; applying a key path goes through the standard
/// library's generic projection, which costs several times a whole delivery. The key path stays
/// the fallback (computed properties, paths through references) and the description.
struct SettingsField<Value: Sendable, Field: Equatable & Sendable>: Sendable {
    let keyPath: any KeyPath<Value, Field> & Sendable
    /// The byte offset of the field in `Value`, or -1 when it is not stored inline.
    private let offset: Int

    init(_ keyPath: any KeyPath<Value, Field> & Sendable) {
        self.keyPath = keyPath
        offset = MemoryLayout<Value>.offset(of: keyPath) ?? -1
    }

    /// The field's value in the value at `value`.
    func read(_ value: UnsafePointer<Value>) -> Field {
        guard offset >= 0 else { return value.pointee[keyPath: keyPath] }
        // `offset(of:)` guarantees an initialized `Field` stored inline at `offset`, aligned
        // for `Field` since `value` is aligned for `Value`; `load` copies it.
        return UnsafeRawPointer(value).load(fromByteOffset: offset, as: Field.self)
    }
}
