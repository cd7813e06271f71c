internal import SwiftShims

// `Mirror` lists stored properties but shows a weak or unowned one exactly like a strong one,
// and reading an unowned one whose object is gone traps. The runtime functions `Mirror` itself
// is built on also say whether each field is strong; they are exported by the Swift runtime on
// every platform (they back the standard library's `_forEachField`), and the record they fill
// in is declared by the runtime's own header, `SwiftShims/Reflection.h`.

@_silgen_name("swift_reflectionMirror_recursiveCount")
private func runtimeFieldCount(_ type: Any.Type) -> Int

@_silgen_name("swift_reflectionMirror_recursiveChildMetadata")
private func runtimeField(
    _ type: Any.Type, index: Int, fieldMetadata: UnsafeMutablePointer<_FieldReflectionMetadata>
) -> Any.Type

/// The stored properties of a struct or class, with whether each holds its value strongly.
struct StoredFields {
    /// One stored property.
    struct Field {
        /// The property's name as declared (a `lazy var`'s storage is shown under its own name).
        let name: String
        /// `false` for `weak`, `unowned` and `unowned(unsafe)` properties, which keep nothing alive.
        let isStrong: Bool
    }

    private var cache: [ObjectIdentifier: [Field]] = [:]

    /// The stored properties `type` declares itself, in declaration order: for a class, not those
    /// of its superclasses. They match the children of a `Mirror` of that type (or, for a class,
    /// of the `superclassMirror` level for it), one for one.
    ///
    /// - Parameter type: A struct or class type.
    mutating func declared(by type: Any.Type) -> [Field] {
        if let cached = cache[ObjectIdentifier(type)] { return cached }
        // The runtime lists a class's fields superclass first, so its own are the last ones.
        let inherited = (type as? AnyClass).flatMap { _getSuperclass($0) }.map(runtimeFieldCount) ?? 0
        let fields = (inherited..<runtimeFieldCount(type)).map { index in
            var metadata = _FieldReflectionMetadata()
            _ = runtimeField(type, index: index, fieldMetadata: &metadata)
            defer { metadata.freeFunc?(metadata.name) }
            let name = metadata.name.map { String(cString: $0) } ?? "field \(index - inherited)"
            return Field(name: Self.displayName(of: name), isStrong: metadata.isStrong)
        }
        cache[ObjectIdentifier(type)] = fields
        return fields
    }

    /// `foo` for the compiler's storage of `lazy var foo`; other names unchanged.
    private static func displayName(of name: String) -> String {
        let lazyStorage = "$__lazy_storage_$_"
        return name.hasPrefix(lazyStorage) ? String(name.dropFirst(lazyStorage.count)) : name
    }
}
