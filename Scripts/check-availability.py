#!/usr/bin/env python3
"""Finds uses of APIs newer than the package's Apple deployment floor that are not guarded.

CI builds on Linux, where `@available` is not enforced for Apple platforms, so code that needs
iOS 17 compiles here and breaks an iOS 15 build. This check reads the floor from Package.swift
(`platforms:`) and reports every use of a listed API in Sources/ (or the given paths) that is not

- in an `#if` branch that cannot be compiled for an Apple platform (`#if os(Linux)`, the `#else`
  of `#if canImport(Darwin)`, `#if canImport(Glibc)`, ...), or
- inside a declaration marked `@available(iOS 17, macOS 14, ...)` (on it, or on an enclosing
  type or extension), or an `if #available(...)` block, or after a `guard #available(...)`,
  with versions at least the API's for every platform of the floor.

It is a lexical check (comments and string literals are ignored, strings' interpolations are
not), tuned to be strict: it flags a use it cannot prove guarded. The listed APIs are below in
RULES. Not listed because they are available at the floor: `AsyncStream.makeStream`
(back-deployed to the first concurrency runtime), `os_unfair_lock`, `Task.sleep(nanoseconds:)`.
Typed-throws function types are left to the compiler, which only needs the newer runtime for
their metadata (casts, `.self`), something this lexical check cannot tell from a plain use.

Besides RULES, it learns the package's own gated declarations: anything in Sources/ or in the
checked paths that carries its own `@available` above the floor (or sits in such an extension),
for example SwitchboardTesting's `.checksLeaks` trait or a test helper that waits on a clock. A use
of one outside a guard is reported like a use of a listed API (see `learned_rules`). Declarations
inside function bodies, private ones, and members that only inherit their type's `@available` are
not learned (the type's name is); a name that also has an ungated declaration of the same shape is
not learned either, since a lexical check cannot tell the two apart.

Before scanning, it checks itself on Scripts/fixtures/availability (negative control): every line
of a fixture marked `// expect: <rule>` must be reported with that rule and nothing else may be,
and every rule, listed or learned, must be caught at least once there.

Usage: check-availability.py [paths...]     (default: Sources; CI passes Sources Tests Examples)
Prints each finding as `file:line:column: error: ...`; exits 1 if there is any.
"""
import pathlib
import re
import sys

root = pathlib.Path(__file__).resolve().parent.parent
FIXTURES = root / "Scripts" / "fixtures" / "availability"
PLATFORMS = ("iOS", "macOS", "tvOS", "watchOS")
# What SwiftPM assumes for a platform that Package.swift does not name (tools version 6.0).
SWIFTPM_DEFAULT_FLOOR = {"iOS": (12, 0, 0), "macOS": (10, 13, 0), "tvOS": (12, 0, 0), "watchOS": (4, 0, 0)}
NEVER = (10_000, 0, 0)  # an "available from" version no system reaches: the code cannot run there


def padded(version):
    """`version` with three components, so that tuple comparison orders versions (16 == 16.0.0)."""
    version = tuple(version)
    return version + (0,) * (3 - len(version))


def versions(ios, macos, tvos, watchos):
    return {"iOS": padded(ios), "macOS": padded(macos), "tvOS": padded(tvos), "watchOS": padded(watchos)}


SWIFT_5_7 = versions((16, 0), (13, 0), (16, 0), (9, 0))
SWIFT_5_9 = versions((17, 0), (14, 0), (17, 0), (10, 0))
SWIFT_6_0 = versions((18, 0), (15, 0), (18, 0), (11, 0))
SWIFT_6_2 = versions((26, 0), (26, 0), (26, 0), (26, 0))

# (rule id, pattern over comment- and string-free code, required versions, what it is)
RULES = [
    ("Mutex", r"\bMutex\b", SWIFT_6_0, "Synchronization.Mutex"),
    ("Atomic", r"\bAtomic(LazyReference)?\b|\bWordPair\b", SWIFT_6_0, "Synchronization.Atomic"),
    ("Observation", r"@Observable\b|\bObservable\b|\bwithObservationTracking\b|\bObservationRegistrar\b"
     r"|\bObservationIgnored\b|\bObservationTracked\b", SWIFT_5_9, "Observation"),
    ("Observations", r"\bObservations\b", SWIFT_6_2, "Observation.Observations"),
    ("ParameterizedExistential", r"\bany\s+(?!(?:Swift\.)?(?:Partial|Writable|ReferenceWritable)?KeyPath\b)"
     r"[A-Z][\w.]*\s*<", SWIFT_5_7, "a parameterized protocol existential (`any P<T>`)"),
    ("Clock", r"\b(?:Duration|Clock|ContinuousClock|SuspendingClock|DurationProtocol|InstantProtocol)\b"
     r"|\bTask\s*\.\s*sleep\s*\(\s*(?:for|until)\s*:", SWIFT_5_7, "Duration and the Clock API"),
    ("Regex", r"\bRegex\s*[<(]|#/|\bimport\s+RegexBuilder\b", SWIFT_5_7, "Regex"),
    ("StringProcessing", r"\.(?:firstMatch|wholeMatch|prefixMatch|matches|ranges|firstRange)\s*\(\s*of\s*:"
     r"|\.(?:replacing|trimmingPrefix)\s*\(", SWIFT_5_7, "the Swift 5.7 string-processing algorithms"),
    ("OSAllocatedUnfairLock", r"\bOSAllocatedUnfairLock\b", SWIFT_5_7, "os.OSAllocatedUnfairLock"),
    ("DiscardingTaskGroup", r"\bwith(?:Throwing)?DiscardingTaskGroup\b", SWIFT_5_9, "discarding task groups"),
    ("TaskExecutor", r"\bTaskExecutor\b|\bwithTaskExecutorPreference\b|\bglobalConcurrentExecutor\b",
     SWIFT_6_0, "task executors"),
    ("IsolatedAny", r"@isolated\s*\(\s*any\s*\)", SWIFT_6_0, "`@isolated(any)` function types"),
    ("InlineArray", r"\bInlineArray\b", SWIFT_6_2, "InlineArray"),
    ("NotificationMessage", r"\bMainActorMessage\b|\bAsyncMessage\b", SWIFT_6_2,
     "NotificationCenter.MainActorMessage / AsyncMessage"),
]
COMPILED_RULES = [(rule, pattern, required, what, None, None) for rule, pattern, required, what in RULES]

DECL_KEYWORDS = {
    "func", "var", "let", "init", "subscript", "class", "struct", "enum", "extension", "protocol",
    "actor", "typealias", "deinit", "case", "macro", "associatedtype",
}
# A line ending in one of these, or the next line starting with one, continues the statement.
CONTINUES_AFTER = re.compile(r"(,|\(|\[|=|:|&&|\|\||->|\.|\+|-|\*|/|<|\?)\s*$")
CONTINUES_BEFORE = re.compile(r"^\s*(\.|,|\)|\]|\{|->|where\b|else\b|&&|\|\||\?|:|=|\+|-|\*|/)")


# MARK: Lexing: blank out comments and string literals, keeping offsets and line breaks.

STRING_START = re.compile(r'(#*)("""|")')


def strip_comments_and_strings(text):
    out = list(text)
    i, n = 0, len(text)
    # Stack of contexts: ("code", paren_depth) or ("string", hashes, multiline).
    stack = [("code", 0)]

    def blank(start, end):
        for k in range(start, end):
            if out[k] != "\n":
                out[k] = " "

    while i < n:
        context = stack[-1]
        if context[0] == "code":
            if text.startswith("//", i):
                end = text.find("\n", i)
                end = n if end < 0 else end
                blank(i, end)
                i = end
            elif text.startswith("/*", i):
                depth, j = 1, i + 2
                while j < n and depth:
                    if text.startswith("/*", j):
                        depth, j = depth + 1, j + 2
                    elif text.startswith("*/", j):
                        depth, j = depth - 1, j + 2
                    else:
                        j += 1
                blank(i, j)
                i = j
            else:
                match = STRING_START.match(text, i)
                if match and (match.group(1) or text[i] == '"'):
                    hashes = len(match.group(1))
                    multiline = match.group(2) == '"""'
                    stack.append(("string", hashes, multiline))
                    i = match.end()
                    continue
                char = text[i]
                if char == "(":
                    stack[-1] = ("code", context[1] + 1)
                elif char == ")":
                    if context[1] == 0 and len(stack) > 1:
                        stack.pop()  # the end of an interpolation: back in the string
                    else:
                        stack[-1] = ("code", context[1] - 1)
                i += 1
        else:
            _, hashes, multiline = context
            terminator = ('"""' if multiline else '"') + "#" * hashes
            escape = "\\" + "#" * hashes
            if text.startswith(escape + "(", i):
                blank(i, i + len(escape) + 1)
                i += len(escape) + 1
                stack.append(("code", 0))
            elif text.startswith(escape, i):
                blank(i, i + len(escape) + 1)
                i += len(escape) + 1
            elif text.startswith(terminator, i):
                stack.pop()
                i += len(terminator)
            else:
                if text[i] != "\n":
                    out[i] = " "
                i += 1
    return "".join(out)


# MARK: Conditional compilation: which branches an Apple platform can compile.

FALSE_ON_APPLE_OS = {"Linux", "Windows", "Android", "FreeBSD", "OpenBSD", "WASI", "Haiku", "Cygwin", "PS4"}
FALSE_ON_APPLE_IMPORT = {"Glibc", "Musl", "WinSDK", "ucrt", "Android", "Bionic", "WASILibc", "CRT"}
TRUE_ON_APPLE_IMPORT = {"Darwin", "os", "ObjectiveC", "Dispatch", "Foundation", "Synchronization", "Observation"}


def evaluate_condition(condition):
    """True, False or None (unknown) for an `#if` condition on an Apple platform."""
    tokens = re.findall(r"\w+\s*\([^()]*\)|&&|\|\||!|\(|\)|[\w.]+", condition)
    position = 0

    def peek():
        return tokens[position] if position < len(tokens) else None

    def take():
        nonlocal position
        position += 1
        return tokens[position - 1]

    def atom():
        token = take()
        if token == "!":
            value = atom()
            return None if value is None else not value
        if token == "(":
            value = disjunction()
            if peek() == ")":
                take()
            return value
        call = re.match(r"(\w+)\s*\(\s*([^()]*?)\s*\)$", token)
        if call:
            name, argument = call.groups()
            if name == "os":
                return False if argument in FALSE_ON_APPLE_OS else None
            if name == "canImport":
                module = argument.split(",")[0].strip()
                if module in FALSE_ON_APPLE_IMPORT:
                    return False
                return True if module in TRUE_ON_APPLE_IMPORT else None
            if name == "_runtime":
                return argument == "_ObjC"
            return None
        if token == "true":
            return True
        if token == "false":
            return False
        return None  # DEBUG, custom flags, ...

    def conjunction():
        value = atom()
        while peek() == "&&":
            take()
            other = atom()
            value = False if value is False or other is False else (True if value and other else None)
        return value

    def disjunction():
        value = conjunction()
        while peek() == "||":
            take()
            other = conjunction()
            value = True if value is True or other is True else (False if value is False and other is False else None)
        return value

    return disjunction() if tokens else None


def blank_dead_branches(code, evaluate=None):
    """Blanks `#if` directives, and the branches an Apple platform never compiles (or, with
    `evaluate`, a function from a condition to True, False or None, those it says are never taken)."""
    evaluate = evaluate or evaluate_condition
    lines = code.split("\n")
    # Each entry: [this branch dead?, an earlier branch of the chain surely taken?, enclosing dead?]
    stack = []
    for index, line in enumerate(lines):
        directive = re.match(r"\s*#(if|elseif|else|endif)\b(.*)", line)
        enclosing_dead = bool(stack) and (stack[-1][0] or stack[-1][2])
        if directive:
            kind, condition = directive.groups()
            if kind == "if":
                value = evaluate(condition)
                stack.append([value is False, value is True, enclosing_dead])
            elif kind == "elseif" and stack:
                value = evaluate(condition)
                frame = stack[-1]
                frame[0] = frame[1] or value is False
                frame[1] = frame[1] or value is True
            elif kind == "else" and stack:
                frame = stack[-1]
                frame[0] = frame[1]
            elif kind == "endif" and stack:
                stack.pop()
            lines[index] = " " * len(line)
        elif enclosing_dead:
            lines[index] = " " * len(line)
    return "\n".join(lines)


# MARK: Availability contexts.

def parse_version(text):
    return padded(int(part) for part in text.split("."))


def parse_available(arguments):
    """Platform versions guaranteed inside an `@available(...)`/`#available(...)` context."""
    guaranteed = {}
    parts = [part.strip() for part in arguments.split(",")]
    if parts and parts[0] == "*" and any(part == "unavailable" for part in parts[1:]):
        return {platform: NEVER for platform in PLATFORMS}
    names = {"iOS": "iOS", "macOS": "macOS", "OSX": "macOS", "tvOS": "tvOS", "watchOS": "watchOS"}
    long_form = re.match(r"(\w+)$", parts[0]) if parts else None
    if long_form and long_form.group(1) in names and len(parts) > 1:
        platform = names[long_form.group(1)]
        for part in parts[1:]:
            introduced = re.match(r"introduced\s*:\s*([\d.]+)", part)
            if introduced:
                guaranteed[platform] = parse_version(introduced.group(1))
            elif part == "unavailable":
                guaranteed[platform] = NEVER
        return guaranteed
    for part in parts:
        short = re.match(r"(\w+)\s+([\d.]+)$", part)
        if short and short.group(1) in names:
            guaranteed[names[short.group(1)]] = parse_version(short.group(2))
    return guaranteed


def merge(*contexts):
    merged = {}
    for context in contexts:
        for platform, version in (context or {}).items():
            merged[platform] = max(merged.get(platform, (0, 0, 0)), version)
    return merged


def balanced_arguments(code, open_index):
    """The text inside the parentheses opening at `open_index`, and the index after them."""
    depth, index = 0, open_index
    while index < len(code):
        if code[index] == "(":
            depth += 1
        elif code[index] == ")":
            depth -= 1
            if depth == 0:
                return code[open_index + 1:index], index + 1
        index += 1
    return code[open_index + 1:], len(code)


class Span:
    """What the statement being read so far says about availability."""

    def __init__(self):
        self.attributes = []  # `@available` contexts waiting for their declaration
        self.declaration = None  # the current declaration's `@available` context
        self.condition = None  # an `if #available` context for the next `{`
        self.guard = None  # a `guard #available` context, for after its `else` block
        self.saw_guard = False


class Scope:
    def __init__(self, context, applies_on_close=None):
        self.context = context
        self.applies_on_close = applies_on_close  # a guard's context, given to the parent after this block
        self.span = Span()


TOKEN = re.compile(r"@available\s*\(|#(?:un)?available\s*\(|[A-Za-z_]\w*|\{|\}|;|\n|\(|\)|\[|\]")


def contexts_at(code, positions):
    """The availability context in force at each position (sorted), as a dict position -> context."""
    scopes = [Scope({})]
    bracket_depth = 0
    result = {}
    pending = list(positions)
    cursor = 0

    def record_until(offset):
        nonlocal cursor
        while cursor < len(pending) and pending[cursor] < offset:
            scope = scopes[-1]
            # Attributes still waiting for their declaration cover uses among them (`@Observable`).
            result[pending[cursor]] = merge(scope.context, scope.span.declaration, *scope.span.attributes)
            cursor += 1

    index = 0
    while True:
        match = TOKEN.search(code, index)
        if not match:
            break
        record_until(match.start())
        token = match.group(0)
        span = scopes[-1].span
        index = match.end()
        if token.startswith("@available"):
            arguments, index = balanced_arguments(code, match.end() - 1)
            span.attributes.append(parse_available(arguments))
        elif token.startswith("#available") or token.startswith("#unavailable"):
            arguments, index = balanced_arguments(code, match.end() - 1)
            if token.startswith("#available"):
                if span.saw_guard:
                    span.guard = merge(span.guard, parse_available(arguments))
                else:
                    span.condition = merge(span.condition, parse_available(arguments))
        elif token == "guard":
            span.saw_guard = True
        elif token in DECL_KEYWORDS:
            span.declaration = merge(*span.attributes)
            span.attributes = []
        elif token in "([":
            bracket_depth += 1
        elif token in ")]":
            bracket_depth = max(0, bracket_depth - 1)
        elif token == "{":
            parent = scopes[-1]
            if span.guard is not None:
                scopes.append(Scope(merge(parent.context, span.declaration), applies_on_close=span.guard))
            else:
                scopes.append(Scope(merge(parent.context, span.declaration, span.condition)))
        elif token == "}":
            if len(scopes) > 1:
                closed = scopes.pop()
                if closed.applies_on_close is not None:
                    scopes[-1].context = merge(scopes[-1].context, closed.applies_on_close)
            scopes[-1].span = Span()
        elif token == ";":
            scopes[-1].span = Span()
        elif token == "\n" and bracket_depth == 0:
            line_start = code.rfind("\n", 0, match.start()) + 1
            this_line = code[line_start:match.start()]
            next_end = code.find("\n", index)
            next_line = code[index:] if next_end < 0 else code[index:next_end]
            if this_line.strip() and not CONTINUES_AFTER.search(this_line) and not CONTINUES_BEFORE.match(next_line):
                attributes, guard = span.attributes, span.guard
                scopes[-1].span = Span()
                scopes[-1].span.attributes = attributes  # attribute lines precede their declaration
                scopes[-1].span.guard = guard  # `guard #available(...)` then `else {` on the next line
    record_until(len(code) + 1)
    return result


# MARK: Checking.

def read_floor():
    package = (root / "Package.swift").read_text()
    floor = dict(SWIFTPM_DEFAULT_FLOOR)
    for platform, version in re.findall(r"\.(iOS|macOS|tvOS|watchOS)\(\s*\.v([\d_]+)\s*\)", package):
        floor[platform] = parse_version(version.replace("_", "."))
    return floor


def show(version):
    if version == NEVER:
        return "never"
    shown = list(version)
    while len(shown) > 1 and shown[-1] == 0:
        shown.pop()
    return ".".join(str(part) for part in shown)


# MARK: Learning the package's own gated declarations.

# A declaration and its name; for an initializer, its first argument label, which tells it apart.
DECLARATION = re.compile(r"\b(struct|class|enum|actor|protocol|typealias|func|var|let)\s+(?!(?:func|var|let)\b)"
                         r"([A-Za-z_]\w*)|(?<![\w.])(init)[?!]?\s*(?:<[^>]*>)?\s*\(\s*([A-Za-z_]\w*)")
TYPE_HEADER = re.compile(r"(?m)^[ \t]*(?:@[\w.]+\s*)*(?:(?:public|package|internal|private|fileprivate|open|final|"
                         r"indirect|nonisolated)\s+)*(struct|class|enum|actor|extension|protocol)\s+"
                         r"(?!(?:func|var|let)\b)([A-Za-z_][\w.]*)")
TYPE_KINDS = {"struct", "class", "enum", "actor", "protocol", "typealias"}
PRIVATE = re.compile(r"\b(?:file)?private\b(?!\s*\(\s*set\s*\))")
STATIC = re.compile(r"\b(?:static|class)\b")
XCTEST_FILE = re.compile(r"\bimport\s+XCTest\b")


def without_parentheses(text):
    previous = None
    while previous != text:
        previous, text = text, re.sub(r"\([^()]*\)", "", text)
    return text


def type_scopes(code):
    """Each `{ ... }` as (open, close, kind, name): kind and name of the type or extension it opens,
    or (None, None) for any other block (a function body, a closure, an accessor)."""
    scopes, stack, boundary = [], [], 0
    for match in re.finditer(r"[{};]", code):
        char = match.group(0)
        if char == "{":
            header = without_parentheses(code[boundary:match.start()])
            headers = list(TYPE_HEADER.finditer(header))
            kind, name = (headers[-1].group(1), headers[-1].group(2)) if headers else (None, None)
            stack.append([match.start(), None, kind, name])
        elif char == "}" and stack:
            scope = stack.pop()
            scope[1] = match.end()
            scopes.append(tuple(scope))
        boundary = match.end()
    scopes.extend((scope[0], len(code), scope[2], scope[3]) for scope in stack)
    return scopes


class Learned:
    """What files declare: `gated` maps (target, shape, name) to the rule it adds; `plain` holds the
    (target, shape, name) of declarations usable at the floor. The target is None for Sources, whose
    declarations any file may use; a test or example target's own only reach its own files."""

    def __init__(self):
        self.gated, self.plain = {}, set()


def target_of(path):
    """The directory of the SwiftPM target (or fixture folder) `path` belongs to, None for Sources."""
    path = path.resolve()
    parts = path.relative_to(root).parts if path.is_relative_to(root) else path.parts
    if parts[0] == "Sources":
        return None
    if parts[0] in ("Tests", "Examples", "Benchmarks") and len(parts) > 2:
        return root.joinpath(*parts[:2])
    return path.parent


def learn_from(path, floor, learned):
    code = blank_dead_branches(strip_comments_and_strings(path.read_text()))
    scopes = type_scopes(code)
    declarations = []
    for match in DECLARATION.finditer(code):
        keyword, name = (match.group(1), match.group(2)) if match.group(1) else (match.group(3), match.group(4))
        position = match.start(2) if match.group(1) else match.start(4)
        enclosing = [scope for scope in scopes if scope[0] < position < scope[1]]
        scope = max(enclosing, default=None)
        if scope is not None and scope[2] is None:
            continue  # a local: inside a function body, closure or accessor
        prefix = code[code.rfind("\n", 0, match.start()) + 1:match.start()]
        if PRIVATE.search(prefix):
            continue
        declarations.append((keyword, name, position, scope, bool(STATIC.search(prefix))))
    inside = [scope[0] + 1 for _, _, _, scope, _ in declarations if scope is not None]
    contexts = contexts_at(code, sorted({position for _, _, position, _, _ in declarations} | set(inside)))
    shown = path.resolve().relative_to(root) if path.resolve().is_relative_to(root) else path
    target = target_of(path)
    for keyword, name, position, scope, is_static in declarations:
        own = contexts[position]
        if keyword == "init":
            if scope is None or name == "_":
                continue  # an unlabelled initializer cannot be told from its overloads by a scan
            owner = scope[3]
            shape, rule, pattern, only_in = "init", f"{owner}.init({name}:)", \
                rf"\b{owner}\s*\(\s*{name}\s*:|\.init\s*\(\s*{name}\s*:", None
        elif keyword in TYPE_KINDS:
            shape, rule, pattern, only_in = "type", name, rf"\b{name}\b", None
        elif scope is None:
            shape, rule, pattern, only_in = "free", name, rf"(?<![\w.]){name}\b", None
        elif scope[2] == "extension" and scope[3] == "XCTestCase" and not is_static:
            # Called from test cases without a receiver; only a file that imports XCTest can.
            shape, rule, pattern, only_in = "xctest", f"XCTestCase.{name}", rf"\b{name}\b", XCTEST_FILE
        elif keyword == "func":
            # Told apart from a property of the same name (`.checksLeaks` and `.checksLeaks(within:)`).
            shape, rule, pattern, only_in = "method", f"{scope[3]}.{name}()", rf"\.\s*{name}\s*\(", None
        else:
            shape, rule, pattern, only_in = "member", f"{scope[3]}.{name}", rf"\.\s*{name}\b(?!\s*\()", None
        # A member that only inherits its type's `@available` needs no rule: the type's name has one.
        baseline = floor if scope is None or scope[2] == "extension" else merge(floor, contexts[scope[0] + 1])
        if not any(own.get(platform, (0, 0, 0)) > baseline[platform] for platform in PLATFORMS):
            if not any(own.get(platform, (0, 0, 0)) > floor[platform] for platform in PLATFORMS):
                learned.plain.add((target, shape, name))
            continue
        required = {platform: max(floor[platform], own.get(platform, (0, 0, 0))) for platform in PLATFORMS}
        if NEVER in required.values():
            continue  # `unavailable`: the compiler rejects every use, on Linux too
        what = f"`{rule}` (marked @available in {shown})"
        entry = learned.gated.setdefault((target, shape, name), [rule, pattern, required, what, only_in, target])
        entry[2] = {platform: min(entry[2][platform], required[platform]) for platform in PLATFORMS}
    return learned


def learned_rules(paths, floor):
    """Rules for the gated declarations of `paths`: (rule, pattern, required versions, what, only_in,
    target), where only_in is a pattern a file must contain and target the files' target (or None)."""
    learned = Learned()
    for path in paths:
        learn_from(path, floor, learned)
    return [tuple(entry) for (target, shape, name), entry in sorted(learned.gated.items(), key=str)
            if (target, shape, name) not in learned.plain and (None, shape, name) not in learned.plain]


def swift_files(targets):
    return sorted(path for target in targets
                  for path in ([target] if target.is_file() else target.rglob("*.swift")))


def findings_in(path, floor, rules):
    text = path.read_text()
    code = blank_dead_branches(strip_comments_and_strings(text))
    uses = []
    target = target_of(path)
    for rule, pattern, required, what, only_in, rule_target in rules:
        if only_in is not None and not only_in.search(code) or rule_target not in (None, target):
            continue
        for match in re.finditer(pattern, code):
            uses.append((match.start(), rule, required, what))
    uses.sort()
    contexts = contexts_at(code, sorted({use[0] for use in uses}))
    findings = []
    for position, rule, required, what in uses:
        guaranteed = merge(floor, contexts[position])
        missing = [platform for platform in PLATFORMS if guaranteed[platform] < required[platform]]
        if missing:
            line = code.count("\n", 0, position) + 1
            column = position - (code.rfind("\n", 0, position) + 1) + 1
            needs = ", ".join(f"{platform} {show(required[platform])}" for platform in missing)
            has = ", ".join(f"{platform} {show(guaranteed[platform])}" for platform in missing)
            findings.append((line, column, rule,
                             f"{what} needs {needs}, but this code may run on {has}: mark the declaration "
                             f"@available, check with #available, or keep it to an #if os(Linux) branch"))
    return findings, len(uses)


EXPECT = re.compile(r"// expect: (\S+)")


def self_test(floor, sources):
    """Negative control: the fixtures' `// expect: rule` lines are reported, and nothing else; every
    listed rule, every rule learned from Sources, and learning from a checked file, is exercised."""
    fixtures = sorted(FIXTURES.glob("*.swift"))
    assert fixtures, f"no fixtures in {FIXTURES}"
    from_sources = learned_rules(sources, floor)
    from_fixtures = [rule for rule in learned_rules(sources + fixtures, floor) if rule not in from_sources]
    rules = COMPILED_RULES + from_sources + from_fixtures
    problems, expected_total = [], 0
    for fixture in fixtures:
        expected = set()
        for number, line in enumerate(fixture.read_text().splitlines(), start=1):
            for rule in EXPECT.findall(line):
                expected.add((number, rule))
        expected_total += len(expected)
        found = {(line, rule) for line, _, rule, _ in findings_in(fixture, floor, rules)[0]}
        for line, rule in sorted(expected - found):
            problems.append(f"{fixture.name}:{line}: expected a {rule} finding, got none")
        for line, rule in sorted(found - expected):
            problems.append(f"{fixture.name}:{line}: unexpected {rule} finding")
    rules_exercised = {rule for fixture in fixtures for rule in EXPECT.findall(fixture.read_text())}
    for rule, *_ in COMPILED_RULES + from_sources:
        if rule not in rules_exercised:
            problems.append(f"rule {rule} has no unguarded use in the fixtures")
    if not rules_exercised & {rule for rule, *_ in from_fixtures}:
        problems.append("no rule learned from a fixture's own declarations is exercised")
    if problems:
        print("check-availability self-test failed:\n    " + "\n    ".join(problems))
        sys.exit(2)
    return len(fixtures), expected_total, len(from_sources)


def main(arguments):
    floor = read_floor()
    sources = swift_files([root / "Sources"])
    fixture_count, expected_count, learned_count = self_test(floor, sources)
    targets = [pathlib.Path(argument) for argument in arguments] or [root / "Sources"]
    files = swift_files(targets)
    rules = COMPILED_RULES + learned_rules(sorted(set(sources) | set(files)), floor)
    total = uses = 0
    for path in files:
        findings, count = findings_in(path, floor, rules)
        uses += count
        for line, column, rule, message in findings:
            shown = path.resolve().relative_to(root) if path.resolve().is_relative_to(root) else path
            print(f"{shown}:{line}:{column}: error: [{rule}] {message}")
            total += 1
    floor_text = ", ".join(f"{platform} {show(floor[platform])}" for platform in PLATFORMS)
    print(f"availability: {len(files)} files checked against the floor ({floor_text}); "
          f"self-test caught {expected_count} planted uses in {fixture_count} fixtures; "
          f"{len(rules)} rules ({len(rules) - len(COMPILED_RULES)} learned from @available declarations); "
          f"{uses} uses of gated APIs, {total} unguarded")
    return 1 if total else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
