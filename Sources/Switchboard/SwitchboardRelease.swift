/// Facts about the Switchboard package itself.
public enum SwitchboardRelease {
    /// The package version, following semantic versioning.
    public static let version = "0.1.0"
}
