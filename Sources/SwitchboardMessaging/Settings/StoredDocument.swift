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
        for (path, _) in Self.optionalFields(of: defaults) where path.value(in: object) == nil {
            if let fallback = path.value(in: defaultsTree) { path.set(fallback, in: &object) }
        }
        var tree: Any = object
        let (value, problems): (Value, [SettingsDataProblem]) = try Self.decodeMending(&tree, defaults: defaultsTree)
        let migrated = schemaVersion > version && migrations.contains { $0.version > version }
        fields = try? JSONSerialization.data(withJSONObject: tree)
        self.version = max(version, schemaVersion)
        knownPaths.formUnion(Self.paths(encoding: defaults).union(Self.paths(encoding: value)))
        return Loaded(value: value, problems: problems, mustWriteBack: migrated || !problems.isEmpty)
    }

    /// Encodes `value` with the stored fields of other releases kept and the schema version recorded.
    mutating func encode<Value: Codable>(_ value: Value, schemaVersion: Int) throws(SettingsStoreError) -> Data {
        var encoded = try Self.encodeObject(value)
        knownPaths.formUnion(JSONPath.nodes(of: encoded).map(\.path))
        // A cleared optional (left out by its encoder) is written as `null`: it loads cleared, not defaulted.
        for (path, isNil) in Self.optionalFields(of: value)
        where isNil && knownPaths.contains(path) && path.value(in: encoded) == nil {
            path.set(NSNull(), in: &encoded)
        }
        var merged = encoded
        if let fields, let previous = try? JSONSerialization.jsonObject(with: fields) as? [String: Any] {
            merged = keeping(previous, in: encoded)
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

    /// The field paths of `value`'s encoding, for ``knownPaths`` (the defaults', when nothing is stored).
    static func paths(encoding value: some Encodable) -> Set<JSONPath> {
        (try? encodeObject(value)).map { Set(JSONPath.nodes(of: $0).map(\.path)) } ?? []
    }

    /// `new` with each field of `old` it lacks that no release here knows, at any depth.
    private func keeping(_ old: [String: Any], in new: [String: Any], at path: JSONPath = []) -> [String: Any] {
        var merged = new
        for (key, oldValue) in old {
            let fieldPath = path + [.field(key)]
            if let newObject = new[key] as? [String: Any], let oldObject = oldValue as? [String: Any] {
                merged[key] = keeping(oldObject, in: newObject, at: fieldPath)
            } else if new[key] == nil, !knownPaths.contains(fieldPath) {
                merged[key] = oldValue
            }
        }
        return merged
    }

    /// The optional stored properties of `value` (through nested structures) as field paths, each with
    /// whether it is `nil`: synthesized coding names fields after properties; other coding keys match none.
    static func optionalFields(of value: Any, at path: JSONPath = []) -> [(path: JSONPath, isNil: Bool)] {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return [] }
        var fields: [(path: JSONPath, isNil: Bool)] = []
        for child in mirror.children {
            guard let label = child.label else { continue }
            let nested = Mirror(reflecting: child.value)
            if nested.displayStyle == .optional {
                fields.append((path + [.field(label)], nested.children.isEmpty))
            } else if nested.displayStyle == .struct {
                fields += optionalFields(of: child.value, at: path + [.field(label)])
            }
        }
        return fields
    }
}

// MARK: Mending a stored tree

extension StoredDocument {
    /// Where a load mends the tree, what it reports (nothing for a missing field its default fills), and
    /// whether the value there may go (else only its array element, or a value above, is mended).
    private typealias Repair = (path: JSONPath, problem: SettingsDataProblem?, mayRemove: Bool)

    /// `tree` read as a `Value`, each field that stops decoding mended in turn; the problems reported.
    private static func decodeMending<Value: Decodable>(
        _ tree: inout Any, defaults: Any?
    ) throws(SettingsDataProblem) -> (Value, [SettingsDataProblem]) {
        var problems: [SettingsDataProblem] = []
        for _ in 0...maximumRepairs {
            let repair: Repair
            do {
                if let outsized = outsizedNumber(in: tree) {
                    repair = outsized
                } else {
                    return (try decode(Value.self, from: tree), problems)
                }
            } catch {
                repair = try diagnose(error, in: tree, defaults: defaults, as: Value.self)
            }
            guard mend(repair, in: &tree, defaults: defaults) else {
                throw repair.problem ?? .invalidValue(field: repair.path.fieldName, detail: "it cannot be mended")
            }
            if let problem = repair.problem { problems.append(problem) }
        }
        throw problems.last ?? .invalidValue(field: "", detail: "too many unreadable fields")
    }

    /// The first number beyond every number type (`1e400`, marked by ``parseObject(_:)``): it can be neither
    /// decoded nor written, wherever it is, so its field is mended alone.
    private static func outsizedNumber(in tree: Any) -> Repair? {
        for (path, value) in JSONPath.nodes(of: tree) {
            guard let text = value as? String, text.hasPrefix(outsizedMarker) else { continue }
            let detail = "the number \(text.dropFirst(outsizedMarker.count)) is beyond the range of every number type"
            return (path, .invalidValue(field: path.fieldName, detail: detail), true)
        }
        return nil
    }

    /// What decoding `tree` as a `Value` failed on, as a repair.
    private static func diagnose<Value: Decodable>(
        _ error: any Error, in tree: Any, defaults: Any?, as type: Value.Type
    ) throws(SettingsDataProblem) -> Repair {
        switch error as? DecodingError {
        case .keyNotFound(let key, let context)?:
            let path = JSONPath(context.codingPath + [key], in: tree)
            let hasDefault = path.value(in: defaults) != nil
            return (path, hasDefault ? nil : .missingField(field: path.fieldName), false)
        case .typeMismatch(let expected, let context)?, .valueNotFound(let expected, let context)?:
            let path = JSONPath(context.codingPath, in: tree)
            let problem = SettingsDataProblem.wrongType(
                field: path.fieldName, expected: SettingsDataProblem.name(of: expected),
                found: kind(of: path.value(in: tree)))
            return (path, problem, true)
        case .dataCorrupted(let context)?:
            let path = JSONPath(context.codingPath, in: tree)
            // swift-foundation's JSONDecoder calls a number its field's type cannot hold invalid JSON, naming no field.
            if path.isEmpty, let defaults, let (place, number) = refusedNumber(in: tree, defaults: defaults, as: type) {
                let detail = "the number \(number) does not fit the field's type"
                return (place, .invalidValue(field: place.fieldName, detail: detail), true)
            }
            return (path, .invalidValue(field: path.fieldName, detail: context.debugDescription), true)
        default:
            throw .invalidValue(field: "", detail: "\(error)")
        }
    }

    /// The first number in `tree` its field's type refuses (`300` for an `Int8`): each is put alone into
    /// the defaults' encoding and decoded there, so the field's own type judges its range.
    private static func refusedNumber<Value: Decodable>(
        in tree: Any, defaults: Any, as type: Value.Type
    ) -> (JSONPath, NSNumber)? {
        func decodes(_ tree: Any) -> Bool { (try? decode(type, from: tree)) != nil }
        guard decodes(defaults) else { return nil }
        for (path, value) in JSONPath.nodes(of: tree) {
            guard let number = value as? NSNumber, kind(of: number) == "a number",
                let probe = placing(number, at: path[...], in: defaults), !decodes(probe)
            else { continue }
            return (path, number)
        }
        return nil
    }

    /// `node` with `number` at `path`, in the first element of an array without one at that index;
    /// `nil` when `node` has no place there.
    private static func placing(_ number: NSNumber, at path: ArraySlice<JSONStep>, in node: Any) -> Any? {
        guard var step = path.first else { return number }
        if case .element(let index) = step, let array = node as? [Any] {
            guard !array.isEmpty else { return path.count == 1 ? [number] : nil }
            step = .element(array.indices.contains(index) ? index : 0)
        }
        let rest = path.dropFirst()
        var node = node
        let placed = rest.isEmpty ? number : step.child(of: node).flatMap { placing(number, at: rest, in: $0) }
        guard let placed, step.set(placed, in: &node) else { return nil }
        return node
    }

    /// Mends `tree` at the repair's path: the value there takes its default, else it goes (`mayRemove`) or
    /// the array element holding it does, else the nearest value above with a default takes it.
    private static func mend(_ repair: Repair, in tree: inout Any, defaults: Any?) -> Bool {
        var path = repair.path
        while let last = path.last {
            if let fallback = path.value(in: defaults) { return path.set(fallback, in: &tree) }
            // Only the value the repair names may go; above it, only an array element does.
            if last.isElement || (repair.mayRemove && path == repair.path) { return path.set(nil, in: &tree) }
            path.removeLast()
        }
        return false
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
            let field = JSONPath(context.codingPath, in: nil).fieldName
            throw .encodingFailed(
                reason:
                    "\(field.isEmpty ? "the value" : "the field \"\(field)\"") holds \(invalid), which JSON cannot represent"
            )
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
        guard let read = try? decode(Value.self, from: object), let readEncoding = try? encoder.encode(read),
            let ownEncoding = try? encoder.encode(value)
        else { return false }
        return readEncoding == ownEncoding
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
