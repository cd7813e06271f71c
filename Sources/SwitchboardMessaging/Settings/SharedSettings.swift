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
/// ## Notification rules
/// - An observer of key path `k` is notified after an ``update(isolation:_:)`` only when
///   `k`'s value differs (`!=`) before and after it, and then once, however many fields the
///   update changed. It is never notified while the lock is held.
/// - **Order:** every observer sees changes in the order they were committed, even when several
///   threads update at once. Delivery is serialised per instance: the first updater to find no
///   delivery in progress delivers, in commit order, every change committed until the queue is
///   empty. A thread that updates while another thread is delivering returns immediately,
///   before its own change has reached any observer, and that other thread delivers it, right
///   after the ones before it.
/// - **Reentrancy:** a handler may read ``value``, call ``update(isolation:_:)``, subscribe or
///   cancel. A nested update commits immediately (so ``value`` reflects it at once) but returns
///   before its own observers run: its change is delivered after the delivery in progress has
///   reached every observer, never in the middle of it. Breadth-first delivery is what keeps the order rule true for every observer.
///   Because only actual changes notify, handlers that undo each other's changes settle
///   instead of looping.
/// - **Cancellation:** an observation cancelled during a delivery gets nothing more, the rest of
///   that delivery included. One added during a delivery only hears about later updates.
///   Cancelling from another thread cannot interrupt a handler call that has already begun.
///
/// - **The update's own body is different:** it runs while the settings are locked, so it must
///   not use this instance at all (read ``value``, update, subscribe, observe, read
///   ``registrations``, or cancel one of its tokens or streams): that would wait forever for
///   a lock its own thread holds. Every build, release included, detects it before locking and
///   stops the process with a message naming the mistake, rather than hang. Compute what the
///   body needs before calling ``update(isolation:_:)``, and react to the change in an observer.
///   Other settings instances may be used, and updated, inside the body.
///
/// ## Isolation
/// ``subscribe(_:file:line:handler:)`` handlers are `@Sendable` and run on the delivering
/// thread. That is the updating thread, before ``update(isolation:_:)`` returns, unless another
/// thread was already delivering when the update committed (or the update is nested in a
/// handler): then the update returns at once and the thread already delivering runs the
/// handlers. This is the price of the order rule; a handler must not assume it runs on the
/// thread that made the change, nor that the change has been delivered when `update` returns.
/// ``observe(_:by:file:line:handler:)`` handlers are `@MainActor`: called
/// synchronously when the delivering update runs on the main actor, otherwise enqueued on the
/// main queue; a main-actor update that finds earlier deliveries still enqueued enqueues too,
/// so the order rule holds across both paths. ``subscribeOnMainActor(_:file:line:handler:)``
/// delivers the same way with a token as owner: use it, not `MainActor.assumeIsolated` in a
/// `subscribe` handler, to update main-actor state.
///
/// ## Observation
/// On iOS 17, macOS 14, tvOS 17, watchOS 10 and later the settings are `Observable`: a field read
/// with ``subscript(observing:)`` inside `withObservationTracking` (as SwiftUI does) is
/// invalidated when that field changes, and not when only others do. The invalidation runs on
/// the updating thread, right after the change is committed.
///
/// ## Lifetime
/// The settings hold no observer alive: owners are referenced weakly, handlers are released
/// when their observation ends, and tokens and streams do not keep the settings alive. When
/// the settings deallocate, their streams finish.
///
/// An ``observe(_:by:file:line:handler:)`` owner, typically a view controller, never has its
/// `deinit` run off the main actor by the settings, the same rule ``MessageBus`` follows. Telling
/// whether an owner lives means loading its weak reference, which yields a strong one, and
/// whoever releases the last strong reference runs the `deinit`. So:
/// - Delivery loads owners only on the main actor. An update delivered elsewhere never loads one:
///   an observation whose owner died stays registered until a delivery run on the main actor,
///   its own enqueued main-actor call (which loads the owner there), or a ``registrations`` read
///   removes it.
/// - ``subscriberCount``, ``registrations`` and ``ObserverHandle/isActive`` load owners on the
///   calling thread to stay exact; off the main actor (neither the main thread nor a main-queue
///   block) they release what they loaded on the main queue. A live owner checked from another
///   thread therefore stays alive until the main queue next runs.
///
/// ## Persistence
/// Created with a ``SettingsStore``, the settings load once at creation (a problem is kept in
/// ``loadIssue`` and the defaults are used) and save synchronously after updates, on the
/// delivering thread, before notifying observers of them; when updates pile up during a
/// delivery only the newest value is written. A failed save leaves the value in memory as
/// updated and is reported in ``lastSaveError``.
///
/// When the load found data it could neither use nor move out of the way
/// (``SettingsStoreError/unreadable(file:reason:)``,
/// ``SettingsStoreError/corruptNotMovedAside(file:problem:reason:)``), saving is suspended so that
/// nothing overwrites it: updates stay in memory and ``lastSaveError`` reports
/// ``SettingsStoreError/savingSuspended(file:reason:)``, until ``resumeSaving(isolation:)``.
public final class SharedSettings<Value: Sendable>: Sendable {
    let state: SettingsLock<Value>
    /// Saves a value to the store, or `nil` for settings that only live in memory.
    let save: (@Sendable (Value) throws(SettingsStoreError) -> Void)?

    /// Why the stored value could not be loaded, or `nil` when loading succeeded, found nothing,
    /// or there is no store. When it is set, the settings started from their defaults, and if
    /// the unread data is still in the store, saving is suspended (see ``isSavingSuspended``).
    public let loadIssue: SettingsStoreError?

    /// Creates in-memory settings.
    ///
    /// - Parameter initialValue: The starting value.
    public init(_ initialValue: Value) {
        state = SettingsLock(SettingsState(value: initialValue))
        save = nil
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
        do {
            if let stored = try store.load(defaults: defaults) {
                initialValue = stored
            }
        } catch {
            issue = error
        }
        var initialState = SettingsState(value: initialValue)
        initialState.saveSuspension = issue?.saveSuspension
        state = SettingsLock(initialState)
        save = { value throws(SettingsStoreError) in try store.save(value) }
        loadIssue = issue
    }

    deinit {
        let observers = state.withLock { state in
            defer { state.observers.removeAll() }
            return state.observers
        }
        for observer in observers {
            observer.deactivate()
            observer.finish?()
        }
    }

    /// A consistent snapshot of the whole value.
    ///
    /// Read several fields from one snapshot (`let now = settings.value`) rather than
    /// `settings.value` twice, which may straddle another thread's update.
    public var value: Value {
        state.withLock { $0.value }
    }

    /// Why the latest save failed, or `nil` if it succeeded (or nothing was saved yet, or there
    /// is no store). A later successful save clears it.
    public var lastSaveError: SettingsStoreError? {
        state.withLock { $0.lastSaveError }
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
    /// would deadlock, so it stops the process with an explanation instead, in every build.
    /// Work on the `inout` value,
    /// read anything else first, and leave reactions to observers, which run after the lock is
    /// released:
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
    @discardableResult
    public func update<Output, Failure: Error>(
        isolation: isolated (any Actor)? = #isolation,
        _ body: (inout Value) throws(Failure) -> Output
    ) throws(Failure) -> Output {
        let hasStore = save != nil
        // The body's error is carried out of the lock as a value rather than thrown through
        // `withLock`, so the state can be restored first. The value the state stops holding
        // (the previous one, or the rejected one after a throw) is carried out too: if it were
        // dropped inside `withLock`, the deinit of something it held last could run under the
        // lock and deadlock by touching these settings.
        let (outcome, replaced, relayed) = state.withLockRunningUpdateBody {
            state -> (Result<(Output, Bool), Failure>, Value, (SettingsChangeRelay<Value>, Value)?) in
            let old = state.value
            let output: Output
            do throws(Failure) {
                output = try body(&state.value)
            } catch {
                let rejected = state.value
                state.value = old
                return (.failure(error), rejected, nil)
            }
            state.version += 1
            if hasStore || !state.observers.isEmpty {
                state.pendingJobs.append(.change(old: old, new: state.value, version: state.version))
            }
            return (.success((output, state.claimDelivery())), old, state.changeRelay.map { ($0, state.value) })
        }
        // Observation first, on this thread: see "Observation" in the documentation.
        if let (relay, new) = relayed {
            relay.publish(from: replaced, to: new, of: self)
        }
        // Released here, after unlocking.
        withExtendedLifetime(replaced) {}
        let (output, mustDeliver) = try outcome.get()
        if mustDeliver {
            deliverPendingJobs(isolation: isolation)
        }
        return output
    }
}
