// UIKitStandInEnums — TEST-ONLY, Linux only, never shipped: part of UIKitStandIn.
//
// UIKit declares these enumerations in Objective-C with NS_ENUM, which expands to an enum with
// `__attribute__((enum_extensibility(open)))`. Swift imports such an enum as *open*: a new case
// may come with a later SDK, so Swift 6 rejects a `switch` over it without `@unknown default`.
// A Swift enum declared in the stand-in would be frozen (the package is built without library
// evolution) and would hide that error on Linux, so the stand-in declares them here, in C, the
// way the SDK does: same names, same raw type (NSInteger is `long` on 64-bit), same raw values.
// UIKitStandIn re-exports this module and gives the nested Swift names UIKit uses
// (`UIGestureRecognizer.State`, `UIButton.ButtonType`, …) as typealiases; the headers' Swift
// names for those come from Objective-C class scopes that C cannot express.
//
// Each enum names its header in the iPhoneOS SDK. Cases the adapter can never use (deprecated
// since iOS 7, or unavailable on iOS) are left out; their raw values are left free here.
#ifndef UIKIT_STAND_IN_ENUMS_H
#define UIKIT_STAND_IN_ENUMS_H

#if defined(__linux__)

// What NS_ENUM(NSInteger, name) expands to in C (CFAvailability.h's named-enum form).
#define STAND_IN_NS_ENUM(name) \
    enum __attribute__((enum_extensibility(open))) name : long; \
    typedef enum name name; \
    enum name : long

/// UIGestureRecognizer.h: `UIGestureRecognizerState`, Swift `UIGestureRecognizer.State`.
STAND_IN_NS_ENUM(UIGestureRecognizerState) {
    UIGestureRecognizerStatePossible = 0,
    UIGestureRecognizerStateBegan = 1,
    UIGestureRecognizerStateChanged = 2,
    UIGestureRecognizerStateEnded = 3,
    UIGestureRecognizerStateCancelled = 4,
    UIGestureRecognizerStateFailed = 5,
    UIGestureRecognizerStateRecognized = UIGestureRecognizerStateEnded,
};

/// UIButton.h: `UIButtonType`, Swift `UIButton.ButtonType`. (`plain` is tvOS only.)
STAND_IN_NS_ENUM(UIButtonType) {
    UIButtonTypeCustom = 0,
    UIButtonTypeSystem = 1,
    UIButtonTypeDetailDisclosure = 2,
    UIButtonTypeInfoLight = 3,
    UIButtonTypeInfoDark = 4,
    UIButtonTypeContactAdd = 5,
    UIButtonTypeClose = 7,
};

/// UIScrollView.h: `UIScrollViewContentInsetAdjustmentBehavior` (iOS 11), Swift
/// `UIScrollView.ContentInsetAdjustmentBehavior`.
STAND_IN_NS_ENUM(UIScrollViewContentInsetAdjustmentBehavior) {
    UIScrollViewContentInsetAdjustmentAutomatic = 0,
    UIScrollViewContentInsetAdjustmentScrollableAxes = 1,
    UIScrollViewContentInsetAdjustmentNever = 2,
    UIScrollViewContentInsetAdjustmentAlways = 3,
};

/// UIAccessibility.h: `UIAccessibilityScrollDirection`.
STAND_IN_NS_ENUM(UIAccessibilityScrollDirection) {
    UIAccessibilityScrollDirectionRight = 1,
    UIAccessibilityScrollDirectionLeft = 2,
    UIAccessibilityScrollDirectionUp = 3,
    UIAccessibilityScrollDirectionDown = 4,
    UIAccessibilityScrollDirectionNext = 5,
    UIAccessibilityScrollDirectionPrevious = 6,
};

/// UIApplication.h: `UIStatusBarStyle` (unavailable on tvOS; the black styles ended with iOS 7).
STAND_IN_NS_ENUM(UIStatusBarStyle) {
    UIStatusBarStyleDefault = 0,
    UIStatusBarStyleLightContent = 1,
    UIStatusBarStyleDarkContent = 3,
} __attribute__((availability(tvos, unavailable)));

/// UIView.h: `UISemanticContentAttribute` (iOS 9).
STAND_IN_NS_ENUM(UISemanticContentAttribute) {
    UISemanticContentAttributeUnspecified = 0,
    UISemanticContentAttributePlayback = 1,
    UISemanticContentAttributeSpatial = 2,
    UISemanticContentAttributeForceLeftToRight = 3,
    UISemanticContentAttributeForceRightToLeft = 4,
};

/// UIInterface.h: `UIUserInterfaceLayoutDirection`.
STAND_IN_NS_ENUM(UIUserInterfaceLayoutDirection) {
    UIUserInterfaceLayoutDirectionLeftToRight = 0,
    UIUserInterfaceLayoutDirectionRightToLeft = 1,
};

/// NSLayoutConstraint.h: `NSLayoutAttribute`, Swift `NSLayoutConstraint.Attribute` (the baseline
/// and margin attributes, which the stand-in's solver does not model, are left out).
STAND_IN_NS_ENUM(NSLayoutAttribute) {
    NSLayoutAttributeLeft = 1,
    NSLayoutAttributeRight = 2,
    NSLayoutAttributeTop = 3,
    NSLayoutAttributeBottom = 4,
    NSLayoutAttributeLeading = 5,
    NSLayoutAttributeTrailing = 6,
    NSLayoutAttributeWidth = 7,
    NSLayoutAttributeHeight = 8,
    NSLayoutAttributeCenterX = 9,
    NSLayoutAttributeCenterY = 10,
    NSLayoutAttributeNotAnAttribute = 0,
};

/// NSLayoutConstraint.h: `NSLayoutRelation`, Swift `NSLayoutConstraint.Relation`.
STAND_IN_NS_ENUM(NSLayoutRelation) {
    NSLayoutRelationLessThanOrEqual = -1,
    NSLayoutRelationEqual = 0,
    NSLayoutRelationGreaterThanOrEqual = 1,
};

/// UIInterface.h: `UIUserInterfaceStyle`, light or dark appearance.
STAND_IN_NS_ENUM(UIUserInterfaceStyle) {
    UIUserInterfaceStyleUnspecified = 0,
    UIUserInterfaceStyleLight = 1,
    UIUserInterfaceStyleDark = 2,
};

#undef STAND_IN_NS_ENUM

#endif  // __linux__
#endif  // UIKIT_STAND_IN_ENUMS_H
