// Reading JSON text into a `StoredJSON` tree. The store parses files itself, rather than through
// `JSONSerialization`, so that numbers keep their exact text and syntax errors can be described
// with a line and column in the library's own words.

extension StoredJSON {
    /// The deepest nesting accepted; deeper input is refused rather than overflowing the stack.
    static let maximumDepth = 512

    /// Parses one JSON value (RFC 8259), surrounded by optional white space and an optional
    /// UTF-8 byte order mark.
    ///
    /// - Throws: ``JSONSyntaxError`` describing the first problem and where it is.
    static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> StoredJSON {
        var parser = JSONParser(bytes: bytes)
        return try parser.parseDocument()
    }
}

/// Why some bytes are not a JSON document, and where.
struct JSONSyntaxError: Error, Equatable {
    /// What is wrong, as a phrase ("expected ':' after an object key").
    let problem: String
    /// 1-based line and column of the offending byte (or of the end of the input).
    let line: Int
    let column: Int
    /// Whether the input stopped in the middle of a value, as a file cut off mid-write does.
    let endedEarly: Bool
}

private struct JSONParser {
    let bytes: [UInt8]
    var position = 0
    var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            position = 3
        }
    }

    mutating func parseDocument() throws(JSONSyntaxError) -> StoredJSON {
        skipWhitespace()
        let value = try parseValue()
        skipWhitespace()
        guard position == bytes.count else {
            throw failure("unexpected \(describeCurrentByte()) after the end of the JSON value")
        }
        return value
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> StoredJSON {
        guard let byte = currentByte else { throw failure("expected a value") }
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw failure("expected a value, found \(describeCurrentByte())")
        }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> StoredJSON {
        try enterNesting()
        defer { depth -= 1 }
        position += 1
        var members: [String: StoredJSON] = [:]
        skipWhitespace()
        if currentByte == UInt8(ascii: "}") {
            position += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard currentByte == UInt8(ascii: "\"") else {
                throw failure("expected a quoted object key, found \(describeCurrentByte())")
            }
            let key = try parseString()
            skipWhitespace()
            guard currentByte == UInt8(ascii: ":") else {
                throw failure("expected ':' after the key \"\(key)\", found \(describeCurrentByte())")
            }
            position += 1
            skipWhitespace()
            members[key] = try parseValue()
            skipWhitespace()
            switch currentByte {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "}"):
                position += 1
                return .object(members)
            default: throw failure("expected ',' or '}' in an object, found \(describeCurrentByte())")
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> StoredJSON {
        try enterNesting()
        defer { depth -= 1 }
        position += 1
        var elements: [StoredJSON] = []
        skipWhitespace()
        if currentByte == UInt8(ascii: "]") {
            position += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try parseValue())
            skipWhitespace()
            switch currentByte {
            case UInt8(ascii: ","): position += 1
            case UInt8(ascii: "]"):
                position += 1
                return .array(elements)
            default: throw failure("expected ',' or ']' in an array, found \(describeCurrentByte())")
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        position += 1  // the opening quote
        var utf8: [UInt8] = []
        while true {
            guard let byte = currentByte else { throw failure("a string is not closed") }
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                guard isValidUTF8(utf8) else { throw failure("a string is not valid UTF-8") }
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                try parseEscape(into: &utf8)
            case 0..<0x20:
                throw failure("a control character must be escaped inside a string")
            default:
                utf8.append(byte)
                position += 1
            }
        }
    }

    private mutating func parseEscape(into utf8: inout [UInt8]) throws(JSONSyntaxError) {
        guard let escaped = currentByte else { throw failure("a string is not closed") }
        position += 1
        let simple: UInt8? =
            switch escaped {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): escaped
            case UInt8(ascii: "b"): 0x08
            case UInt8(ascii: "f"): 0x0C
            case UInt8(ascii: "n"): 0x0A
            case UInt8(ascii: "r"): 0x0D
            case UInt8(ascii: "t"): 0x09
            default: nil
            }
        if let simple {
            utf8.append(simple)
            return
        }
        guard escaped == UInt8(ascii: "u") else {
            position -= 1
            throw failure("unknown escape sequence '\\\(Character(Unicode.Scalar(escaped)))'")
        }
        var scalar = try parseHexQuad()
        if (0xD800..<0xDC00).contains(scalar) {
            // A high surrogate must be followed by an escaped low one.
            guard currentByte == UInt8(ascii: "\\"), byte(at: position + 1) == UInt8(ascii: "u") else {
                throw failure("an escaped UTF-16 surrogate is not paired")
            }
            position += 2
            let low = try parseHexQuad()
            guard (0xDC00..<0xE000).contains(low) else { throw failure("an escaped UTF-16 surrogate is not paired") }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
        }
        guard let unicode = Unicode.Scalar(scalar) else {
            throw failure("an escaped UTF-16 surrogate is not paired")
        }
        utf8.append(contentsOf: Array(String(Character(unicode)).utf8))
    }

    private mutating func parseHexQuad() throws(JSONSyntaxError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = currentByte else { throw failure("a string is not closed") }
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default: throw failure("expected four hexadecimal digits after '\\u'")
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> String {
        let start = position
        if currentByte == UInt8(ascii: "-") { position += 1 }
        guard let first = currentByte, isDigit(first) else { throw failure("expected a digit in a number") }
        position += 1
        if first != UInt8(ascii: "0") {
            skipDigits()
        }
        if currentByte == UInt8(ascii: ".") {
            position += 1
            guard let digit = currentByte, isDigit(digit) else { throw failure("expected a digit after '.'") }
            skipDigits()
        }
        if currentByte == UInt8(ascii: "e") || currentByte == UInt8(ascii: "E") {
            position += 1
            if currentByte == UInt8(ascii: "+") || currentByte == UInt8(ascii: "-") { position += 1 }
            guard let digit = currentByte, isDigit(digit) else { throw failure("expected a digit in an exponent") }
            skipDigits()
        }
        return String(decoding: bytes[start..<position], as: UTF8.self)
    }

    private mutating func parseLiteral(_ word: String, _ value: StoredJSON) throws(JSONSyntaxError) -> StoredJSON {
        for expected in word.utf8 {
            guard let byte = currentByte else { throw failure("expected '\(word)'") }
            guard byte == expected else { throw failure("expected '\(word)', found \(describeCurrentByte())") }
            position += 1
        }
        return value
    }

    private mutating func enterNesting() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= StoredJSON.maximumDepth else {
            throw failure("objects and arrays are nested more than \(StoredJSON.maximumDepth) deep")
        }
    }

    private mutating func skipWhitespace() {
        while let byte = currentByte,
            byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
                || byte == UInt8(ascii: "\t")
        {
            position += 1
        }
    }

    private mutating func skipDigits() {
        while let byte = currentByte, isDigit(byte) {
            position += 1
        }
    }

    /// `String(validating:as:)` would do, but needs macOS 15 / iOS 18.
    private func isValidUTF8(_ utf8: [UInt8]) -> Bool {
        var decoder = Unicode.UTF8()
        var iterator = utf8.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return true
            case .error: return false
            }
        }
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private var currentByte: UInt8? {
        byte(at: position)
    }

    private func byte(at index: Int) -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private func describeCurrentByte() -> String {
        guard let byte = currentByte else { return "the end of the file" }
        if (0x21..<0x7F).contains(byte) {
            return "'\(Character(Unicode.Scalar(byte)))'"
        }
        return "the byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    /// The error for the current position; at the end of the input, it says the input ended early.
    private func failure(_ problem: String) -> JSONSyntaxError {
        let end = min(position, bytes.count)
        var line = 1
        var column = 1
        for byte in bytes[..<end] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return JSONSyntaxError(problem: problem, line: line, column: column, endedEarly: position >= bytes.count)
    }
}
