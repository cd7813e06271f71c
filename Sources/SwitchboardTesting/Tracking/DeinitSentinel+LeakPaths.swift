package import Switchboard

extension DeinitSentinel: LeakPathReflecting {
    /// Nothing: its only closure is the test's own `onDeinit` action, which the path search
    /// would otherwise list as a closure that might capture the sentinel.
    package var leakPathReferences: [LeakPathReference] { [] }
}
