import Foundation

/// A settings value as the built-in stores keep it, in JSON: migrated and mended field by field on load.
struct StoredDocument: Sendable {
    static let versionKey = "$schemaVersion"
    /// Deeper input is refused before parsing, so no parser recursion can exhaust a small stack.
    static let maximumDepth = 64

    /// The stored object as last read (migrated) or written, as JSON, and its schema version.
    var fields: Data?
    var version = 0
    /// Every field path (`window.width`) this release encoded or read; other stored fields are kept.
    var knownPaths: Set<JSONPath> = []

    struct Loaded<Value> {
        var value: Value
        /// Fields that could not be read and took their defaults.
        var problems: [SettingsDataProblem]
        /// Whether a migration ran or a field was repaired.
        var mustWriteBack: Bool
    }

    /// Reads stored JSON: migrations, missing fields from `defaults`, unreadable ones replaced by theirs.
    /// ``version`` stays the stored one: a migrated value is written back, which records the store's.
    mutating func load<Value: Codable>(
        _ data: Data, defaults: Value, migrations: [SettingsMigration]
    ) throws(SettingsDataProblem) -> Loaded<Value> {
        var object = try Self.parseObject(data)
        // Data that records no version predates versioning: version 0.
        let stored = object.removeValue(forKey: Self.versionKey) ?? 0
        guard Self.kind(of: stored) == "a number", let number = stored as? Int, number >= 0 else {
            throw .wrongType(
                field: Self.versionKey, expected: "a non-negative whole number", found: Self.kind(of: stored))
        }
        version = number
        let migrating = migrations.filter { $0.version > version }
        for migration in migrating {
            migration.migrate(&object)
        }
        var problems: [SettingsDataProblem] = []
        // A number beyond every number type (`1e400`, marked by ``parseObject(_:)``) can be neither
        // decoded nor written, wherever it is: it goes (a missing field takes its default), last first
        // so that the paths still to visit keep their place.
        for case (let path, let text as String) in JSONPath.nodes(of: object).reversed()
        where text.hasPrefix(Self.outsizedMarker) {
            path.set(nil, in: &object)
            let digits = text.dropFirst(Self.outsizedMarker.count)
            let detail = "the number \(digits) is beyond the range of every number type"
            problems.insert(.invalidValue(field: path.fieldName, detail: detail), at: 0)
        }
        let defaultsTree = try? Self.encodeObject(defaults)
        // A missing optional field takes its default (its decoder reads `nil`); a stored `null` stays.
        for path in Self.optionalPaths(of: defaults) where path.value(in: object) == nil {
            path.set(path.value(in: defaultsTree), in: &object)
        }
        var mended: Any = defaultsTree ?? [:]
        Self.mend(&mended, with: object, at: [], as: Value.self, problems: &problems)
        guard let value = try? Self.decode(Value.self, from: mended).get() else {
            throw problems.first ?? .invalidValue(field: "", detail: "the defaults do not decode as the settings type")
        }
        fields = try? JSONSerialization.data(withJSONObject: mended)
        knownPaths.formUnion(Self.paths(of: defaultsTree).union(Self.paths(of: try? Self.encodeObject(value))))
        return Loaded(value: value, problems: problems, mustWriteBack: !migrating.isEmpty || !problems.isEmpty)
    }

    /// Encodes `value` with the stored fields of other releases kept and the schema version recorded.
    mutating func encode<Value: Codable>(_ value: Value, schemaVersion: Int) throws(SettingsStoreError) -> Data {
        var encoded = try Self.encodeObject(value)
        knownPaths.formUnion(Self.paths(of: encoded))
        // A cleared optional (left out by its encoder) is written as `null`: it loads cleared, not defaulted.
        for path in Self.optionalPaths(of: value) where knownPaths.contains(path) && path.value(in: encoded) == nil {
            path.set(NSNull(), in: &encoded)
        }
        var merged = encoded
        if let fields, let previous = try? JSONSerialization.jsonObject(with: fields) {
            // What another release wrote (no release here knows it) is written back, in nested objects too.
            let kept = JSONPath.nodes(of: previous, intoArrays: false).filter { !knownPaths.contains($0.path) }
            // A field inside a kept object came back with it.
            for (path, field) in kept where path.value(in: merged) == nil {
                path.set(field, in: &merged)
            }
            // A type's own `init(from:)` may read a kept key (an old name it still accepts): then
            // the kept fields would change what it reads back, so they are dropped.
            if !kept.isEmpty, !Self.readsBack(value, from: merged) {
                merged = encoded
            }
        }
        version = max(version, schemaVersion)
        fields = try? JSONSerialization.data(withJSONObject: merged)
        if version > 0 { merged[Self.versionKey] = version }
        do {
            return try JSONSerialization.data(withJSONObject: merged, options: [.prettyPrinted, .sortedKeys])
        } catch {
            throw .encodingFailed(reason: error.localizedDescription)
        }
    }

    /// Every field path in `tree` (a value's encoding) outside arrays, for ``knownPaths``.
    static func paths(of tree: Any?) -> Set<JSONPath> {
        Set(tree.map { JSONPath.nodes(of: $0, intoArrays: false).map(\.path) } ?? [])
    }

    /// The optional stored properties of `value`, through nested structures, as field paths: synthesized
    /// coding names fields after properties (other coding keys match none) and leaves out a `nil` one.
    static func optionalPaths(of value: Any, at path: JSONPath = []) -> [JSONPath] {
        let mirror = Mirror(reflecting: value)
        guard [.struct, .class].contains(mirror.displayStyle) else { return [] }
        return mirror.children.flatMap { child -> [JSONPath] in
            guard let label = child.label else { return [] }
            let field = path + [.field(label)]
            switch Mirror(reflecting: child.value).displayStyle {
            case .optional: return [field]
            case .struct: return optionalPaths(of: child.value, at: field)
            default: return []
            }
        }
    }
}

// MARK: Mending a stored object

extension StoredDocument {
    /// Mends `tree` (which decodes as a `Value`: first the defaults' encoding) with `stored`, the stored
    /// value at `path`: `stored` takes the place if the tree still decodes; otherwise an object the
    /// tree also holds there is mended field by field and an array element by element (a refused
    /// element goes), and anything else leaves the place as it was (its default), reported in
    /// `problems` as at `name` (an element's index in the stored array). Each value is tried once.
    private static func mend<Value: Decodable>(
        _ tree: inout Any, with stored: Any, at path: JSONPath, named name: JSONPath? = nil, as type: Value.Type,
        problems: inout [SettingsDataProblem]
    ) {
        var attempt = tree
        path.set(stored, in: &attempt)
        guard case .failure(let failure) = decode(type, from: attempt) else { return tree = attempt }
        let current = path.value(in: tree)
        if let fields = stored as? [String: Any], current is [String: Any] {
            for (key, value) in fields.sorted(by: { $0.key < $1.key }) {
                mend(&tree, with: value, at: path + [.field(key)], as: type, problems: &problems)
            }
        } else if let elements = stored as? [Any], current is [Any] {
            path.set([Any](), in: &tree)
            for (index, element) in elements.enumerated() {
                let end = (path.value(in: tree) as? [Any])?.count ?? 0
                mend(
                    &tree, with: element, at: path + [.element(end)], named: path + [.element(index)], as: type,
                    problems: &problems)
            }
        } else {
            problems.append(problem(failure, placing: stored, at: path, named: name ?? path, in: attempt))
        }
    }

    /// What `error`, from decoding `attempt` with `stored` placed at `path`, says is wrong, at or below `name`.
    private static func problem(
        _ error: any Error, placing stored: Any, at path: JSONPath, named name: JSONPath, in attempt: Any
    ) -> SettingsDataProblem {
        // Only the placed value changed in a tree that decoded: the error is in it, or names no field
        // (swift-foundation's JSONDecoder calls a number its field's type cannot hold invalid JSON).
        func field(_ codingPath: [any CodingKey]) -> String {
            (name + JSONPath(codingPath, in: attempt).dropFirst(path.count)).fieldName
        }
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            return .missingField(field: field(context.codingPath + [key]))
        case .typeMismatch(let expected, let context)?, .valueNotFound(let expected, let context)?:
            let found = kind(of: JSONPath(context.codingPath, in: attempt).value(in: attempt))
            return .wrongType(
                field: field(context.codingPath), expected: SettingsDataProblem.name(of: expected), found: found)
        case .dataCorrupted(let context)?:
            let number = kind(of: stored) == "a number" ? "the number \(stored) does not fit the field's type" : nil
            return .invalidValue(field: field(context.codingPath), detail: number ?? context.debugDescription)
        default:
            return .invalidValue(field: name.fieldName, detail: "\(error)")
        }
    }
}

// MARK: JSON text and values

extension StoredDocument {
    /// Parses a stored object, first refusing what is too deep for a small stack.
    static func parseObject(_ data: Data) throws(SettingsDataProblem) -> [String: Any] {
        guard data.contains(where: { !" \n\r\t".utf8.contains($0) }) else { throw .empty }
        let scanned = scan(data)
        guard scanned.depth <= maximumDepth else {
            throw .invalidJSON(detail: "it nests deeper than \(maximumDepth) levels", truncated: false)
        }
        // One number beyond every number type (`1e400`) fails the whole text: such numbers are read as
        // marked strings, replaced from the end so that the ranges still to replace keep their place.
        var marked = data
        for number in scanned.outsized.reversed() {
            marked.replaceSubrange(number, with: Data("\"\(outsizedMarker)".utf8) + data[number] + Data("\"".utf8))
        }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: marked, options: [.fragmentsAllowed])
        } catch {
            let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
            throw .invalidJSON(detail: detail ?? error.localizedDescription, truncated: scanned.endsInside)
        }
        guard let object = parsed as? [String: Any] else {
            throw .wrongType(field: "", expected: "an object", found: kind(of: parsed))
        }
        return object
    }

    /// What parsing needs to know of JSON text first, from its bytes outside strings: the deepest nesting,
    /// whether it ends inside a string, array or object (cut off), and where the numbers are that no Swift
    /// number type holds (`Double` reads `1e400` as infinite).
    static func scan(_ data: Data) -> (depth: Int, endsInside: Bool, outsized: [Range<Data.Index>]) {
        var depth = 0
        var deepest = 0
        var outsized: [Range<Data.Index>] = []
        var index = data.startIndex
        while index < data.endIndex {
            var next = index + 1
            switch Unicode.Scalar(data[index]) {
            case "\"":
                // Past the closing quote, skipping escaped characters; beyond the end when there is none.
                while next < data.endIndex, data[next] != UInt8(ascii: "\"") {
                    next += data[next] == UInt8(ascii: "\\") ? 2 : 1
                }
                next += 1
            case "[", "{":
                depth += 1
                deepest = max(deepest, depth)
            case "]", "}":
                depth -= 1
            case "-", "0"..."9":
                next = data[index...].firstIndex { !"+-.0123456789eE".utf8.contains($0) } ?? data.endIndex
                if Double(String(decoding: data[index..<next], as: UTF8.self))?.isInfinite == true {
                    outsized.append(index..<next)
                }
            default: break
            }
            index = next
        }
        return (deepest, index > data.endIndex || depth > 0, outsized)
    }

    /// Marks the numbers read as strings: a per-process prefix no stored text can hold by chance.
    static let outsizedMarker = "switchboard-outsized-number-\(UUID().uuidString):"

    /// `value` as a JSON object, or the reason it has none, naming the field.
    static func encodeObject<Value: Encodable>(_ value: Value) throws(SettingsStoreError) -> [String: Any] {
        do {
            // Fragments parse, so that a value that is no object (a bare number) is named as such below.
            let encoded = try JSONSerialization.jsonObject(
                with: JSONEncoder().encode(value), options: .fragmentsAllowed)
            if let object = encoded as? [String: Any] {
                return object
            }
        } catch let EncodingError.invalidValue(invalid, context) {
            let field = SettingsDataProblem.name(of: JSONPath(context.codingPath, in: nil).fieldName)
            throw .encodingFailed(reason: "\(field) holds \(invalid), which JSON cannot represent")
        } catch {
            throw .encodingFailed(reason: "\(error)")
        }
        throw .encodingFailed(reason: "the value does not encode as a JSON object")
    }

    /// `tree` read as a `Value`, as a load reads it, or why it cannot be.
    static func decode<Value: Decodable>(_ type: Value.Type, from tree: Any) -> Result<Value, any Error> {
        Result { try JSONDecoder().decode(type, from: JSONSerialization.data(withJSONObject: tree)) }
    }

    /// Whether `value`'s type reads `object` back as a value that encodes like `value`.
    private static func readsBack<Value: Codable>(_ value: Value, from object: Any) -> Bool {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let read = try? decode(Value.self, from: object).get() else { return false }
        return (try? encoder.encode(read)) == (try? encoder.encode(value))
    }

    /// How a problem names a JSON value's kind.
    static func kind(of value: Any?) -> String {
        switch value {
        case nil: "nothing"
        case is NSNull: "null"
        case is String: "a string"
        // `JSONSerialization` reads `true` and `false` as numbers of the `char` kind.
        case let number as NSNumber: String(cString: number.objCType) == "c" ? "a boolean" : "a number"
        case is [Any]: "an array"
        default: "an object"
        }
    }
}
