/// The members of a stored JSON object that the current value type does not know, kept from a
/// load so that the next save writes them back unchanged.
///
/// A file written by a newer version of an app has fields this version cannot decode; dropping
/// them on the next save would lose the newer version's data the day the user goes back to it.
struct StoredRemainder: Sendable, Equatable {
    /// Unknown members of this object, verbatim.
    var members: [String: StoredJSON] = [:]
    /// What to keep inside known members that are objects themselves, by name.
    var children: [String: StoredRemainder] = [:]

    var isEmpty: Bool { members.isEmpty && children.isEmpty }

    /// Adds the kept members to `value` wherever it has no member of that name. The value's own
    /// members always win: a kept member never overrides what the current type wrote.
    func restore(into value: inout StoredJSON) {
        guard case .object(var target) = value else { return }
        for (name, member) in members where target[name] == nil {
            target[name] = member
        }
        for (name, child) in children {
            guard var member = target[name] else { continue }
            child.restore(into: &member)
            target[name] = member
        }
        value = .object(target)
    }
}
