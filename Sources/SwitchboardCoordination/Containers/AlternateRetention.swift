/// What a container does with an alternate child while it is hidden.
public enum AlternateRetention: Hashable, Sendable {
    /// Keep every alternate's instance alive once built, so swapping back restores its state.
    case keepAlive
    /// Let a hidden alternate go and build a fresh one from its factory when it is shown again
    /// (what a container that builds each child on demand does). Alternates registered as instances are always kept.
    case releaseWhenHidden
}
