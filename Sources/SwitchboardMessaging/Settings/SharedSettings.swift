/// A value shared by many parts of an app, safe from any thread, observable per key path,
/// replaceable in tests, and optionally persisted.
///
/// It replaces the classic `sharedSettings` singleton of flags that any controller reads and
/// flips, without its defects: reads and writes are atomic, changes are observed instead of
/// polled, tests substitute their own instance, and a store can keep the value across launches.
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
/// lock** — and the closure passed to ``update(isolation:_:)`` runs under it, so it must not use
/// the same instance (the lock stops the process if it does). Notification, isolation,
/// lifetime and persistence rules are specified in <doc:SharingSettings>.
public final class SharedSettings<Value: Sendable>: Sendable {
    // The update path is inlinable for the budget row `e2e.swap.shared-settings` ÷
    // `e2e.swap.direct` ≤ 1.2: unspecialized, a swap through settings spends about 30,000
    // instructions in generic-metadata lookups. Hence the `@usableFromInline`s here and in
    // `SharedSettings+Delivery.swift`.
    /// The one lock, around the value, the observers and the delivery queue.
    @usableFromInline let state: Locked<SettingsState<Value>>
    /// Hands a committed value to the store's background writer; `nil` without a store.
    @usableFromInline let save: (@Sendable (Value) -> Void)?
    /// The store's background writer.
    let writer: SettingsWriter?
    /// Whoever follows ``saveIssues(bufferingPolicy:)``.
    @usableFromInline let saveIssueListeners = SaveIssueListeners()

    /// Why the stored value could not be loaded, or `nil` when loading succeeded, found nothing,
    /// or there is no store. When it is set, the settings started from their defaults, and if
    /// the unread data is still in the store, saving is suspended (see ``isSavingSuspended``).
    public let loadIssue: SettingsStoreError?

    /// Creates in-memory settings.
    ///
    /// - Parameter initialValue: The starting value.
    public init(_ initialValue: Value) {
        state = Locked(SettingsState(value: initialValue))
        save = nil
        writer = nil
        loadIssue = nil
    }

    /// Creates settings backed by a store: the stored value if there is a usable one, otherwise
    /// `defaults`.
    ///
    /// Never throws: a load problem is kept in ``loadIssue``.
    ///
    /// ```swift
    /// let store = JSONFileSettingsStore<ReaderSettings>(fileURL: url)
    /// let settings = SharedSettings(ReaderSettings(), store: store)
    /// ```
    ///
    /// - Parameters:
    ///   - defaults: The value used when the store holds nothing usable.
    ///   - store: Where the value is loaded from now and saved to after updates.
    public init<Store: SettingsStore>(_ defaults: Value, store: Store) where Store.Value == Value {
        var initialValue = defaults
        var issue: SettingsStoreError?
        let writer: SettingsWriter
        if let builtIn = store as? any BuiltInSettingsStore, let loaded = builtIn.loadBuiltIn(defaults: defaults) {
            (initialValue, issue) = loaded
            writer = builtIn.writer
        } else {
            do {
                if let stored = try store.load(defaults: defaults) {
                    initialValue = stored
                }
            } catch {
                issue = error
            }
            writer = (store as? any SettingsWriterSharing)?.writer ?? SettingsWriter(label: "\(Store.self)")
        }
        state = Locked(SettingsState(value: initialValue, saveSuspension: issue?.saveSuspension))
        self.writer = writer
        let listeners = saveIssueListeners
        save = { value in
            writer.submit(value) { () throws(SettingsStoreError) in
                do throws(SettingsStoreError) {
                    try store.save(value)
                } catch {
                    listeners.report(error)
                    throw error
                }
            }
        }
        loadIssue = issue
    }

    deinit {
        let (observers, deliveries) = state.withLock { $0.removeObservers { _ in true } }
        withExtendedLifetime(deliveries) {}
        for observer in observers {
            observer.extras?.settingsDidEnd?()
        }
        saveIssueListeners.finish()
    }

    /// A consistent snapshot of the whole value.
    ///
    /// Read several fields from one snapshot (`let now = settings.value`) rather than
    /// `settings.value` twice, which may straddle another thread's update.
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
    /// `body` runs while the settings are locked, so concurrent updates never lose each other's
    /// changes. It must not use this instance in any way: reading ``value``, updating,
    /// subscribing, reading ``registrations`` or cancelling one of its tokens from inside `body`
    /// would take the lock its own thread holds, which stops the process (see "Notification
    /// rules" in <doc:SharingSettings>). Work on the `inout` value, read anything else first, and
    /// leave reactions to observers, which run after the lock is released:
    ///
    /// <!-- illustrative -->
    /// ```swift
    /// settings.update { $0.fontSize = settings.value.fontSize + 1 }   // stops: uses `settings` inside
    /// settings.update { $0.fontSize += 1 }                             // right: uses the inout value
    /// ```
    ///
    /// When this returns, observers have been notified, unless another thread was delivering at
    /// the time or this update is nested in a handler (see the type's notification rules).
    ///
    /// - Parameters:
    ///   - isolation: The caller's isolation, which decides whether main-actor observers can be
    ///     called synchronously. Leave the default.
    ///   - body: Mutates the value. If it throws, the value is left exactly as it was and
    ///     nobody is notified.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, after restoring the value.
    @inlinable
    @discardableResult
    public func update<Output, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: (inout Value) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        try update(part: nil, isolation: isolation, body)
    }

    /// Atomically modifies one part of the value, then notifies the observers that part concerns:
    /// the part's own, and those of fields of other types (the whole value, a field inside the
    /// part). Observers of sibling parts, other key paths to a field of the same type (`\.[1]`
    /// beside `\.[0]`), are not compared: a part write leaves them as they were. Otherwise the
    /// same as ``update(isolation:_:)``.
    ///
    /// <!-- illustrative -->
    /// ```swift
    /// settings.update(at: \.panels[0]) { $0.page += 1 }
    /// ```
    ///
    /// - Parameters:
    ///   - part: The part to modify.
    ///   - isolation: The caller's isolation; leave the default.
    ///   - body: Mutates the part. If it throws, the value is left exactly as it was.
    /// - Returns: What `body` returns.
    /// - Throws: What `body` throws, after restoring the value.
    @inlinable
    @discardableResult
    public func update<Part, Output, Failure: Error>(
        at part: any WritableKeyPath<Value, Part> & Sendable,
        isolation: isolated (any Actor)? = #isolation,
        _ body: (inout Part) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        let scope = part == \Value.self ? nil : SettingsPartScope(keyPath: part, fieldType: ObjectIdentifier(Part.self))
        return try update(part: scope, isolation: isolation) { (value: inout Value) throws(Failure) -> Output in
            try body(&value[keyPath: part])
        }
    }

    /// The update, whole or through a part.
    @inlinable
    func update<Output, Failure: Error>(
        part: SettingsPartScope?,
        isolation: isolated (any Actor)?,
        _ body: (inout Value) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        // The body's error is carried out of the lock as a value, so the state is restored first.
        // The value the state stops holding (the previous one, or the rejected one after a throw)
        // is carried out too: dropped under the lock, the deinit of something it held last could
        // run there and touch these settings.
        typealias Committed = (
            Result<Output, Failure>, replaced: Value, new: Value, SettingsChangeRelay<Value>?,
            SettingsDeliveryPlan<Value>,
            skippedSave: SettingsStoreError?
        )
        let (outcome, replaced, new, relay, plan, skippedSave) = state.withLock { state -> Committed in
            let old = state.value
            let output: Output
            do throws(Failure) {
                output = try body(&state.value)
            } catch {
                let rejected = state.value
                state.value = old
                return (.failure(error), rejected, old, nil, .none, nil)
            }
            let plan = state.commit(from: old, part: part)
            // Handed to the writer under the lock, so values reach it in commit order.
            if save != nil, let suspension = state.saveSuspension {
                state.lastSaveError = suspension
            } else {
                save?(state.value)
            }
            return (.success(output), old, state.value, state.observationRelay, plan, state.saveSuspension)
        }
        let output = try outcome.get()
        // Observation first, on this thread: see "Observation" in the documentation.
        relay?.publish(from: replaced, to: new, of: self)
        if case .direct(let observers, let first) = plan {
            notify(observers, from: replaced, to: new, firstDelivery: first, isolation: isolation)
            deliverPendingJobs(isolation: isolation)
        }
        if save != nil, let skippedSave {
            saveIssueListeners.report(skippedSave)
        }
        return output
    }
}
