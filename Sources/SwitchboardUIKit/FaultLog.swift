#if os(iOS)
    import UIKit
    import os
#elseif os(Linux) && canImport(UIKitStandIn)
    import UIKitStandIn
#endif

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// Logs `message` as a fault: the unified log on iOS (it shows in Console and in crash-free
    /// diagnostics), standard error on Linux, where the containers run against the stand-in.
    ///
    /// - Parameter message: What went wrong, in one sentence.
    func logFault(_ message: String) {
        #if os(iOS)
            // Made per fault (they are rare): `Logger` is not `Sendable` in every SDK, so no global.
            Logger(subsystem: "org.switchboard.SwitchboardUIKit", category: "containment")
                .fault("\(message, privacy: .public)")
        #else
            FileHandle.standardError.write(Data("Switchboard fault: \(message)\n".utf8))
        #endif
    }
#endif
