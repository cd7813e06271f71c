import Dispatch
import Foundation
import Switchboard

/// `--probe-reentrant-update`: proves in a release build that using settings inside their own
/// update body stops the process with an explanation rather than deadlocking. CI runs it and
/// expects a crash whose message names the mistake.
enum ReentrancyProbe {
    static func run() -> Never {
        let settings = SharedSettings(CounterSettings())
        let finished = DispatchSemaphore(value: 0)
        Thread {
            settings.update { $0.counter = settings.value.counter + 1 }
            finished.signal()
        }
        .start()
        if finished.wait(timeout: .now() + 10) == .timedOut {
            print("error: the update deadlocked: reentrant use was not detected")
        } else {
            print("error: the update returned: reentrant use was not detected")
        }
        exit(3)
    }
}
