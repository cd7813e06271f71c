extension PanelSettings {
    /// The panel state of one scope: the top-level fields for ``PanelScope/primary``, otherwise
    /// the scope's own entry (all defaults until first written).
    ///
    /// The value read never contains other scopes, so an observer of one scope is not woken by
    /// changes to another:
    ///
    /// ```swift
    /// settings.update { $0[scope: "left"].toggleMenu() }
    /// print(settings.value[scope: "right"].menuOpen)  // false: each scope has its own state
    /// ```
    ///
    /// - Parameter scope: Whose state to read or write.
    public subscript(scope scope: PanelScope) -> PanelSettings {
        get {
            guard scope != .primary else {
                var primary = self
                primary.otherScopes = [:]
                return primary
            }
            return otherScopes[scope] ?? PanelSettings()
        }
        set {
            var stored = newValue
            stored.otherScopes = [:]
            guard scope != .primary else {
                stored.otherScopes = otherScopes
                self = stored
                return
            }
            otherScopes[scope] = stored
        }
    }

    /// Records `request` as desired state: the settings strategy's write.
    ///
    /// - Parameter request: The request to record.
    public mutating func apply(_ request: ContainerRequest) {
        switch request {
        case .swap(let child): activeChild = child
        case .swapNext: swapNextCount &+= 1
        case .showPage(let index): page = index
        case .toggleMenu: toggleMenu()
        case .toggleProfile: toggleProfile()
        case .closePanels: closePanels()
        }
    }

    /// The requests that turn a container showing `self` into one showing `desired`, in the
    /// order panels, child, page, relative swaps. Empty when nothing a container shows differs.
    ///
    /// - Parameter desired: The state to reach.
    public func requests(toReach desired: PanelSettings) -> [ContainerRequest] {
        var requests: [ContainerRequest] = []
        let menuChanged = menuOpen != desired.menuOpen
        let profileChanged = profileOpen != desired.profileOpen
        if menuChanged && desired.menuOpen {
            requests.append(.toggleMenu)
        } else if profileChanged && desired.profileOpen {
            requests.append(.toggleProfile)
        } else if menuChanged && profileChanged {
            requests.append(.closePanels)
        } else if menuChanged {
            requests.append(.toggleMenu)
        } else if profileChanged {
            requests.append(.toggleProfile)
        }
        if activeChild != desired.activeChild, let child = desired.activeChild {
            requests.append(.swap(to: child))
        }
        if page != desired.page {
            requests.append(.showPage(desired.page))
        }
        let swaps = desired.swapNextCount &- swapNextCount
        if swaps > 0 {
            requests.append(contentsOf: repeatElement(.swapNext, count: swaps))
        }
        return requests
    }
}
