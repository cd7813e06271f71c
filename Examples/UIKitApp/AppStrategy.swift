import Switchboard
import SwitchboardUIKit

#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    /// Which coordination strategy each of the app's containers is connected with: each its own at
    /// launch (drawer on weak delegates, pager on a message bus, swap slot on shared settings; the
    /// items page's list and detail on the pager's), or all on one. The menu's strategy button moves to the next choice, and the
    /// scene rebuilds the same screens connected that way.
    struct AppStrategy: Equatable, Sendable {
        /// One coordination strategy.
        enum Kind: Equatable, Sendable, CaseIterable {
            case delegate, bus, sharedSettings

            /// Its name on screen.
            var title: String {
                switch self {
                case .delegate: "weak delegates"
                case .bus: "a message bus"
                case .sharedSettings: "shared settings"
                }
            }

            /// The strategy a container connects with: `bus` or `settings` as its channel.
            func coordination<State: CoordinatedState>(
                bus: MessageBus, settings: SharedSettings<State>
            ) -> CoordinationStrategy<State.Request> {
                switch self {
                case .delegate: .delegate
                case .bus: .bus(bus)
                case .sharedSettings: .sharedSettings(settings)
                }
            }
        }

        /// The slide menu's strategy.
        let drawer: Kind
        /// The pager's.
        let pager: Kind
        /// The swap slot's.
        let cards: Kind

        /// Each container on its own strategy: how the app launches.
        static let mixed = AppStrategy(drawer: .delegate, pager: .bus, cards: .sharedSettings)

        /// Every container on `kind`.
        static func all(_ kind: Kind) -> AppStrategy {
            AppStrategy(drawer: kind, pager: kind, cards: kind)
        }

        /// The choices the menu's strategy button goes through, in order.
        static let choices: [AppStrategy] = [.mixed] + Kind.allCases.map(all)

        /// The choice after this one, back to the first after the last.
        var next: AppStrategy {
            let index = Self.choices.firstIndex(of: self) ?? 0
            return Self.choices[(index + 1) % Self.choices.count]
        }

        /// What the menu says the app runs on.
        var title: String {
            drawer == pager && pager == cards
                ? "all on \(drawer.title)"
                : "drawer on \(drawer.title), pager on \(pager.title), cards on \(cards.title)"
        }
    }
#endif
