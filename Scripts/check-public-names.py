#!/usr/bin/env python3
"""Fails when a public top-level type name of the package is also a type name in a framework an
iOS app imports next to it (Foundation, Combine, SwiftUI, Observation, UIKit).

An app that imports both would get "ambiguous use" errors the moment it spells the name, so a
clash is a bug in our naming, found here instead of in a user's project. The framework names
below are the audited list (see CONTRIBUTING.md, "Public names"); add to it when a framework
gains a type. Names starting with UI, NS or CG are refused wholesale: those prefixes are Apple's.

Before checking, the script proves on a built-in sample that it reports a clash (negative
control).
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent

FRAMEWORK_NAMES = {
    "Combine": """
        AnyCancellable AnyPublisher AnySubscriber Cancellable CombineIdentifier
        ConnectablePublisher CurrentValueSubject CustomCombineIdentifierConvertible Deferred
        Empty Fail Future ImmediateScheduler Just ObservableObject ObservableObjectPublisher
        PassthroughSubject Published Publisher Publishers Record Scheduler Subject Subscriber
        Subscribers Subscription Subscriptions TopLevelDecoder TopLevelEncoder
    """,
    "SwiftUI": """
        Alignment Anchor Angle Animation AnyLayout AnyShape AnyTransition AnyView App AppStorage
        Axis Bindable Binding Button Canvas Capsule Circle Color Commands ContentUnavailableView
        Divider Edge EdgeInsets Ellipse EmptyView Environment EnvironmentKey EnvironmentObject
        EnvironmentValues FocusState Font ForEach Form Gesture GeometryProxy GeometryReader Grid
        GridRow Group HStack HorizontalAlignment Image Label Layout LayoutSubview LayoutSubviews
        LazyVStack Link List Menu ModifiedContent Namespace NavigationLink NavigationPath
        NavigationSplitView NavigationStack NavigationView ObservedObject Path Picker
        PreferenceKey ProposedViewSize Rectangle RoundedRectangle Scene SceneStorage ScrollView
        ScrollViewProxy ScrollViewReader SecureField Section Settings Shape Slider Spacer State
        StateObject Stepper Table TabView Text TextField TimelineView Toggle Transaction
        TupleView UIViewControllerRepresentable UIViewRepresentable UnitPoint VerticalAlignment
        View ViewBuilder ViewModifier VStack Window WindowGroup ZStack
    """,
    "Observation": """
        Observable ObservationIgnored ObservationRegistrar ObservationTracked
        ObservationTracking Observations
    """,
    "Foundation": """
        AffineTransform AttributedString Bundle Calendar CharacterSet Data Date DateComponents
        DateInterval Decimal Expression FileHandle FileManager FormatStyle Host IndexPath
        IndexSet InputStream JSONDecoder JSONEncoder Locale LocalizedStringResource Measurement
        Notification NotificationCenter NotificationQueue Operation OperationQueue OutputStream
        PersonNameComponents Pipe Port Predicate Process ProcessInfo Progress
        PropertyListDecoder PropertyListEncoder RunLoop Scanner SortDescriptor Stream Thread
        Timer TimeZone Unit URL URLRequest URLSession UserDefaults UUID
    """,
}
APPLE_PREFIXES = ("UI", "NS", "CG")
DECLARATION = re.compile(
    r"^(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:final\s+)?"
    r"(?:class|struct|enum|protocol|actor|typealias)\s+([A-Za-z_]\w*)"
)


def framework_index():
    index = {}
    for framework, names in FRAMEWORK_NAMES.items():
        for name in names.split():
            index.setdefault(name, []).append(framework)
    return index


def clashes(declarations, index):
    """`declarations` is a list of (where, name); returns one message per clash."""
    found = []
    for where, name in declarations:
        if name in index:
            found.append(f"{where}: public type {name} is also {' and '.join(index[name])}.{name}")
        elif name.startswith(APPLE_PREFIXES) and name[2:3].isupper() and not name.startswith("UIKit"):
            found.append(f"{where}: public type {name} uses an Apple prefix")
    return found


def declarations_in(paths):
    for path in paths:
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            match = DECLARATION.match(line)  # top level only: no indentation
            if match:
                yield f"{path.relative_to(root)}:{number}", match.group(1)


def negative_control(index):
    sample = [
        ("sample:1", "Subscription"), ("sample:2", "UIThing"), ("sample:3", "MessageBus"),
        ("sample:4", "UIKitBehavior"),
    ]
    expected = [
        "sample:1: public type Subscription is also Combine.Subscription",
        "sample:2: public type UIThing uses an Apple prefix",
    ]
    if clashes(sample, index) != expected:
        sys.exit("check-public-names: negative control failed")


def main():
    index = framework_index()
    negative_control(index)
    # UIKitStandIn declares UIKit's own names on purpose: test-only, a dependency on Linux only,
    # never imported next to UIKit (see Sources/UIKitStandIn/UIKitStandIn.swift).
    sources = sorted(p for p in (root / "Sources").rglob("*.swift") if "UIKitStandIn" not in p.parts)
    declared = list(declarations_in(sources))
    found = clashes(declared, index)
    for line in found:
        print(line)
    print(f"public names: {len(declared)} top-level public types checked against "
          f"{len(index)} framework names, {len(found)} clashes")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
