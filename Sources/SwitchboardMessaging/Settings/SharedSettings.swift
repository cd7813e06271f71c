/// A value shared by many parts of an app, safe from any thread, observable per key path,
/// replaceable in tests, and optionally persisted.
///
/// ```swift
/// let settings = SharedSettings(ReaderSettings())
/// settings.update { $0.isDark.toggle() }
/// settings.observe(\.isDark, by: self) { owner, isDark in owner.applyTheme(dark: isDark) }
/// let token = settings.subscribe(\.fontSize) { size in print("font size:", size) }
/// let sizes = settings.values(of: \.fontSize)  // the current size, then every change
/// ```
///
/// The rule that matters: **observers hear only real changes, never an older value after a newer
/// one, never under the lock**, and the closure passed to ``update(isolation:_:)`` runs under it, so it must not use
/// the same instance. The full rules: <doc:SharingSettings>.
public final class SharedSettings<Value: Sendable>: Sendable {
    /// The one lock, around the value, the observers and the delivery queue.
    let state: Locked<SettingsState<Value>>
    /// Hands a committed value to the store's background writer; `nil` without a store.
    let save: (@Sendable (Value) -> Void)?
    /// The store's background writer.
    let writer: SettingsWriter?
    /// Where save issues are posted, for ``saveIssues(bufferingPolicy:)``: its streams end with the settings.
    let saveIssueBus = MessageBus(label: "save issues")
    /// The whole value's key path, built once: building `\.self` in a generic context costs more than the update.
    private let wholeValue: any WritableKeyPath<Value, Value> & Sendable = \.self

    /// Why the stored value could not be fully loaded (unread fields took defaults), or `nil`; see ``isSavingSuspended``.
    public let loadIssue: SettingsStoreError?

    /// Creates in-memory settings holding `initialValue`.
    public init(_ initialValue: Value) {
        state = Locked(SettingsState(value: initialValue))
        save = nil
        writer = nil
        loadIssue = nil
    }

    /// Creates settings backed by a store: the stored value if usable, else `defaults`; a problem goes to ``loadIssue``.
    public init<Store: SettingsStore>(_ defaults: Value, store: Store) where Store.Value == Value {
        let builtIn = store as? any BuiltInSettingsStore
        let writer = builtIn?.writer ?? SettingsWriter()
        var (initialValue, issue): (Value, SettingsStoreError?) = (defaults, nil)
        if let loaded = builtIn?.loadBuiltIn(defaults: defaults) {
            (initialValue, issue) = loaded
        } else {
            do {
                initialValue = try store.load(defaults: defaults) ?? defaults
            } catch {
                issue = error
            }
        }
        state = Locked(SettingsState(value: initialValue, saveSuspension: issue?.saveSuspension))
        self.writer = writer
        let issues = saveIssueBus
        save = { value in
            // A save still to be made does not keep the bus, whose streams end with the settings.
            writer.submit(value) { [weak issues] in
                do throws(SettingsStoreError) {
                    try store.save(value)
                } catch {
                    issues?.post(error, isolation: nil)  // from the writer's queue, on no actor
                    throw error
                }
            }
        }
        loadIssue = issue
    }

    deinit {
        for observer in removeObservers(where: { _ in true }) {
            observer.settingsDidEnd?()
        }
    }

    /// A consistent snapshot of the whole value: read fields from one, not `value` twice (an update may come between).
    public var value: Value {
        state.withLock { $0.value }
    }

    /// Atomically reads and modifies the value, then notifies observers of what changed.
    ///
    /// ```swift
    /// settings.update { $0.isDark.toggle() }
    /// let size = settings.update { settings in
    ///     settings.fontSize += 1
    ///     return settings.fontSize
    /// }
    /// ```
    ///
    /// `body` runs under the settings' lock, so it must not use this instance (the lock stops the
    /// process): work on the `inout` value and react in observers. If `body` throws, the value is
    /// left as it was and nobody is notified. Leave `isolation` at its default.
    @discardableResult
    public func update<Output, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: (inout Value) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        try update(numberedAt: wholeValue, isolation: isolation, body).output
    }

    /// ``update(isolation:_:)`` through one part of the value, comparing only the observers that
    /// part concerns: not those of sibling parts (`\.[1]` beside `\.[0]`). `part` must be a stored
    /// path (fields, array elements), as <doc:SharingSettings> explains.
    ///
    /// <!-- illustrative -->
    /// ```swift
    /// settings.update(at: \.panels[0]) { $0.page += 1 }
    /// ```
    @discardableResult
    public func update<Part, Output, Failure: Error>(
        at part: any WritableKeyPath<Value, Part> & Sendable,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (inout Part) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        try update(numberedAt: part, isolation: isolation, body).output
    }

    /// ``update(at:isolation:_:)`` that also returns the change number it committed. The
    /// observations registered for `writer` are not told this commit: it only sets the field they
    /// were last told (under the lock, as registration does), so they hear later changes from it.
    package func update<Part, Output, Failure: Error>(
        numberedAt part: any WritableKeyPath<Value, Part> & Sendable, writer: ObjectIdentifier? = nil,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (inout Part) throws(Failure) -> Output
    ) throws(Failure) -> (output: Output, number: UInt64) {
        // Only the part's old value is kept, so the write changes the value in place: a copy of the
        // whole old value would make it copy every sibling part too. `\.self` is the whole value,
        // told by its part type: a path of the value's own type that is not `\.self` (a computed
        // property) is taken as whole too, which only compares more observers.
        let scope = Part.self == Value.self ? nil : SettingsScope(part)
        // What the write replaced: released after unlocking, as its `deinit` may use the settings.
        // Untyped, as an optional of the part's type would be looked up at run time.
        var released: Any?
        defer { withExtendedLifetime(released) {} }
        // What is left to do after unlocking, filled under the lock.
        var (number, startsDelivery): (UInt64, Bool) = (0, false)
        var publishToObservation: (@Sendable () -> Void)?
        var skippedSave: SettingsStoreError?
        let output = try state.withLock { state throws(Failure) -> Output in
            // Only with Observation in use: the relay compares each read field before and after.
            let publish = state.observationRelay?.publish
            let old = publish == nil ? nil : state.value
            let output = try Self.write(body, to: &state.value[keyPath: part], released: &released)
            startsDelivery = state.commit(scope, writer: writer)
            number = state.number
            // Handed to the writer under the lock, so values reach it in commit order.
            // Suspended only with a store, after its load.
            if let suspension = state.saveSuspension {
                state.lastSaveError = suspension
                skippedSave = suspension
            } else {
                save?(state.value)
            }
            if let publish, let old {
                let new = state.value
                publishToObservation = { publish(old, new, self) }
            }
            return output
        }
        // Observation first, on this thread: see "Observation" in the documentation.
        publishToObservation?()
        if startsDelivery { deliverPendingJobs(isolation: isolation) }
        if let skippedSave { saveIssueBus.post(skippedSave, isolation: isolation) }
        return (output, number)
    }

    /// Runs `body` on `part`, and sets `part` back when `body` throws. Hands back in `released`
    /// what the write replaced.
    private static func write<Part, Output, Failure: Error>(
        _ body: (inout Part) throws(Failure) -> Output, to part: inout Part, released: inout Any?
    ) throws(Failure) -> Output {
        let old = part
        do throws(Failure) {
            defer { released = old }
            return try body(&part)
        } catch {
            released = part
            part = old
            throw error
        }
    }
}
