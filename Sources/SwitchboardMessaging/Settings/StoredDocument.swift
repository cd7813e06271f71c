import Foundation

/// A settings value as the built-in stores keep it, in JSON: migrated and mended field by field on load.
struct StoredDocument: Sendable {
    static let versionKey = "$schemaVersion"
    /// Deeper input is refused before parsing, so no parser recursion can exhaust a small stack.
    static let maximumDepth = 64
    /// How many fields one load repairs before it gives up and starts from the defaults.
    static let maximumRepairs = 64

    /// The stored object as last read (migrated) or written, as JSON, and its schema version.
    var fields: Data?
    var version = 0
    /// Every field path (`window.width`) this release encoded or read; other stored fields are kept.
    var knownPaths: Set<JSONPath> = []

    struct Loaded<Value> {
        var value: Value
        /// Fields that could not be read and took their defaults.
        var problems: [SettingsDataProblem] = []
        /// Whether a migration ran or a field was repaired.
        var mustWriteBack = false
    }

    /// Reads stored JSON: migrations, missing fields from `defaults`, unreadable ones replaced by theirs.
    mutating func load<Value: Codable>(
        _ data: Data, defaults: Value, migrations: [SettingsMigration], schemaVersion: Int
    ) throws(SettingsDataProblem) -> Loaded<Value> {
        var object = try Self.parseObject(data)
        var version = 0
        if let stored = object.removeValue(forKey: Self.versionKey) {
            guard Self.kind(of: stored) == "a number", let number = stored as? Int, number >= 0 else {
                throw .wrongType(
                    field: Self.versionKey, expected: "a non-negative whole number", found: Self.kind(of: stored))
            }
            version = number
        }
        for migration in migrations where migration.version > version {
            migration.migrate(&object)
        }
        let defaultsTree = try? Self.encodeObject(defaults)
        // A missing optional field takes its default (its decoder reads `nil`); a stored `null` stays.
        for path in Self.optionalPaths(of: defaults) where path.value(in: object) == nil {
            path.set(path.value(in: defaultsTree), in: &object)
        }
        var problems: [SettingsDataProblem] = []
        let value: Value = try Self.decodeMending(&object, defaults: defaultsTree, problems: &problems)
        fields = try? JSONSerialization.data(withJSONObject: object)
        self.version = max(version, schemaVersion)
        knownPaths.formUnion(Self.paths(of: defaultsTree).union(Self.paths(of: try? Self.encodeObject(value))))
        let migrated = schemaVersion > version && migrations.contains { $0.version > version }
        return Loaded(value: value, problems: problems, mustWriteBack: migrated || !problems.isEmpty)
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
        if let fields, let previous = try? JSONSerialization.jsonObject(with: fields) as? [String: Any] {
            // What another release wrote (no release here knows it) is written back, in nested objects too.
            for (path, kept) in JSONPath.nodes(of: previous, intoArrays: false)
            where !knownPaths.contains(path) && path.value(in: merged) == nil {
                path.set(kept, in: &merged)
            }
            // A type's own `init(from:)` may read a kept key (an old name it still accepts): then
            // the kept fields would change what it reads back, so they are dropped.
            if !NSDictionary(dictionary: merged).isEqual(to: encoded), !Self.readsBack(value, from: merged) {
                merged = encoded
            }
        }
        version = max(version, schemaVersion)
        fields = try? JSONSerialization.data(withJSONObject: merged)
        if version > 0 { merged[Self.versionKey] = version }
        do {
            return try JSONSerialization.data(withJSONObject: merged, options: [.prettyPrinted, .sortedKeys])
        } catch {
            throw .encodingFailed(reason: "\(error.localizedDescription)")
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
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return [] }
        return mirror.children.flatMap { child -> [JSONPath] in
            guard let label = child.label else { return [] }
            switch Mirror(reflecting: child.value).displayStyle {
            case .optional: return [path + [.field(label)]]
            case .struct: return optionalPaths(of: child.value, at: path + [.field(label)])
            default: return []
            }
        }
    }
}

// MARK: Mending a stored object

extension StoredDocument {
    /// Where a load mends the object (the value there takes its default, else it goes, with its array
    /// element), and what it reports: nothing for a missing field that its default fills.
    private typealias Repair = (path: JSONPath, problem: SettingsDataProblem?)

    /// `object` read as a `Value`, each value that stops decoding mended in turn and reported in `problems`.
    private static func decodeMending<Value: Decodable>(
        _ object: inout [String: Any], defaults: Any?, problems: inout [SettingsDataProblem]
    ) throws(SettingsDataProblem) -> Value {
        for _ in 0...maximumRepairs {
            let repair: Repair
            do {
                guard let outsized = outsizedNumber(in: object) else { return try decode(Value.self, from: object) }
                repair = outsized
            } catch {
                repair = try diagnose(error, in: object, defaults: defaults, as: Value.self)
            }
            // The top-level object has no place to mend in: a load that cannot read it fails.
            guard repair.path.set(repair.path.value(in: defaults), in: &object) else {
                throw repair.problem ?? .missingField(field: repair.path.fieldName)
            }
            if let problem = repair.problem { problems.append(problem) }
        }
        throw problems.last ?? .invalidValue(field: "", detail: "too many unreadable fields")
    }

    /// The first number beyond every number type (`1e400`, marked by ``parseObject(_:)``): it can be neither
    /// decoded nor written, wherever it is, so its field is mended alone.
    private static func outsizedNumber(in object: [String: Any]) -> Repair? {
        for (path, value) in JSONPath.nodes(of: object) {
            guard let text = value as? String, text.hasPrefix(outsizedMarker) else { continue }
            let detail = "the number \(text.dropFirst(outsizedMarker.count)) is beyond the range of every number type"
            return (path, .invalidValue(field: path.fieldName, detail: detail))
        }
        return nil
    }

    /// Where decoding `tree` as a `Value` failed, and why.
    private static func diagnose<Value: Decodable>(
        _ error: any Error, in tree: Any, defaults: Any?, as type: Value.Type
    ) throws(SettingsDataProblem) -> Repair {
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            let path = JSONPath(context.codingPath + [key], in: tree)
            // A missing field takes its default unreported; without one, the value that lacks it is mended.
            if path.value(in: defaults) != nil { return (path, nil) }
            return (JSONPath(path.dropLast()), .missingField(field: path.fieldName))
        case .typeMismatch(let expected, let context)?, .valueNotFound(let expected, let context)?:
            let path = JSONPath(context.codingPath, in: tree)
            let name = SettingsDataProblem.name(of: expected)
            return (path, .wrongType(field: path.fieldName, expected: name, found: kind(of: path.value(in: tree))))
        case .dataCorrupted(let context)?:
            let path = JSONPath(context.codingPath, in: tree)
            // swift-foundation's JSONDecoder calls a number its field's type cannot hold invalid JSON, naming no field.
            if path.isEmpty, let defaults, let (place, number) = refusedNumber(in: tree, defaults: defaults, as: type) {
                let detail = "the number \(number) does not fit the field's type"
                return (place, .invalidValue(field: place.fieldName, detail: detail))
            }
            return (path, .invalidValue(field: path.fieldName, detail: context.debugDescription))
        default:
            throw .invalidValue(field: "", detail: "\(error)")
        }
    }

    /// The first number in `tree` its field's type refuses (`300` for an `Int8`): each is decoded alone in the
    /// defaults' encoding, so the field's own type judges it.
    private static func refusedNumber<Value: Decodable>(
        in tree: Any, defaults: Any, as type: Value.Type
    ) -> (path: JSONPath, value: Any)? {
        func decodes(_ tree: Any) -> Bool { (try? decode(type, from: tree)) != nil }
        guard decodes(defaults) else { return nil }
        return JSONPath.nodes(of: tree).first { path, value in
            guard kind(of: value) == "a number", let probe = placing(value, at: path[...], in: defaults) else {
                return false
            }
            return !decodes(probe)
        }
    }

    /// `node` with `number` at `path`, in the first element of an array without one at that index;
    /// `nil` when `node` has no place there.
    private static func placing(_ number: Any, at path: ArraySlice<JSONStep>, in node: Any) -> Any? {
        guard var step = path.first else { return number }
        if case .element(let index) = step, let array = node as? [Any] {
            guard !array.isEmpty else { return path.count == 1 ? [number] : nil }
            step = .element(array.indices.contains(index) ? index : 0)
        }
        var node = node
        let rest = path.dropFirst()
        let placed: Any? = rest.isEmpty ? number : step.child(of: node).flatMap { placing(number, at: rest, in: $0) }
        guard let placed, [step].set(placed, in: &node) else { return nil }
        return node
    }
}

// MARK: JSON text and values

extension StoredDocument {
    /// Parses a stored object, first refusing what is too deep for a small stack.
    static func parseObject(_ data: Data) throws(SettingsDataProblem) -> [String: Any] {
        guard data.contains(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) else { throw .empty }
        let scanned = scan(data)
        guard scanned.depth <= maximumDepth else {
            throw .invalidJSON(detail: "it nests deeper than \(maximumDepth) levels", truncated: false)
        }
        // One number beyond every number type (`1e400`) fails the whole text: such numbers are read as
        // marked strings, replaced from the end so that the ranges still to replace keep their place.
        var marked = data
        for number in scanned.outsized.reversed() {
            let string = "\"\(outsizedMarker)\(String(decoding: data[number], as: UTF8.self))\""
            marked.replaceSubrange(number, with: Data(string.utf8))
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
            switch data[index] {
            case UInt8(ascii: "\""):
                // Past the closing quote, skipping escaped characters; beyond the end when there is none.
                while next < data.endIndex, data[next] != UInt8(ascii: "\"") {
                    next += data[next] == UInt8(ascii: "\\") ? 2 : 1
                }
                next += 1
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
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
        let data: Data
        do {
            data = try JSONEncoder().encode(value)
        } catch let EncodingError.invalidValue(invalid, context) {
            let field = SettingsDataProblem.name(of: JSONPath(context.codingPath, in: nil).fieldName)
            throw .encodingFailed(reason: "\(field) holds \(invalid), which JSON cannot represent")
        } catch {
            throw .encodingFailed(reason: "\(error)")
        }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw .encodingFailed(reason: "the value does not encode as a JSON object")
        }
        return object
    }

    /// `tree` read as a `Value`, as a load reads it.
    static func decode<Value: Decodable>(_ type: Value.Type, from tree: Any) throws -> Value {
        try JSONDecoder().decode(type, from: JSONSerialization.data(withJSONObject: tree))
    }

    /// Whether `value`'s type reads `object` back as a value that encodes like `value`.
    private static func readsBack<Value: Codable>(_ value: Value, from object: [String: Any]) -> Bool {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let read = try? decode(Value.self, from: object) else { return false }
        return (try? encoder.encode(read)) == (try? encoder.encode(value))
    }

    /// How a problem names a JSON value's kind.
    static func kind(of value: Any?) -> String {
        switch value {
        case nil: "nothing"
        case is NSNull: "null"
        case let text as String: text.hasPrefix(outsizedMarker) ? "a number" : "a string"
        // `JSONSerialization` reads `true` and `false` as numbers of the `char` kind.
        case let number as NSNumber: String(cString: number.objCType) == "c" ? "a boolean" : "a number"
        case is [Any]: "an array"
        default: "an object"
        }
    }
}
