import Foundation
import Switchboard
import Testing

/// Preferences with number fields of several widths, one nested, one optional, one in an array.
struct NumberWidths: Codable, Sendable, Equatable {
    var theme = "light"
    var small: Int8 = -7
    var byte: UInt8 = 7
    var count = 12
    var ratio = 0.5
    var weight: Float = 0.25
    var limit: Int8?
    var steps: [Int8] = []
    var layout = NumberLayout()
}

/// The nested value of ``NumberWidths``.
struct NumberLayout: Codable, Sendable, Equatable {
    var small: Int8 = 3
    var columns = 2
}

/// Preferences with an optional number whose default is not `nil`.
struct ScaledPreferences: Codable, Sendable, Equatable {
    var theme = "light"
    var scale: Double? = 1.5
}

/// Numbers that JSON can hold but the field's Swift type cannot: Foundation on Linux calls them
/// invalid JSON at the top level (naming no field), and `JSONSerialization` refuses a whole text for
/// one beyond every number type (`1e400`). Only the field takes its default.
@Suite("Settings stores: a number out of its field's range resets that field alone")
struct SettingsNumberRangeTests {
    /// `NumberWidths` with the theme a stored file sets, and what `change` sets.
    static func dark(_ change: (inout NumberWidths) -> Void = { _ in }) -> NumberWidths {
        var value = NumberWidths(theme: "dark")
        change(&value)
        return value
    }

    @Test(
        "a number its field's type cannot hold takes the field's default alone: the rest kept, the original kept aside, the field named",
        arguments: StoreKind.allCases,
        [
            (#"{"theme": "dark", "small": 300}"#, ["small"], dark()),
            (#"{"theme": "dark", "small": -129, "count": 5}"#, ["small"], dark { $0.count = 5 }),
            (#"{"theme": "dark", "byte": 256}"#, ["byte"], dark()),
            (#"{"theme": "dark", "byte": -1, "small": 9}"#, ["byte"], dark { $0.small = 9 }),
            (#"{"theme": "dark", "count": 1e30}"#, ["count"], dark()),
            (#"{"theme": "dark", "count": 9223372036854775808, "byte": 200}"#, ["count"], dark { $0.byte = 200 }),
            (#"{"theme": "dark", "ratio": 1e400, "count": 5}"#, ["ratio"], dark { $0.count = 5 }),
            (#"{"theme": "dark", "ratio": -1e400}"#, ["ratio"], dark()),
            (#"{"theme": "1e400", "ratio": 1e400}"#, ["ratio"], NumberWidths(theme: "1e400")),
            (#"{"theme": "dark", "weight": 1e300, "ratio": 2.5}"#, ["weight"], dark { $0.ratio = 2.5 }),
            (
                #"{"theme": "dark", "layout": {"small": 300, "columns": 4}}"#, ["layout.small"],
                dark { $0.layout.columns = 4 }
            ),
            (#"{"theme": "dark", "limit": 300}"#, ["limit"], dark()),
            (#"{"theme": "dark", "steps": [1, 300, 3]}"#, ["steps[1]"], dark { $0.steps = [1, 3] }),
            (
                #"{"theme": "dark", "small": 300, "byte": -1, "ratio": 1e400, "layout": {"small": -200, "columns": 4}}"#,
                ["ratio", "byte", "layout.small", "small"], dark { $0.layout.columns = 4 }
            ),
        ])
    func outOfRangeNumberIsRecoveredAlone(
        kind: StoreKind, sample: (contents: String, fields: [String], expected: NumberWidths)
    ) throws {
        let problems = try StorePlace(kind).expectRecovered(
            sample.contents, defaults: NumberWidths(), fields: sample.fields, expected: sample.expected)
        for problem in problems {
            guard case .invalidValue(_, let detail) = problem else {
                Issue.record("expected a value the type refuses, got \(problem)")
                continue
            }
            #expect(detail.contains("number"), "the detail says what was wrong: \(detail)")
        }
    }

    @Test(
        "an optional number beyond every number type takes the field's default, as a missing one does, not nil",
        arguments: StoreKind.allCases)
    func outsizedOptionalTakesItsDefault(kind: StoreKind) throws {
        try StorePlace(kind).expectRecovered(
            #"{"theme": "dark", "scale": -1e400}"#, defaults: ScaledPreferences(), fields: ["scale"],
            expected: ScaledPreferences(theme: "dark"))
    }

    @Test(
        "negative control: numbers at the edges of their fields' ranges load unchanged, with no problem and nothing kept aside",
        arguments: StoreKind.allCases)
    func inRangeNumbersLoadUnchanged(kind: StoreKind) throws {
        let place = try StorePlace(kind)
        let contents = #"""
            {"theme": "dark", "small": 127, "byte": 255, "count": 9223372036854775807, "ratio": 1e308,
             "weight": 3.4e38, "limit": -128, "steps": [0, 127], "layout": {"small": -128, "columns": 4}}
            """#
        try place.put(contents)

        let settings = place.settings(NumberWidths())
        settings.flush()

        #expect(settings.loadIssue == nil)
        let expected = NumberWidths(
            theme: "dark", small: 127, byte: 255, count: .max, ratio: 1e308, weight: 3.4e38, limit: -128,
            steps: [0, 127], layout: NumberLayout(small: -128, columns: 4))
        #expect(settings.value == expected)
        #expect(try place.bytes() == Data(contents.utf8), "loading never rewrites what is stored")
        #expect(try place.bytes(aside: 1) == nil, "nothing was kept aside")
    }
}
