import Foundation
import Switchboard

// Successive versions of an app's preferences, all with synthesized `Codable`: what a user's
// app looks like when it adds, removes and renames fields between releases.

/// The first release: two fields.
struct PreferencesV1: Codable, Sendable, Equatable {
    var theme = "light"
    var fontSize = 12
}

/// The second release adds fields, one of them nested and one optional.
struct PreferencesV2: Codable, Sendable, Equatable {
    var theme = "light"
    var fontSize = 12
    var showsToolbar = true
    var window = WindowFrame()
    var nickname: String?
    /// An optional whose default is not `nil`: clearing it must survive a relaunch.
    var signature: String? = "Sent with Switchboard"
}

/// A nested value of the second release.
struct WindowFrame: Codable, Sendable, Equatable {
    var width = 800
    var height = 600
}

/// The third release, as a newer app would have written it: more fields, nested ones too.
struct PreferencesV3: Codable, Sendable, Equatable {
    var theme = "light"
    var fontSize = 12
    var showsToolbar = true
    var window = WindowFrameV3()
    var nickname: String?
    var signature: String? = "Sent with Switchboard"
    var accentColor = "blue"
}

/// The nested value of the third release, with a field the second does not know.
struct WindowFrameV3: Codable, Sendable, Equatable {
    var width = 800
    var height = 600
    var isFullScreen = false
}

/// Preferences after the rename of `dark` to `darkMode`.
struct Appearance: Codable, Sendable, Equatable {
    var darkMode = false
    var contrast = 1
}

/// Preferences holding collections: a dictionary (keys are data) and an array of values.
struct Library: Codable, Sendable, Equatable {
    var counts = ["a": 1, "b": 2]
    var bookmarks: [Bookmark] = []
}

/// An array element, with no default of its own inside the array.
struct Bookmark: Codable, Sendable, Equatable {
    var title: String
    var pinned: Bool
}

/// Preferences holding values with no default of their own: an optional one and a dictionary of them.
struct Shelf: Codable, Sendable, Equatable {
    var theme = "light"
    var pinned: Bookmark?
    var byName: [String: Bookmark] = [:]
}

extension TemporaryFolder {
    /// The file `name` in the folder, decoded with `JSONDecoder`: what another release reads.
    func decoded<Value: Decodable>(_ type: Value.Type, from name: String) throws -> Value {
        try JSONDecoder().decode(type, from: bytes(of: name))
    }

    /// The top-level members of the JSON object in the file `name`.
    func members(of name: String) throws -> [String: JSONValue] {
        let text = String(decoding: try bytes(of: name), as: UTF8.self)
        let decoded = try JSONDecoder().decode([String: JSONMember].self, from: Data(text.utf8))
        return decoded.mapValues(\.value)
    }
}

/// A JSON value as a test compares it: numbers as their integer text.
enum JSONValue: Hashable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])
}

/// Decodes any JSON member into a ``JSONValue`` for assertions about file contents.
struct JSONMember: Decodable {
    let value: JSONValue

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            value = .null
        } else if let flag = try? container.decode(Bool.self) {
            value = .bool(flag)
        } else if let number = try? container.decode(Int.self) {
            value = .number("\(number)")
        } else if let string = try? container.decode(String.self) {
            value = .string(string)
        } else if let members = try? container.decode([String: JSONMember].self) {
            value = .object(members.mapValues(\.value))
        } else {
            value = .array(try container.decode([JSONMember].self).map(\.value))
        }
    }
}

/// Every kind of field `JSONEncoder` treats specially, to prove the store reads back what it wrote.
struct FoundationFields: Codable, Sendable, Equatable {
    enum Mode: String, Codable, Sendable { case light, dark }

    var date = Date(timeIntervalSinceReferenceDate: 123_456.5)
    var url = URL(string: "https://example.com/a?b=c")
    var data = Data([0, 1, 2, 250])
    var decimal = Decimal(string: "12.345")
    var mode: Mode? = .dark
    var small: Int8 = -7
    var ratio: Float = 0.25
    var matrix = [[1, 2], [3]]
    var lookup: [Int: String] = [1: "one", 20: "twenty"]
}
