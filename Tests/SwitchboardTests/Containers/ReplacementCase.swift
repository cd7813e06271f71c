import Testing

/// Ways a host's containment call can be refused, to show that each side-effect-free check
/// predicts exactly what the call itself throws (and that the checks do refuse: the negative
/// control is that every case but `.valid` predicts a violation).
enum ReplacementCase: String, CaseIterable, CustomTestStringConvertible {
    case valid, missingOld, newIsHost, newAlreadyChild, oldNotChild, toSelf, oldInFlight, oldViewDetached
    case newViewElsewhere, forwardsByHand

    var testDescription: String { rawValue }
}
