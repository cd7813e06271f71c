extension Double {
    /// `320` rather than `320.0`; fractions stay as they are.
    package var compactDescription: String {
        if self == rounded(), abs(self) < 1e15 {
            return String(Int(self))
        }
        return String(self)
    }
}
