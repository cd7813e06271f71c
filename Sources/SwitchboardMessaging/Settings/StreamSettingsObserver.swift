/// A ``SharedSettings/values(of:bufferingPolicy:file:line:isolation:)`` observation: feeds an
/// async stream's continuation on the delivering thread.
final class StreamSettingsObserver<Value: Sendable, Field: Equatable & Sendable>: SettingsObserver<Value>,
    @unchecked Sendable
{
    private let field: SettingsField<Value, Field>
    /// Ends the observation from its token or stream, which must not keep it alive.
    let identifier: UInt64
    private let continuation: AsyncStream<Field>.Continuation

    init(
        id: UInt64, keyPath: any KeyPath<Value, Field> & Sendable, fileID: String, line: Int,
        anchor: SettingsLockAnchor<Value>, continuation: AsyncStream<Field>.Continuation
    ) {
        field = SettingsField(keyPath)
        self.continuation = continuation
        self.identifier = id
        super.init(
            kind: .values, fieldOffset: field.inlineOffset, watching: keyPath, of: Field.self, fileID: fileID,
            line: line, anchor: anchor)
    }

    override func deliver(
        from old: UnsafePointer<Value>, to new: UnsafePointer<Value>, lock: SettingsLock<Value>, onMainActor: Bool
    ) {
        // Compared without an optional: `Field?` would cost a generic-metadata lookup here.
        let field = self.field.read(new, offset: fieldOffset)
        guard self.field.read(old, offset: fieldOffset) != field else { return }
        continuation.yield(field)
    }

    override var id: UInt64? { identifier }
    override var keyPathDescription: String { "\(field.keyPath)" }
    override func settingsDidEnd() { continuation.finish() }
}
