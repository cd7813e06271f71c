// Empty on purpose: `HeadlessViewController` spells every member of the protocol as UIKit does.
extension HeadlessViewController: ContainmentController {}

// Empty on purpose, like the controller's conformance.
extension HeadlessView: ContainmentView {}
