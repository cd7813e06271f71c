extension ContainmentViolation {
    /// What UIKit does with the same misuse: raise, log, or accept it.
    ///
    /// The article "Headless containment" gives the source for each case. Cases whose UIKit
    /// outcome is not documented but which break a documented precondition of a raising API are
    /// classified ``UIKitBehavior/raises``, so no container relies on them.
    public var uikitBehavior: UIKitBehavior {
        switch self {
        case .childIsSelfOrAncestor, .childViewInsideOtherController, .viewControllerHasDifferentParent,
            .viewHierarchyCycle, .transitionToSelf, .transitionWithoutCommonParent, .transitionParticipantNotChild,
            .transitionWithManualAppearanceForwarding, .transitionFromMissingChild, .transitionFromViewNotInHierarchy,
            .transitionToViewAlreadyInHierarchy, .transitionAlreadyInFlight, .viewNotInStage:
            return .raises
        case .appearanceBeganTwice, .appearingWhileAppeared, .disappearingWhileDisappeared,
            .appearanceEndedWithoutBegin:
            return .logs
        case .childAlreadyAdded, .didMoveToWrongParent, .slotOutsideContainerView, .removalOfNonChild,
            .appearanceCallbackCalledDirectly, .childViewLeftInHierarchy, .viewAddedWithoutAddChild, .missingDidMove:
            return .allowed
        }
    }
}
