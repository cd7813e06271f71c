import Foundation

/// Decodes a `Decodable` value from a ``StoredJSON`` tree, filling missing fields from a second
/// tree of defaults and recording which fields the type reads.
///
/// This is what lets ``JSONFileSettingsStore`` load a file written by another version of the
/// value: a field the file lacks is decoded from the encoded default value at the same path (so
/// a synthesized `Decodable` needs no custom `init(from:)`), and the recorded ``StoredShape``
/// tells which of the file's fields the type never asked for, to be kept and written back.
/// Every error carries the exact coding path, which `JSONDecoder` on Linux loses for numbers
/// out of range.
///
/// It follows `JSONDecoder`'s default strategies, so it reads what `JSONEncoder` writes: dates
/// as their `Codable` number, `Data` as Base64, `URL` as its string, `Decimal` as a number.
/// Defaults apply to object members only; inside arrays there is no default to fall back on.
struct StoredValueDecoder: Decoder {
    /// The value at this path in the file, or `nil` when the file has none there.
    let stored: StoredJSON?
    /// The encoded default value at this path, if it has one.
    let defaults: StoredJSON?
    let codingPath: [any CodingKey]
    /// Where keyed access at this path is recorded; `nil` inside arrays, whose elements are
    /// replaced wholesale on save.
    let shape: ShapeNode?

    var userInfo: [CodingUserInfoKey: Any] { [:] }

    /// Decodes the whole value.
    ///
    /// - Returns: The value and what the type read of each object.
    static func decode<Value: Decodable>(
        _ type: Value.Type, from stored: StoredJSON, defaults: StoredJSON?
    ) throws -> (Value, ShapeNode) {
        let shape = ShapeNode()
        let decoder = StoredValueDecoder(stored: stored, defaults: defaults, codingPath: [], shape: shape)
        return (try decoder.decodeValue(type), shape)
    }

    /// The value used at this path: the file's, else the default's.
    var node: StoredJSON? { stored ?? defaults }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members)? = node else {
            throw mismatch([String: StoredJSON].self, "an object")
        }
        var defaultMembers: [String: StoredJSON] = [:]
        if stored != nil, case .object(let fallback)? = defaults {
            defaultMembers = fallback
        }
        shape?.isReadAsObject = true
        return KeyedDecodingContainer(
            StoredKeyedContainer<Key>(
                members: members, defaults: defaultMembers, codingPath: codingPath, shape: shape))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements)? = node else {
            throw mismatch([StoredJSON].self, "an array")
        }
        return StoredUnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        self
    }

    /// Decodes `type` here, with `JSONDecoder`'s handling of the Foundation types it special-cases.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if T.self == URL.self {
            let text = try decode(String.self)
            guard let url = URL(string: text) else { throw corrupted("\"\(text)\" is not a valid URL") }
            return try cast(url)
        }
        if T.self == Data.self {
            let text = try decode(String.self)
            guard let data = Data(base64Encoded: text) else { throw corrupted("the text is not valid Base64") }
            return try cast(data)
        }
        if T.self == Decimal.self {
            let literal = try numberLiteral(Decimal.self)
            guard let decimal = Decimal(string: literal, locale: Locale(identifier: "en_US_POSIX")) else {
                throw corrupted("\(literal) is not a decimal number")
            }
            return try cast(decimal)
        }
        return try T(from: self)
    }

    private func cast<T>(_ value: Any) throws -> T {
        guard let typed = value as? T else { throw corrupted("internal type mismatch decoding \(T.self)") }
        return typed
    }

    /// The literal text of the number here.
    func numberLiteral<T>(_ type: T.Type) throws -> String {
        guard case .number(let literal)? = node else { throw mismatch(type, "a number") }
        return literal
    }

    func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let literal = try numberLiteral(type)
        if let exact = T(literal) {
            return exact
        }
        // `JSONDecoder` accepts integral values written as decimals or with exponents (`1.0`, `1e2`).
        if let double = Double(literal), double.isFinite, let integral = T(exactly: double) {
            return integral
        }
        if let double = Double(literal), double.rounded() == double {
            throw corrupted("\(literal) is out of range for \(T.self)")
        }
        throw corrupted("\(literal) is not a whole number, as \(T.self) requires")
    }

    func floatingPoint<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws -> T {
        let literal = try numberLiteral(type)
        guard let value = T(literal), value.isFinite else {
            throw corrupted("\(literal) is out of range for \(T.self)")
        }
        return value
    }

    func mismatch(_ type: Any.Type, _ expected: String) -> DecodingError {
        guard let node else {
            return .valueNotFound(
                type,
                DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(expected), found nothing"))
        }
        if node == .null {
            return .valueNotFound(
                type,
                DecodingError.Context(codingPath: codingPath, debugDescription: "expected \(expected), found null"))
        }
        return .typeMismatch(
            type,
            DecodingError.Context(
                codingPath: codingPath, debugDescription: "expected \(expected), found \(node.kindDescription)"))
    }

    func corrupted(_ description: String) -> DecodingError {
        .dataCorrupted(DecodingError.Context(codingPath: codingPath, debugDescription: description))
    }
}

extension StoredValueDecoder: SingleValueDecodingContainer {
    func decodeNil() -> Bool {
        node == .null
    }

    func decode(_ type: Bool.Type) throws -> Bool {
        guard case .bool(let flag)? = node else { throw mismatch(type, "a Boolean") }
        return flag
    }

    func decode(_ type: String.Type) throws -> String {
        guard case .string(let string)? = node else { throw mismatch(type, "a string") }
        return string
    }

    func decode(_ type: Double.Type) throws -> Double { try floatingPoint(type) }
    func decode(_ type: Float.Type) throws -> Float { try floatingPoint(type) }
    func decode(_ type: Int.Type) throws -> Int { try integer(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try integer(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try integer(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try integer(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try integer(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try integer(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try integer(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try integer(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try integer(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try integer(type) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try decodeValue(type)
    }
}

/// A coding key for paths the decoder builds itself: array indices and `super`.
struct StoredCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(stringValue: String) {
        self.stringValue = stringValue
        intValue = nil
    }

    init(intValue: Int) {
        stringValue = "\(intValue)"
        self.intValue = intValue
    }
}

/// The members of one object, with the defaults' members at the same path as a fallback.
private struct StoredKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let members: [String: StoredJSON]
    let defaults: [String: StoredJSON]
    let codingPath: [any CodingKey]
    let shape: ShapeNode?

    var allKeys: [Key] {
        // Enumerating keys means they are data (a dictionary), not fields: all of them are used.
        shape?.enumeratesKeys = true
        return members.keys.compactMap { Key(stringValue: $0) }
    }

    func contains(_ key: Key) -> Bool {
        shape?.optionalKeys.insert(key.stringValue)
        return members[key.stringValue] != nil || defaults[key.stringValue] != nil
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        shape?.optionalKeys.insert(key.stringValue)
        guard let node = members[key.stringValue] ?? defaults[key.stringValue] else {
            throw missing(key)
        }
        return node == .null
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        try decoder(for: key).decodeValue(type)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try decoder(for: key).decode(type) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try decoder(for: key).decode(type) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try decoder(for: key).decode(type) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try decoder(for: key).decode(type) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try decoder(for: key).decode(type) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try decoder(for: key).decode(type) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try decoder(for: key).decode(type) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try decoder(for: key).decode(type) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try decoder(for: key).decode(type) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try decoder(for: key).decode(type) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try decoder(for: key).decode(type) }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        try decoder(for: StoredCodingKey(stringValue: "super"), name: "super")
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try decoder(for: key)
    }

    /// The decoder for one member: the file's value, else the default's; a member neither has is
    /// missing.
    private func decoder(for key: Key) throws -> StoredValueDecoder {
        try decoder(for: key, name: key.stringValue)
    }

    private func decoder(for key: any CodingKey, name: String) throws -> StoredValueDecoder {
        shape?.requiredKeys.insert(name)
        let stored = members[name]
        let fallback = defaults[name]
        guard stored != nil || fallback != nil else { throw missing(key) }
        return StoredValueDecoder(
            stored: stored, defaults: fallback, codingPath: codingPath + [key], shape: shape?.child(name))
    }

    private func missing(_ key: any CodingKey) -> DecodingError {
        .keyNotFound(
            key,
            DecodingError.Context(
                codingPath: codingPath, debugDescription: "the field is missing and has no default value"))
    }
}

/// The elements of one array, read in order.
private struct StoredUnkeyedContainer: UnkeyedDecodingContainer {
    let elements: [StoredJSON]
    let codingPath: [any CodingKey]
    var currentIndex = 0

    init(elements: [StoredJSON], codingPath: [any CodingKey]) {
        self.elements = elements
        self.codingPath = codingPath
    }

    var count: Int? { elements.count }
    var isAtEnd: Bool { currentIndex >= elements.count }

    mutating func decodeNil() throws -> Bool {
        guard !isAtEnd else { throw pastTheEnd(Never.self) }
        guard elements[currentIndex] == .null else { return false }
        currentIndex += 1
        return true
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let value = try nextDecoder(type).decodeValue(type)
        currentIndex += 1
        return value
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type
    ) throws -> KeyedDecodingContainer<NestedKey> {
        let container = try nextDecoder(type).container(keyedBy: type)
        currentIndex += 1
        return container
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        let container = try nextDecoder([StoredJSON].self).unkeyedContainer()
        currentIndex += 1
        return container
    }

    mutating func superDecoder() throws -> any Decoder {
        let decoder = try nextDecoder(StoredJSON.self)
        currentIndex += 1
        return decoder
    }

    private func nextDecoder(_ type: Any.Type) throws -> StoredValueDecoder {
        guard !isAtEnd else { throw pastTheEnd(type) }
        return StoredValueDecoder(
            stored: elements[currentIndex], defaults: nil,
            codingPath: codingPath + [StoredCodingKey(intValue: currentIndex)], shape: nil)
    }

    private func pastTheEnd(_ type: Any.Type) -> DecodingError {
        .valueNotFound(
            type,
            DecodingError.Context(
                codingPath: codingPath + [StoredCodingKey(intValue: currentIndex)],
                debugDescription: "the array has only \(elements.count) elements"))
    }
}
