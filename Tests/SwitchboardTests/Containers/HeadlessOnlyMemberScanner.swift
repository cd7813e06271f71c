import Foundation
import Testing

/// Finds, in Swift source, reads of members that `HeadlessViewController` and `HeadlessView` have
/// and UIKit's `UIViewController` and `UIView` do not — the members a UIKit host could not offer.
///
/// Which members those are is derived, not listed: the members the headless types declare (in
/// `Sources/SwitchboardContainment/Containment`), minus those the UIKit stand-in declares from
/// Apple's documentation (`Sources/UIKitStandIn`). A property counts when read as `x.name`, a
/// method when called as `x.name(`; a bare `name` counts only in a class that inherits the headless
/// controller (elsewhere it is the type's own), and not when the file declares that name itself
/// (parameters, locals). Comments, implicit members (`.embed(…)`) and static members or enum cases
/// (`Type.name`) are not reads. It is a scan, not a compiler: the generic executor cannot reach a
/// headless member anyway; the scan guards the headless hosts, which inherit them all.
@available(iOS 16, macOS 13, tvOS 16, watchOS 9, *)
struct HeadlessOnlyMemberScanner {
    struct Member: Hashable {
        let name: String
        let isMethod: Bool
    }

    let members: Set<Member>

    /// The members declared at member level (four spaces in, not counting the indentation of a
    /// file-wide `#if`) of a type or extension, `private` and `fileprivate` ones aside (no other
    /// file can read them).
    static func declaredMembers(in text: String) -> Set<Member> {
        let text = text.hasPrefix("#if") ? text.replacing(#/\n    /#, with: "\n") : text
        let declaration =
            #/^    (?:@\w+\s+)*(?:(?:public|package|internal|open|override|final|static|class|weak|lazy|nonisolated|mutating|(?:public |package )?(?:internal|private)\(set\))\s+)*(func|var|let)\s+([A-Za-z_]\w*)/#
        var members: Set<Member> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let match = line.firstMatch(of: declaration) else { continue }
            let prefix = line[..<match.range.lowerBound] + line[match.range]
            if prefix.contains("private ") || prefix.contains("fileprivate ") { continue }
            members.insert(Member(name: String(match.output.2), isMethod: match.output.1 == "func"))
        }
        return members
    }

    /// The code of `text` without comments (line comments only: the sources use no block comments).
    static func code(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            guard let comment = line.range(of: "//") else { return String(line) }
            return String(line[..<comment.lowerBound])
        }
    }

    /// Names the file declares itself: parameters and argument names (`name: Type`), locals and
    /// closure parameters; a bare use of one of these is not a member read.
    static func localNames(in lines: [String]) -> Set<String> {
        let patterns = [
            #/(?:let|var)\s+\(?([a-z_]\w*)/#, #/([a-z_]\w*)\s*:\s*[A-Z\[(@]/#,
            #/\{\s*(?:\[[^\]]*\])?\s*\(?([a-z_]\w*(?:\s*,\s*[a-z_]\w*)*)\)?\s+in\b/#,
        ]
        var names: Set<String> = []
        for line in lines {
            for pattern in patterns {
                for match in line.matches(of: pattern) {
                    for name in match.output.1.split(separator: ",") {
                        names.insert(name.trimmingCharacters(in: .whitespaces))
                    }
                }
            }
        }
        return names
    }

    /// Whether `text` declares a host: a class that inherits the headless controller's members, so
    /// that a bare name in it can be one of them.
    static func declaresHost(_ text: String) -> Bool {
        text.contains(#/class \w+(?:<[^>]*>)?: (?:HeadlessViewController|HeadlessContainerViewController<)/#)
    }

    /// Each line of `text` that reads a member, with the member.
    func reads(in text: String) throws -> [String] {
        let lines = Self.code(text)
        let isHost = Self.declaresHost(text)
        let locals = Self.localNames(in: lines)
        var found: [String] = []
        for (number, line) in lines.enumerated() {
            for member in members.sorted(by: { $0.name < $1.name }) where try reads(member, in: line, isHost, locals) {
                let shown = line.trimmingCharacters(in: .whitespaces)
                found.append("line \(number + 1): \(member.name)\(member.isMethod ? "(…)" : "") in `\(shown)`")
            }
        }
        return found
    }

    private func reads(_ member: Member, in line: String, _ isHost: Bool, _ locals: Set<String>) throws -> Bool {
        guard line.contains(member.name) else { return false }
        let name = NSRegularExpression.escapedPattern(for: member.name)
        let call = member.isMethod ? #"\s*\("# : #"(?!\s*\()"#
        // `x.name`, `x?.name`, `f().name`, `a[i].name`, `$0.name` — but not `Type.name`, a static
        // member or an enum case of another type.
        // `(?!\w)`, not `\b`: Unicode word boundaries do not fall between `a.b`.
        for match in line.matches(of: try Regex(#"(\$?\w+|[)\]?!])\."# + name + #"(?!\w)"# + call)) {
            guard let receiver = match.output[1].range else { continue }
            let isType =
                line[receiver].first?.isUppercase == true
                && (receiver.lowerBound == line.startIndex || line[line.index(before: receiver.lowerBound)] != ".")
            if !isType { return true }
        }
        // A bare `name` in a host, unless the file declares that name itself.
        guard isHost, !locals.contains(member.name) else { return false }
        return line.contains(try Regex(#"(?:^|[^\w.$])"# + name + #"(?!\w)"# + call))
    }
}
