// Generated from CHANGELOG.md by `python3 Scripts/release.py sync`: do not edit. The newest
// release heading of the changelog is the version; CI fails when the two disagree.

/// Facts about the Switchboard package itself.
public enum SwitchboardRelease {
    /// The package version, following semantic versioning: the newest release in CHANGELOG.md.
    public static let version = "0.1.0"
}
