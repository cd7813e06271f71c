/// The part of a settings value an observation watches: its key path and, when the key path
/// names a field stored inline in the value, that field's offset (kept by the observer, see
/// ``SettingsObserver/fieldOffset``).
///
/// Reading through the offset is a plain load; applying a key path goes through the standard
/// library's generic projection, which costs several times a whole delivery. The key path stays
/// the fallback (computed properties, paths through references) and the description.
struct SettingsField<Value: Sendable, Field: Equatable & Sendable>: Sendable {
    let keyPath: any KeyPath<Value, Field> & Sendable

    init(_ keyPath: any KeyPath<Value, Field> & Sendable) {
        self.keyPath = keyPath
    }

    /// The byte offset of the field in `Value`, or -1 when it is not stored inline (or lies
    /// beyond what 16 bits hold, which only a value of tens of kilobytes could need).
    var inlineOffset: Int16 {
        MemoryLayout<Value>.offset(of: keyPath).flatMap { Int16(exactly: $0) } ?? -1
    }

    /// The field's value in the value at `value`.
    ///
    /// - Parameters:
    ///   - value: The value, valid for the call.
    ///   - offset: What ``inlineOffset`` returned.
    func read(_ value: UnsafePointer<Value>, offset: Int16) -> Field {
        guard offset >= 0 else { return value.pointee[keyPath: keyPath] }
        // `offset(of:)` guarantees an initialized `Field` stored inline at `offset`, aligned
        // for `Field` since `value` is aligned for `Value`; `load` copies it.
        return UnsafeRawPointer(value).load(fromByteOffset: Int(offset), as: Field.self)
    }
}
