import Foundation
import Switchboard
import Testing

@Suite("ChildID")
struct ChildIDTests {
    @Test("a string literal and init(_:) make equal identifiers with the same raw value and description")
    func literalAndInitializerAgree() {
        let literal: ChildID = "menu"
        let built = ChildID("menu")
        #expect(literal == built)
        #expect(literal.hashValue == built.hashValue)
        #expect(built.rawValue == "menu")
        #expect(built.description == "menu")
        #expect(ChildID("menu") != ChildID("profile"))
    }

    @Test("encodes as a bare JSON string and decodes back", arguments: ["main", "", "with \"quotes\" and ünïcode"])
    func codableRoundTrip(name: String) throws {
        let id = ChildID(name)
        let data = try JSONEncoder().encode(id)
        #expect(try JSONDecoder().decode(String.self, from: data) == name)
        #expect(try JSONDecoder().decode(ChildID.self, from: data) == id)
    }

    @Test("decoding something other than a string throws")
    func rejectsNonString() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(ChildID.self, from: Data(#"{"rawValue":"menu"}"#.utf8))
        }
    }
}
