import Switchboard

/// The settings value the demo's containers share, one part per container: each container is
/// bound to its own part, so neither hears the other's requests, and both live in one value
/// (one file, in an app).
struct DemoSettings: Sendable, Equatable, Codable {
    var paging = PanelSettings()
    var menu = PanelSettings()
}
