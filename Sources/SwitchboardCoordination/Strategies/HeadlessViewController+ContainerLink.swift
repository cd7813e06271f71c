public import SwitchboardContainment

/// The `containerLink` lookups of ``ContainerLinkFinding`` on every headless controller.
extension HeadlessViewController: ContainerLinkFinding {}
