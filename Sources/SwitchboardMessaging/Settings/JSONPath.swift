import Foundation

/// One step into a JSON tree as `JSONSerialization` reads it: an object's field or an array's element.
enum JSONStep: Hashable {
    case field(String)
    case element(Int)

    /// The value this step reaches in `node`, if there is one.
    func child(of node: Any?) -> Any? {
        switch self {
        case .field(let name): (node as? [String: Any])?[name]
        case .element(let index): (node as? [Any]).flatMap { $0.indices.contains(index) ? $0[index] : nil }
        }
    }
}

/// A place in a JSON tree: `bookmarks[1].pinned` is `[.field("bookmarks"), .element(1), .field("pinned")]`.
typealias JSONPath = [JSONStep]

extension JSONPath {
    /// A dotted field name (`"window.width"`), as migrations take it.
    init(dotted name: String) {
        self = name.split(separator: ".").map { .field(String($0)) }
    }

    /// A coding path, its integer keys read as elements where `tree` holds an array (not in a dictionary).
    init(_ codingPath: [any CodingKey], in tree: Any?) {
        var node = tree
        self = codingPath.map { key in
            let index = node is [Any] ? key.intValue : nil
            let step = index.map(JSONStep.element) ?? .field(key.stringValue)
            node = step.child(of: node)
            return step
        }
    }

    /// The path as problems name it: `window.width`, `bookmarks[1].pinned`.
    var fieldName: String {
        reduce("") { text, step in
            switch step {
            case .field(let name): text.isEmpty ? name : "\(text).\(name)"
            case .element(let index): "\(text)[\(index)]"
            }
        }
    }

    /// The value at this path in `tree`, if there is one.
    func value(in tree: Any?) -> Any? {
        reduce(tree) { node, step in step.child(of: node) }
    }

    /// Sets the value at this path in `tree` (an index one past an array's end appends; the empty path
    /// is `tree` itself), or removes it for `nil` (later elements of its array move up); a path that
    /// `tree` has no place for changes nothing.
    func set(_ value: Any?, in tree: inout Any) {
        guard let step = first else {
            if let value { tree = value }
            return
        }
        var child = value
        if count > 1 {
            guard var node = step.child(of: tree) else { return }
            JSONPath(dropFirst()).set(value, in: &node)
            child = node
        }
        switch (step, tree) {
        case (.field(let name), var object as [String: Any]):
            object[name] = child
            tree = object
        case (.element(let index), var array as [Any]) where (0...array.count).contains(index):
            // The element at `index`, none at the end, is replaced by `child`, or by nothing.
            array.replaceSubrange((index..<index + 1).clamped(to: array.indices), with: child.map { [$0] } ?? [])
            tree = array
        default:
            return
        }
    }

    /// ``set(_:in:)`` in a top-level object.
    func set(_ value: Any?, in object: inout [String: Any]) {
        var tree: Any = object
        set(value, in: &tree)
        if let changed = tree as? [String: Any] { object = changed }
    }

    /// `tree` and every value in it with its path, parents first and fields in name order; with `intoArrays`
    /// `false`, an array's elements are left out.
    static func nodes(
        of tree: Any, at path: JSONPath = [], intoArrays: Bool = true
    ) -> [(path: JSONPath, value: Any)] {
        var nodes = [(path, tree)]
        if let object = tree as? [String: Any] {
            for (key, value) in object.sorted(by: { $0.key < $1.key }) {
                nodes += Self.nodes(of: value, at: path + [.field(key)], intoArrays: intoArrays)
            }
        } else if intoArrays, let array = tree as? [Any] {
            for (index, value) in array.enumerated() {
                nodes += Self.nodes(of: value, at: path + [.element(index)])
            }
        }
        return nodes
    }
}
