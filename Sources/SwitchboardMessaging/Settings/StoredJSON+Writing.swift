// Writing a `StoredJSON` tree as JSON text: sorted keys, so files diff well, and numbers
// exactly as they were read.

extension StoredJSON {
    /// The value as pretty-printed JSON text with sorted keys, ending in a newline.
    var prettyPrinted: String {
        var text = ""
        write(to: &text, indent: 0)
        text.append("\n")
        return text
    }

    /// Appends the value to `text`; `indent` is the current depth, or `nil` for compact output.
    func write(to text: inout String, indent: Int?) {
        switch self {
        case .object(let members):
            guard !members.isEmpty else {
                text.append("{}")
                return
            }
            text.append("{")
            for (offset, key) in members.keys.sorted().enumerated() {
                if offset > 0 { text.append(",") }
                Self.breakLine(&text, indent: indent.map { $0 + 1 })
                Self.writeString(key, to: &text)
                text.append(indent == nil ? ":" : " : ")
                members[key]?.write(to: &text, indent: indent.map { $0 + 1 })
            }
            Self.breakLine(&text, indent: indent)
            text.append("}")
        case .array(let elements):
            guard !elements.isEmpty else {
                text.append("[]")
                return
            }
            text.append("[")
            for (offset, element) in elements.enumerated() {
                if offset > 0 { text.append(",") }
                Self.breakLine(&text, indent: indent.map { $0 + 1 })
                element.write(to: &text, indent: indent.map { $0 + 1 })
            }
            Self.breakLine(&text, indent: indent)
            text.append("]")
        case .string(let string):
            Self.writeString(string, to: &text)
        case .number(let literal):
            text.append(literal)
        case .bool(let flag):
            text.append(flag ? "true" : "false")
        case .null:
            text.append("null")
        }
    }

    private static func breakLine(_ text: inout String, indent: Int?) {
        guard let indent else { return }
        text.append("\n")
        text.append(String(repeating: "  ", count: indent))
    }

    private static func writeString(_ string: String, to text: inout String) {
        text.append("\"")
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text.append("\\\"")
            case "\\": text.append("\\\\")
            case "\n": text.append("\\n")
            case "\r": text.append("\\r")
            case "\t": text.append("\\t")
            case "\u{08}": text.append("\\b")
            case "\u{0C}": text.append("\\f")
            case "\u{00}"..."\u{1F}":
                let hex = String(scalar.value, radix: 16, uppercase: true)
                text.append("\\u" + String(repeating: "0", count: 4 - hex.count) + hex)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text.append("\"")
    }
}
