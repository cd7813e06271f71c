import Foundation
import Testing

@testable import SwitchboardContainment
@testable import SwitchboardCoordination
@testable import SwitchboardMessaging

@Suite("StoredJSON parsing and writing")
struct StoredJSONParsingTests {
    private func parse(_ text: String) throws(JSONSyntaxError) -> StoredJSON {
        try StoredJSON.parse(Array(text.utf8))
    }

    @Test(
        "valid JSON parses, keeping number text exactly",
        arguments: [
            (
                #"{"a": [1, -0.5e3, 1.50], "b": {"c": null, "d": true, "e": false}}"#,
                StoredJSON.object([
                    "a": .array([.number("1"), .number("-0.5e3"), .number("1.50")]),
                    "b": .object(["c": .null, "d": .bool(true), "e": .bool(false)]),
                ])
            ),
            ("\u{FEFF} \"x\" \n", .string("x")),
            (#""\"\\\/\b\f\n\r\t\u0041\ud83d\ude00""#, .string("\"\\/\u{08}\u{0C}\n\r\tA😀")),
            ("[]", .array([])),
            ("{}", .object([:])),
            ("0", .number("0")),
        ])
    func validJSON(text: String, expected: StoredJSON) throws {
        #expect(try parse(text) == expected)
    }

    @Test(
        "invalid JSON is refused with the position and whether the text ended early",
        arguments: [
            ("01", "unexpected '1' after the end of the JSON value", 1, 2, false),
            ("-", "expected a digit in a number", 1, 2, true),
            ("1.", "expected a digit after '.'", 1, 3, true),
            ("[1,]", "expected a value, found ']'", 1, 4, false),
            ("{\"a\" 1}", "expected ':' after the key \"a\", found '1'", 1, 6, false),
            ("\"\\x\"", "unknown escape sequence '\\x'", 1, 3, false),
            ("\"\\ud83d\"", "an escaped UTF-16 surrogate is not paired", 1, 8, false),
            ("\"a\nb\"", "a control character must be escaped inside a string", 1, 3, false),
            ("{\n  \"a\": tru", "expected 'true'", 2, 11, true),
            ("[1] x", "unexpected 'x' after the end of the JSON value", 1, 5, false),
        ])
    func invalidJSON(text: String, problem: String, line: Int, column: Int, endedEarly: Bool) {
        #expect(throws: JSONSyntaxError(problem: problem, line: line, column: column, endedEarly: endedEarly)) {
            try parse(text)
        }
    }

    @Test("nesting deeper than the limit is refused instead of overflowing the stack")
    func deepNesting() throws {
        let limit = StoredJSON.maximumDepth
        #expect(throws: JSONSyntaxError.self) { try parse(String(repeating: "[", count: limit + 1)) }
        let deepest = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        #expect(try parse(deepest) != .null, "exactly the limit is fine (negative control)")
    }

    @Test("written text parses back to the same tree, with sorted keys and escapes")
    func writeThenParse() throws {
        let tree = StoredJSON.object([
            "z": .array([.number("1e3"), .null]), "a": .string("line\nbreak \u{01} \"q\""),
            "m": .object(["k": .bool(false)]), "e": .object([:]),
        ])
        let text = tree.prettyPrinted
        #expect(try parse(text) == tree)
        #expect(try parse(tree.description) == tree)
        let keys = ["\"a\"", "\"e\"", "\"m\"", "\"z\""].compactMap { text.range(of: $0)?.lowerBound }
        #expect(keys == keys.sorted() && keys.count == 4, "keys are written in sorted order")
    }
}
