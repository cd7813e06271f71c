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
    var knownPaths: Set<String> = []

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
        let setOptionals = Self.optionalFields(of: defaults).filter { !$0.isNil }.map(\.path)
        Self.fill(setOptionals, in: &object) { Self.value(at: $0, in: defaultsTree) }
        var tree: Any = object
        var problems: [SettingsDataProblem] = []
        // A number beyond every number type (`1e400`) can be neither decoded nor written: its field is mended alone.
        while let (path, text) = Self.first(in: tree, where: { value, _ in Self.outsizedText(value) }) {
            let problem = SettingsDataProblem.invalidValue(
                field: Self.describe(path), detail: "the number \(text) is beyond the range of every number type")
            guard problems.count < Self.maximumRepairs,
                Self.mend(path[...], in: &tree, defaults: defaultsTree, mayRemove: true)
            else { throw problem }
            problems.append(problem)
        }
        for _ in 0...Self.maximumRepairs {
            let value: Value
            do {
                value = try Self.decode(Value.self, from: tree)
            } catch let error as DecodingError {
                let (problem, repaired) = Self.repair(error, in: &tree, defaults: defaultsTree) {
                    (try? Self.decode(Value.self, from: $0)) != nil
                }
                guard repaired else { throw problem ?? .invalidValue(field: "", detail: "\(error)") }
                if let problem { problems.append(problem) }
                continue
            } catch {
                throw .invalidValue(field: "", detail: "\(error)")
            }
            let migrated = schemaVersion > version && migrations.contains { $0.version > version }
            fields = try? JSONSerialization.data(withJSONObject: tree)
            self.version = max(version, schemaVersion)
            knownPaths.formUnion(Self.paths(encoding: defaults).union(Self.paths(encoding: value)))
            return Loaded(value: value, problems: problems, mustWriteBack: migrated || !problems.isEmpty)
        }
        throw problems.last ?? .invalidValue(field: "", detail: "too many unreadable fields")
    }

    /// Encodes `value` with the stored fields of other releases kept and the schema version recorded.
    mutating func encode<Value: Codable>(_ value: Value, schemaVersion: Int) throws(SettingsStoreError) -> Data {
        var encoded = try Self.encodeObject(value)
        knownPaths.formUnion(Self.paths(of: encoded))
        // A cleared optional (left out by its encoder) is written as `null`: it loads cleared, not defaulted.
        let cleared = Self.optionalFields(of: value).filter {
            $0.isNil && knownPaths.contains($0.path.joined(separator: "."))
        }
        Self.fill(cleared.map(\.path), in: &encoded) { _ in NSNull() }
        var merged = encoded
        if let fields, let previous = try? Self.parseObject(fields) {
            Self.keep(previous, into: &merged, known: knownPaths, prefix: "")
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
    static func paths(encoding value: some Encodable) -> Set<String> {
        (try? encodeObject(value)).map { paths(of: $0) } ?? []
    }

    /// The optional stored properties of `value` (through nested structures) as field paths, each with
    /// whether it is `nil`: synthesized coding names fields after properties; other coding keys match none.
    static func optionalFields(of value: Any, prefix: [String] = []) -> [(path: [String], isNil: Bool)] {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .struct || mirror.displayStyle == .class else { return [] }
        var fields: [(path: [String], isNil: Bool)] = []
        for child in mirror.children {
            guard let label = child.label else { continue }
            let nested = Mirror(reflecting: child.value)
            if nested.displayStyle == .optional {
                fields.append((prefix + [label], nested.children.isEmpty))
            } else if nested.displayStyle == .struct {
                fields += optionalFields(of: child.value, prefix: prefix + [label])
            }
        }
        return fields
    }

    /// Sets each field at `paths` that `object` lacks, inside an object it has, to what `filler` gives.
    static func fill(_ paths: [[String]], in object: inout [String: Any], with filler: ([StoredPathStep]) -> Any?) {
        for path in paths {
            let steps = path.map(StoredPathStep.field)
            guard value(at: steps.dropLast(), in: object) is [String: Any], value(at: steps, in: object) == nil,
                let filling = filler(steps)
            else { continue }
            var tree: Any = object
            replace(at: steps[...], in: &tree, with: filling)
            object = tree as? [String: Any] ?? object
        }
    }

    // MARK: JSON trees

    /// Parses a stored object, first refusing what is too deep for a small stack.
    static func parseObject(_ data: Data) throws(SettingsDataProblem) -> [String: Any] {
        guard data.contains(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }) else { throw .empty }
        let scanned = scan(data)
        guard scanned.depth <= maximumDepth else {
            throw .invalidJSON(detail: "it nests deeper than \(maximumDepth) levels", truncated: false)
        }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
        } catch {
            // One number beyond every number type (`1e400`) fails the whole text: such numbers are read marked.
            guard !scanned.outsized.isEmpty,
                let reparsed = try? JSONSerialization.jsonObject(
                    with: marking(scanned.outsized, in: data), options: [.fragmentsAllowed])
            else {
                let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String
                throw .invalidJSON(detail: detail ?? error.localizedDescription, truncated: scanned.endsInside)
            }
            parsed = reparsed
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
        var maximum = 0
        var inString = false
        var escaped = false
        var number: Data.Index?
        var outsized: [Range<Data.Index>] = []
        func endNumber(at end: Data.Index) {
            if let start = number, Double(String(decoding: data[start..<end], as: UTF8.self))?.isInfinite == true {
                outsized.append(start..<end)
            }
            number = nil
        }
        for (index, byte) in zip(data.indices, data) {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                || (number != nil && "+.eE".utf8.contains(byte))
            {
                number = number ?? index
            } else {
                endNumber(at: index)
                switch byte {
                case UInt8(ascii: "\""): inString = true
                case UInt8(ascii: "["), UInt8(ascii: "{"):
                    depth += 1
                    maximum = max(maximum, depth)
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
                default: break
                }
            }
        }
        endNumber(at: data.endIndex)
        return (maximum, inString || depth > 0, outsized)
    }

    /// Marks the numbers read as strings: a per-process prefix no stored text can hold by chance.
    static let outsizedMarker = "switchboard-outsized-number-\(UUID().uuidString):"

    /// `data` with the numbers at `ranges` written as strings, ``outsizedMarker`` and their text.
    static func marking(_ ranges: [Range<Data.Index>], in data: Data) -> Data {
        var marked = data
        // From the end, so that the ranges still to replace keep their place.
        for number in ranges.reversed() {
            let string = "\"\(outsizedMarker)\(String(decoding: data[number], as: UTF8.self))\""
            marked.replaceSubrange(number, with: Data(string.utf8))
        }
        return marked
    }

    /// The text of a number beyond every number type: one `parseObject` marked, or an infinite one.
    static func outsizedText(_ value: Any) -> String? {
        if let text = value as? String, text.hasPrefix(outsizedMarker) {
            return String(text.dropFirst(outsizedMarker.count))
        }
        guard let number = value as? NSNumber, kind(of: number) == "a number", !number.doubleValue.isFinite else {
            return nil
        }
        return "\(number)"
    }

    /// `value` as a JSON object, or the reason it has none, naming the field.
    static func encodeObject<Value: Encodable>(_ value: Value) throws(SettingsStoreError) -> [String: Any] {
        let data: Data
        do {
            data = try JSONEncoder().encode(value)
        } catch let EncodingError.invalidValue(invalid, context) {
            let field = describe(steps(context.codingPath, in: nil))
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

    /// Copies into `merged` each field of `previous` it lacks that no release here knows, at any depth.
    private static func keep(
        _ previous: [String: Any], into merged: inout [String: Any], known: Set<String>, prefix: String
    ) {
        for (key, old) in previous {
            let path = prefix + key
            if let new = merged[key] {
                if var newObject = new as? [String: Any], let oldObject = old as? [String: Any] {
                    keep(oldObject, into: &newObject, known: known, prefix: path + ".")
                    merged[key] = newObject
                }
            } else if !known.contains(path) {
                merged[key] = old
            }
        }
    }

    /// Every field path of `object`, through nested objects.
    private static func paths(of object: [String: Any], prefix: String = "") -> Set<String> {
        var paths: Set<String> = []
        for (key, value) in object {
            paths.insert(prefix + key)
            if let nested = value as? [String: Any] {
                paths.formUnion(Self.paths(of: nested, prefix: prefix + key + "."))
            }
        }
        return paths
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

/// One step into a JSON tree: an object's field or an array's element.
enum StoredPathStep: Equatable {
    case field(String)
    case element(Int)

    var isElement: Bool { if case .element = self { true } else { false } }

    /// The value this step reaches in `node`, if there is one.
    func child(of node: Any?) -> Any? {
        switch self {
        case .field(let name): (node as? [String: Any])?[name]
        case .element(let index): (node as? [Any]).flatMap { $0.indices.contains(index) ? $0[index] : nil }
        }
    }

    /// Sets the value this step reaches in `node`, or removes it for `nil`; `false` when `node` has no place for it
    /// (not an object, not an array, or no element at the index).
    @discardableResult
    func set(_ value: Any?, in node: inout Any) -> Bool {
        switch self {
        case .field(let name):
            guard var object = node as? [String: Any] else { return false }
            object[name] = value
            node = object
        case .element(let index):
            guard var array = node as? [Any], array.indices.contains(index) else { return false }
            if let value { array[index] = value } else { array.remove(at: index) }
            node = array
        }
        return true
    }
}

extension StoredDocument {
    /// The steps a decoding error's coding path takes through `tree` (by what it holds there).
    static func steps(_ codingPath: [any CodingKey], in tree: Any?) -> [StoredPathStep] {
        var node = tree
        return codingPath.map { key in
            let index = node is [Any] ? key.intValue : nil
            let step = index.map(StoredPathStep.element) ?? .field(key.stringValue)
            node = step.child(of: node)
            return step
        }
    }

    /// A path as problems name it: `window.width`, `bookmarks[1].pinned`.
    static func describe(_ steps: some Collection<StoredPathStep>) -> String {
        steps.reduce("") { text, step in
            switch step {
            case .field(let name): text.isEmpty ? name : "\(text).\(name)"
            case .element(let index): "\(text)[\(index)]"
            }
        }
    }

    /// The value at `steps` in `tree`, if there is one.
    static func value(at steps: some Collection<StoredPathStep>, in tree: Any?) -> Any? {
        steps.reduce(tree) { node, step in step.child(of: node) }
    }

    /// Replaces the value at `steps` in `tree` with `replacement`, or removes it when that is `nil`.
    static func replace(at steps: ArraySlice<StoredPathStep>, in tree: inout Any, with replacement: Any?) {
        guard let step = steps.first else {
            if let replacement { tree = replacement }
            return
        }
        if steps.count == 1 {
            step.set(replacement, in: &tree)
        } else if var child = step.child(of: tree) {
            replace(at: steps.dropFirst(), in: &child, with: replacement)
            step.set(child, in: &tree)
        }
    }

    /// The path to the first value in `tree` (fields in name order) that `match` gives a result for, and that result.
    static func first<Found>(
        in tree: Any, at path: [StoredPathStep] = [], where match: (Any, [StoredPathStep]) -> Found?
    ) -> ([StoredPathStep], Found)? {
        if let found = match(tree, path) { return (path, found) }
        if let object = tree as? [String: Any] {
            for (key, value) in object.sorted(by: { $0.key < $1.key }) {
                if let found = first(in: value, at: path + [.field(key)], where: match) { return found }
            }
        } else if let array = tree as? [Any] {
            for (index, value) in array.enumerated() {
                if let found = first(in: value, at: path + [.element(index)], where: match) { return found }
            }
        }
        return nil
    }

    /// The first number in `tree` its field's type refuses (`300` for an `Int8`): each is put alone into
    /// the defaults' encoding and decoded there (`decodes`), so the field's own type judges its range.
    static func refusedNumber(in tree: Any, defaults: Any?, decodes: (Any) -> Bool) -> ([StoredPathStep], NSNumber)? {
        guard let defaults, decodes(defaults) else { return nil }
        return first(in: tree) { value, path in
            guard let number = value as? NSNumber, kind(of: number) == "a number",
                let probe = placing(number, at: path[...], in: defaults), !decodes(probe)
            else { return nil }
            return number
        }
    }

    /// `node` with `number` at `path`, in the first element of an array without one at that index;
    /// `nil` when `node` has no place there.
    static func placing(_ number: NSNumber, at path: ArraySlice<StoredPathStep>, in node: Any) -> Any? {
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

    /// Mends `tree` where decoding failed (see ``mend(_:in:defaults:mayRemove:)``); returns the problem to
    /// report (none for a defaulted missing field), and whether it mended. `decodes` tells whether a tree decodes.
    static func repair(
        _ error: DecodingError, in tree: inout Any, defaults: Any?, decodes: (Any) -> Bool
    ) -> (SettingsDataProblem?, Bool) {
        var problem: SettingsDataProblem
        var steps: ArraySlice<StoredPathStep>
        var mayRemove = true
        switch error {
        case .keyNotFound(let key, let context):
            steps = Self.steps(context.codingPath + [key], in: tree)[...]
            if let fallback = value(at: steps, in: defaults) {
                replace(at: steps, in: &tree, with: fallback)
                return (nil, true)
            }
            problem = .missingField(field: describe(steps))
            steps = steps.dropLast()
            mayRemove = false
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            steps = Self.steps(context.codingPath, in: tree)[...]
            problem = .wrongType(
                field: describe(steps), expected: SettingsDataProblem.name(of: type),
                found: kind(of: value(at: steps, in: tree)))
        case .dataCorrupted(let context):
            steps = Self.steps(context.codingPath, in: tree)[...]
            problem = .invalidValue(field: describe(steps), detail: context.debugDescription)
            // Linux Foundation calls a number its field's type cannot hold invalid JSON, naming no field.
            if steps.isEmpty, let (path, number) = refusedNumber(in: tree, defaults: defaults, decodes: decodes) {
                steps = path[...]
                problem = .invalidValue(
                    field: describe(path), detail: "the number \(number) does not fit the field's type")
            }
        @unknown default:
            return (.invalidValue(field: "", detail: "\(error)"), false)
        }
        return (problem, mend(steps, in: &tree, defaults: defaults, mayRemove: mayRemove))
    }

    /// Mends the value at `steps` in `tree`: it takes its default, else it goes (`mayRemove`) or the array
    /// element holding it does, else the nearest value above with a default takes it. Whether it mended.
    static func mend(
        _ steps: ArraySlice<StoredPathStep>, in tree: inout Any, defaults: Any?, mayRemove: Bool
    ) -> Bool {
        var steps = steps
        var mayRemove = mayRemove
        while let last = steps.last {
            if let fallback = value(at: steps, in: defaults) {
                replace(at: steps, in: &tree, with: fallback)
                return true
            }
            if mayRemove || last.isElement {
                replace(at: steps, in: &tree, with: nil)
                return true
            }
            mayRemove = false
            steps = steps.dropLast()
        }
        return false
    }
}
