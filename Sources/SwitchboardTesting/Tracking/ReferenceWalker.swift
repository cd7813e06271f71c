internal import Switchboard

/// Builds a ``ReferenceGraph``: a breadth-first walk over the strong stored properties of the
/// objects reachable from some starting objects, within the limits of a ``PathSearch``.
///
/// Runs on the main actor, so the properties of main-actor objects are read where they belong.
/// Objects are held only while the walk runs; the graph it returns holds names.
@MainActor
struct ReferenceWalker {
    /// How deep values (structs, enums, collections) inside one object are read.
    static let maximumValueNesting = 64

    private let search: PathSearch
    /// Names to use instead of the type name, for tracked objects and roots.
    private let names: [ObjectIdentifier: String]
    private var graph = ReferenceGraph()
    private var nodeOfObject: [ObjectIdentifier: Int] = [:]
    /// Keeps each visited object alive during the walk, so its identifier cannot be reused.
    private var visited: [AnyObject] = []
    private var pending: [(object: AnyObject, node: Int, depth: Int)] = []
    private var limitsReached: [PathSearchOutcome.Limit] = []
    private var fields = StoredFields()

    /// - Parameters:
    ///   - search: The limits.
    ///   - names: Names for particular objects, such as `HeadlessViewController "first"`.
    init(search: PathSearch, names: [ObjectIdentifier: String]) {
        self.search = search
        self.names = names
    }

    /// Walks from `starts` and returns the graph, and the node of each start (`nil` for one the
    /// object limit left out).
    static func walk(
        from starts: [AnyObject], search: PathSearch, names: [ObjectIdentifier: String]
    ) -> (graph: ReferenceGraph, startNodes: [Int?]) {
        var walker = ReferenceWalker(search: search, names: names)
        let startNodes = starts.map { walker.node(for: $0, depth: 0) }
        var head = 0
        while head < walker.pending.count {
            let (object, node, depth) = walker.pending[head]
            head += 1
            walker.expand(object, node: node, depth: depth)
        }
        walker.graph.outcome = PathSearchOutcome(
            objectsVisited: walker.visited.count, limitsReached: walker.limitsReached)
        return (walker.graph, startNodes)
    }

    // MARK: Nodes

    private mutating func node(for object: AnyObject, depth: Int) -> Int? {
        let id = ObjectIdentifier(object)
        if let existing = nodeOfObject[id] { return existing }
        guard depth <= search.maximumDepth else {
            reached(.depth(search.maximumDepth))
            return nil
        }
        guard visited.count < search.maximumObjects else {
            reached(.objectCount(search.maximumObjects))
            return nil
        }
        let index = graph.nodes.count
        graph.nodes.append(ReferenceGraph.Node(name: name(of: object), isClosure: false, isChildBuilder: false))
        nodeOfObject[id] = index
        visited.append(object)
        pending.append((object, index, depth))
        return index
    }

    private func name(of object: AnyObject) -> String {
        if let name = names[ObjectIdentifier(object)] { return name }
        if let reflecting = object as? any LeakPathReflecting, let name = reflecting.leakPathName { return name }
        let typeName = String(describing: type(of: object))
        return object is any Actor ? "\(typeName) (an actor: its state is not read)" : typeName
    }

    private mutating func addClosure(named name: String, from source: Source, label: String?) {
        let index = graph.nodes.count
        // A closure under one of the source's child-builder properties builds children: `makeChild`,
        // or the `.factory` payload of a child source.
        let isChildBuilder = label.map { source.childBuilderProperties.contains(firstProperty(of: $0)) } ?? false
        graph.nodes.append(
            ReferenceGraph.Node(
                name: "\(name) (captures not visible)", isClosure: true, isChildBuilder: isChildBuilder))
        graph.nodes[source.node].edges.append(ReferenceGraph.Edge(label: label, target: index))
    }

    private mutating func reached(_ limit: PathSearchOutcome.Limit) {
        if !limitsReached.contains(limit) { limitsReached.append(limit) }
    }

    // MARK: Reading objects and values

    /// Adds the edges of one object.
    private mutating func expand(_ object: AnyObject, node: Int, depth: Int) {
        let childBuilders = (object as? any ChildBuilderHolding).map { type(of: $0).childBuilderProperties } ?? []
        let source = Source(node: node, depth: depth + 1, childBuilderProperties: childBuilders)
        // An actor's state belongs to its executor; reading it from here would be a data race.
        if object is any Actor { return }
        if let reflecting = object as? any LeakPathReflecting {
            read(reflecting.leakPathReferences, at: nil, from: source, nesting: 0)
            return
        }
        var mirror: Mirror? = Mirror(reflecting: object)
        var level: AnyClass? = type(of: object)
        if object is any CustomReflectable {
            // A custom mirror shows what its author chose, not stored properties: read it as it is.
            if let mirror { readChildren(of: mirror, at: nil, from: source, nesting: 0) }
            return
        }
        while let current = mirror, let type = level {
            readStoredProperties(of: current, type: type, at: nil, from: source, nesting: 0)
            mirror = current.superclassMirror
            level = _getSuperclass(type)
        }
    }

    /// Where the references being read lead from: a node, the depth of what it references, and
    /// the node's stored properties that hold child builders (see ``ChildBuilderHolding``).
    private struct Source {
        let node: Int
        let depth: Int
        let childBuilderProperties: Set<String>
    }

    /// Reads `value`, found at property path `path` of the source node.
    private mutating func read(_ value: Any, at path: String?, from source: Source, nesting: Int) {
        guard nesting <= Self.maximumValueNesting else {
            reached(.valueNesting(Self.maximumValueNesting))
            return
        }
        let valueType = type(of: value)
        if valueType is AnyClass {
            if let box = value as? any LeakPathReflecting, box.leakPathReadsThrough {
                read(box.leakPathReferences, at: path, from: source, nesting: nesting + 1)
                return
            }
            if let target = node(for: value as AnyObject, depth: source.depth) {
                graph.nodes[source.node].edges.append(ReferenceGraph.Edge(label: path, target: target))
            }
            return
        }
        // Plain data (numbers, flags, structs of them) references nothing.
        if isPlainData(valueType) { return }
        // Before the protocol cast below, which would look through an optional object and read
        // the object as if it were a value.
        if let optional = value as? any OptionalValue {
            if let wrapped = optional.wrappedValue {
                read(wrapped, at: path, from: source, nesting: nesting + 1)
            }
            return
        }
        if let reflecting = value as? any LeakPathReflecting {
            read(reflecting.leakPathReferences, at: path, from: source, nesting: nesting + 1)
            return
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .enum, .tuple:
            for child in mirror.children {
                read(child.value, at: joined(path, child.label ?? "?"), from: source, nesting: nesting + 1)
            }
        case .collection:
            for (offset, child) in mirror.children.enumerated() {
                read(child.value, at: subscripted(path, "\(offset)"), from: source, nesting: nesting + 1)
            }
        case .set:
            for child in mirror.children {
                read(child.value, at: subscripted(path, "member"), from: source, nesting: nesting + 1)
            }
        case .dictionary:
            for (offset, child) in mirror.children.enumerated() {
                let pair = Array(Mirror(reflecting: child.value).children)
                guard pair.count == 2 else { continue }
                read(pair[0].value, at: joined(path, "keys[\(offset)]"), from: source, nesting: nesting + 1)
                read(pair[1].value, at: subscripted(path, keyText(pair[0].value)), from: source, nesting: nesting + 1)
            }
        case .struct:
            if value is any CustomReflectable {
                readChildren(of: mirror, at: path, from: source, nesting: nesting + 1)
            } else {
                readStoredProperties(of: mirror, type: valueType, at: path, from: source, nesting: nesting + 1)
            }
        case nil:
            if String(describing: valueType).contains("->") {
                addClosure(named: "closure", from: source, label: path)
            }
        default:
            return
        }
    }

    private mutating func read(
        _ references: [LeakPathReference], at path: String?, from source: Source, nesting: Int
    ) {
        for reference in references {
            let referencePath = reference.label.map { joined(path, $0) } ?? path
            switch reference.target {
            case .value(let value):
                read(value, at: referencePath, from: source, nesting: nesting)
            case .closure(let name):
                addClosure(named: name, from: source, label: referencePath)
            }
        }
    }

    /// Reads the strong stored properties of `mirror`, one level of `type`; weak and unowned
    /// ones are skipped without being read.
    private mutating func readStoredProperties(
        of mirror: Mirror, type: Any.Type, at path: String?, from source: Source, nesting: Int
    ) {
        let declared = fields.declared(by: type)
        let children = mirror.children
        // They match one for one; if some runtime ever disagrees, reading nothing is safer
        // than reading an unowned reference as if it were strong.
        guard declared.count == children.count else { return }
        var index = children.startIndex
        for field in declared {
            defer { index = children.index(after: index) }
            guard field.isStrong else { continue }
            // Only this child's value is loaded: a mirror's children are read one by one.
            read(children[index].value, at: joined(path, field.name), from: source, nesting: nesting)
        }
    }

    private mutating func readChildren(of mirror: Mirror, at path: String?, from source: Source, nesting: Int) {
        for (offset, child) in mirror.children.enumerated() {
            let childPath = child.label.map { joined(path, $0) } ?? subscripted(path, "\(offset)")
            read(child.value, at: childPath, from: source, nesting: nesting)
        }
    }

    // MARK: Labels

    private func joined(_ path: String?, _ label: String) -> String {
        guard let path else { return label }
        return label.hasPrefix(".") ? "\(path)\(label)" : "\(path).\(label)"
    }

    /// The stored property a property path starts with: `sources` for `sources[second].factory`.
    private func firstProperty(of path: String) -> String {
        String(path.prefix { $0 != "." && $0 != "[" })
    }

    private func subscripted(_ path: String?, _ key: String) -> String {
        "\(path ?? "")[\(key)]"
    }

    private func keyText(_ key: Any) -> String {
        let text = String(reflecting: key)
        return text.count <= 40 ? text : "\(text.prefix(39))…"
    }
}

/// Whether values of `type` are plain data: copied bit for bit, so they hold no reference.
private func isPlainData<T>(_ type: T.Type) -> Bool {
    _isPOD(type)
}

/// An optional of any type, so its content can be read without a mirror.
private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    var wrappedValue: Any? { self.map { $0 } }
}
