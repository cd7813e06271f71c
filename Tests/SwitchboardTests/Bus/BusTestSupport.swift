import Foundation

@testable import SwitchboardMessaging

/// A message carrying a number, so tests can check order and counts.
struct Ping: Message {
    let value: Int
}

/// A second message type, to show channels are independent.
struct Pong: Message {}

/// Collects values from any thread, in arrival order.
final class BusRecorder<Value: Sendable>: Sendable {
    private let storage = Locked<[Value]>([])

    func record(_ value: Value) {
        storage.withLock { $0.append(value) }
    }

    var values: [Value] {
        storage.withLock { $0 }
    }

    var count: Int {
        storage.withLock { $0.count }
    }
}

/// A plain object used as a post subject.
final class SubjectDouble {}

/// An immutable object a `@Sendable` handler can capture, to watch its lifetime.
final class CaptureDouble: Sendable {}

/// A stand-in for a view controller that observes the bus.
@MainActor
final class ScreenDouble {
    var received: [Int] = []
}

// `waitUntil(_:)`, which polls a main-actor condition, is in DocExamples/DocExampleLog.swift.
