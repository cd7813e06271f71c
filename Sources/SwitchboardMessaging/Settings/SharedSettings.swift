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
/// The rule that matters: **observers hear only real changes, in commit order, never under the
/// lock**, and the closure passed to ``update(isolation:_:)`` runs under it, so it must not use
/// the same instance. The full rules: <doc:SharingSettings>.
public final class SharedSettings<Value: Sendable>: Sendable {
    /// The one lock, around the value, the observers and the delivery queue.
    let state: Locked<SettingsState<Value>>
    /// Hands a committed value to the store's background writer; `nil` without a store.
    let save: (@Sendable (Value) -> Void)?
    /// The store's background writer.
    let writer: SettingsWriter?
    /// Whoever follows ``saveIssues(bufferingPolicy:)``.
    let saveIssueListeners = SaveIssueListeners()

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
        var initialValue = defaults
        var issue: SettingsStoreError?
        let writer: SettingsWriter
        if let builtIn = store as? any BuiltInSettingsStore, let loaded = builtIn.loadBuiltIn(defaults: defaults) {
            (initialValue, issue) = loaded
            writer = builtIn.writer
        } else {
            do {
                initialValue = try store.load(defaults: defaults) ?? defaults
            } catch {
                issue = error
            }
            writer = (store as? any SettingsWriterSharing)?.writer ?? SettingsWriter()
        }
        state = Locked(SettingsState(value: initialValue, saveSuspension: issue?.saveSuspension))
        self.writer = writer
        let listeners = saveIssueListeners
        save = { value in
            writer.submit(value) {
                do throws(SettingsStoreError) {
                    try store.save(value)
                    return nil
                } catch {
                    listeners.report(error)
                    return error
                }
            }
        }
        loadIssue = issue
    }

    deinit {
        for observer in removeObservers(where: { _ in true }) {
            observer.extras?.settingsDidEnd?()
        }
        saveIssueListeners.finish()
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
        try update(part: nil, isolation: isolation, body)
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
        try update(at: part, sparing: nil, writerKnows: { false }, isolation: isolation) {
            (value: inout Value) throws(Failure) -> Output in
            try body(&value[keyPath: part])
        }
    }

    /// An update through `part` (whole if `nil` or `\.self`) that spares `writer`, the caller's observation here, the
    /// notification of a change it knows (`writerKnows()`, asked after `body`) when nothing earlier is still to reach it.
    package func update<Part, Output, Failure: Error>(
        at part: (any WritableKeyPath<Value, Part> & Sendable)?, sparing writer: AnyObject?, writerKnows: () -> Bool,
        isolation: isolated (any Actor)? = #isolation, _ body: (inout Value) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        var scope: SettingsPartScope<Value>?
        // The type test first: building `\Value.self` in generic code instantiates a key path.
        if let part, Part.self != Value.self || part != \Value.self { scope = SettingsPartWrite(part) }
        return try update(part: scope, isolation: isolation, sparing: writer, writerKnows: writerKnows, body)
    }

    /// The update, whole or through a part.
    func update<Output, Failure: Error>(
        part: SettingsPartScope<Value>?,
        isolation: isolated (any Actor)?,
        sparing writer: AnyObject? = nil, writerKnows: () -> Bool = { false },
        _ body: (inout Value) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        // The body's error and any value the state drops (its deinit may use the settings) leave the lock as values.
        typealias Committed = (
            Result<Output, Failure>, released: Value?, SettingsChange<Value>?, SettingsChangeRelay<Value>?,
            SettingsDeliveryPlan<Value>, skippedSave: SettingsStoreError?
        )
        let (outcome, released, change, relay, plan, skippedSave) = state.withLock { state -> Committed in
            // A part write keeps only the part's old value (see `SettingsPartScope`).
            let old = part == nil ? state.value : nil
            part?.keep(state.value)
            let output: Output
            do throws(Failure) {
                output = try body(&state.value)
            } catch {
                let rejected = state.value
                if let old { state.value = old } else { part?.restore(&state.value) }
                return (.failure(error), rejected, nil, nil, .none, nil)
            }
            let change = SettingsChange(old: old ?? state.value, new: state.value, part: part)
            let sparing = MainActorDelivery.isMainActor(isolation) && writerKnows() ? writer : nil
            let plan = state.commit(change, sparing: sparing)
            // Handed to the writer under the lock, so values reach it in commit order.
            if save != nil, let suspension = state.saveSuspension {
                state.lastSaveError = suspension
            } else {
                save?(state.value)
            }
            return (.success(output), nil, change, state.observationRelay, plan, state.saveSuspension)
        }
        withExtendedLifetime(released) {}
        let output = try outcome.get()
        guard let change else { return output }
        // Observation first, on this thread: see "Observation" in the documentation.
        relay?.publish(change, of: self)
        if case .direct(let observers, let first, let mainIdle) = plan {
            notify(observers, of: change, firstDelivery: first, mainIdle: mainIdle, isolation: isolation)
            deliverPendingJobs(isolation: isolation)
        }
        if save != nil, let skippedSave {
            saveIssueListeners.report(skippedSave)
        }
        return output
    }
}
