/// What one decode learned about how the value's type reads one object of the stored JSON:
/// which members it asked for, and whether it treats the keys as data (a dictionary).
///
/// Built by ``StoredValueDecoder`` along the paths the type actually reads, then used to keep
/// the members the type never asked for (``remainder(of:)``) and to write an explicit `null` for
/// an optional the type left out (``writeClearedOptionals(into:)``).
final class ShapeNode {
    /// Whether the type read the value here as an object (a keyed container).
    var isReadAsObject = false
    /// Whether the type listed the object's keys: then they are data, and every one is used.
    var enumeratesKeys = false
    /// Members decoded as values the type requires.
    var requiredKeys: Set<String> = []
    /// Members the type asked about as possibly absent (`decodeIfPresent`, `contains`, `decodeNil`).
    var optionalKeys: Set<String> = []
    /// The shapes of the members the type decoded, by name.
    private(set) var children: [String: ShapeNode] = [:]

    /// The node for member `name`, created on first use.
    func child(_ name: String) -> ShapeNode {
        if let existing = children[name] {
            return existing
        }
        let node = ShapeNode()
        children[name] = node
        return node
    }

    /// The members of `stored` that the type never asked for, at every object level it read as
    /// fields; `nil` when there are none.
    func remainder(of stored: StoredJSON) -> StoredRemainder? {
        guard isReadAsObject, case .object(let members) = stored else { return nil }
        var remainder = StoredRemainder()
        for (name, member) in members {
            let isKnown = enumeratesKeys || requiredKeys.contains(name) || optionalKeys.contains(name)
            if !isKnown {
                remainder.members[name] = member
            } else if let child = children[name], let nested = child.remainder(of: member) {
                remainder.children[name] = nested
            }
        }
        return remainder.isEmpty ? nil : remainder
    }

    /// Writes `null` for each optional member the type reads but the encoded `value` omits.
    ///
    /// Synthesized `Encodable` leaves a `nil` optional out, and an absent member loads as the
    /// default; the explicit `null` is what makes a field the user cleared load as cleared.
    func writeClearedOptionals(into value: inout StoredJSON) {
        guard isReadAsObject, !enumeratesKeys, case .object(var members) = value else { return }
        for name in optionalKeys where members[name] == nil {
            members[name] = .null
        }
        for (name, child) in children {
            guard var member = members[name] else { continue }
            child.writeClearedOptionals(into: &member)
            members[name] = member
        }
        value = .object(members)
    }
}
