import Switchboard

// The full comparative demo arrives with the examples issue; until then this prints what the
// package is and which coordination strategies it offers.
print("Switchboard \(Switchboard.version)")
print("Coordination strategies:")
for strategy in [
    "delegate (weak delegate protocol)", "bus (typed message bus)", "sharedSettings (observable shared state)",
] {
    print("  - \(strategy)")
}
