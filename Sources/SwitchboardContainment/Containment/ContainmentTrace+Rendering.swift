extension ContainmentTrace {
    /// One numbered line per event: `3. red: willMove(toParent: container)`.
    public var plainText: String {
        events.enumerated()
            .map { index, event in "\(index + 1). \(event)" }
            .joined(separator: "\n")
    }

    /// The events as a Mermaid `sequenceDiagram`: one participant per controller in order of first
    /// appearance, an arrow from subject to counterpart (or to itself), and a note for each
    /// violation.
    public var mermaidSequenceDiagram: String {
        var participants: [String] = []
        func note(_ name: String) {
            if !participants.contains(name) { participants.append(name) }
        }
        var lines: [String] = []
        for event in events {
            note(event.subject)
            let subject = Self.mermaidIdentifier(event.subject)
            if case .violation = event {
                lines.append("    Note over \(subject): \(Self.mermaidLabel(event.action))")
                continue
            }
            let target = event.counterpart ?? event.subject
            note(target)
            lines.append("    \(subject)->>\(Self.mermaidIdentifier(target)): \(Self.mermaidLabel(event.action))")
        }
        let declarations = participants.map {
            "    participant \(Self.mermaidIdentifier($0)) as \(Self.mermaidLabel($0))"
        }
        return (["sequenceDiagram"] + declarations + lines).joined(separator: "\n")
    }

    /// Letters, digits and underscores only, never starting with a digit.
    static func mermaidIdentifier(_ name: String) -> String {
        let safe = String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
        guard let first = safe.first, !first.isNumber else { return "p_" + safe }
        return safe
    }

    /// Removes the characters Mermaid treats as syntax inside a message (`;`, `#`, newlines).
    static func mermaidLabel(_ text: String) -> String {
        String(
            text.map { character -> Character in
                switch character {
                case ";": return ","
                case "#": return "+"
                case "\n", "\r": return " "
                default: return character
                }
            })
    }
}
