/// A ``SharedSettings/subscribe(_:file:line:handler:)`` observation: a `@Sendable` handler called
/// on the delivering thread.
final class SettingsSubscriber<Value: Sendable, Field: Equatable & Sendable>: SettingsObserver<Value>,
    @unchecked Sendable
{
    private let field: SettingsField<Value, Field>
    private let handler: @Sendable (Field) -> Void

    init(
        keyPath: any KeyPath<Value, Field> & Sendable, fileID: String, line: Int,
        anchor: SettingsLockAnchor<Value>, handler: @escaping @Sendable (Field) -> Void
    ) {
        field = SettingsField(keyPath)
        self.handler = handler
        super.init(
            kind: .subscribe, fieldOffset: field.inlineOffset, watching: keyPath, of: Field.self, fileID: fileID,
            line: line, anchor: anchor)
    }

    override func deliver(
        from old: UnsafePointer<Value>, to new: UnsafePointer<Value>, lock: SettingsLock<Value>, onMainActor: Bool
    ) {
        // Compared without an optional: `Field?` would cost a generic-metadata lookup here.
        let field = self.field.read(new, offset: fieldOffset)
        guard self.field.read(old, offset: fieldOffset) != field else { return }
        handler(field)
    }

    override var keyPathDescription: String { "\(field.keyPath)" }
}
