#!/usr/bin/env python3
"""Fails when a public top-level type name of the package is also a type name in a framework an
iOS app imports next to it (Foundation, Combine, SwiftUI, Observation, UIKit).

An app that imports both would get "ambiguous use" errors the moment it spells the name, so a
clash is a bug in our naming, found here instead of in a user's project. For the same reason two
of the package's own modules may not declare the same public type name: an app imports
`Switchboard` and `SwitchboardUIKit` together. A declaration counts when it is outside any braces,
also when it sits inside an `#if` block (as the UIKit adapter's do). The framework names
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
    r"^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:public|open)\s+(?:final\s+)?"
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
        depth = 0
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            code = line.split("//", 1)[0]
            match = DECLARATION.match(code)
            if match and depth == 0:  # top level only: outside any braces
                yield f"{path.relative_to(root)}:{number}", match.group(1)
            depth += code.count("{") - code.count("}")


def module_of(where):
    """The module a `Sources/<Module>/…:line` location belongs to."""
    parts = where.split("/")
    return parts[1] if len(parts) > 2 and parts[0] == "Sources" else where


def duplicates(declarations):
    """Names two modules both declare; one message per later declaration."""
    first = {}
    found = []
    for where, name in declarations:
        if name in first and module_of(first[name]) != module_of(where):
            found.append(f"{where}: public type {name} is also declared at {first[name]}")
        first.setdefault(name, where)
    return found


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
    twins = [
        ("Sources/A/X.swift:1", "Swap"), ("Sources/A/Y.swift:1", "Other"), ("Sources/B/X.swift:2", "Swap"),
        ("Sources/A/Z.swift:3", "Other"),
    ]
    if duplicates(twins) != ["Sources/B/X.swift:2: public type Swap is also declared at Sources/A/X.swift:1"]:
        sys.exit("check-public-names: negative control for names declared twice failed")


def main():
    index = framework_index()
    negative_control(index)
    # UIKitStandIn declares UIKit's own names on purpose: test-only, a dependency on Linux only,
    # never imported next to UIKit (see Sources/UIKitStandIn/UIKitStandIn.swift).
    sources = sorted(p for p in (root / "Sources").rglob("*.swift") if "UIKitStandIn" not in p.parts)
    declared = list(declarations_in(sources))
    found = clashes(declared, index) + duplicates(declared)
    for line in found:
        print(line)
    print(f"public names: {len(declared)} top-level public types checked against "
          f"{len(index)} framework names and each other, {len(found)} clashes")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main()
