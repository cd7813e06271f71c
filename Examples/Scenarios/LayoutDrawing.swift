import Foundation
public import Switchboard

/// Draws what a window shows as character boxes: one box per child controller's view, back to
/// front, clipped to the screen; optionally coloured with ANSI escapes.
@MainActor
public struct LayoutDrawing {
    /// Points per column and per row: a 320 × 568 screen becomes 40 × 18 characters.
    static let pointsPerColumn = 8.0
    static let pointsPerRow = 32.0

    /// Whether to colour the boxes with ANSI escapes (for a terminal).
    public var ansi: Bool

    /// Creates a drawing style.
    ///
    /// - Parameter ansi: Whether to colour the boxes.
    public init(ansi: Bool) {
        self.ansi = ansi
    }

    /// The boxes `window` shows, plus a line naming what each box is.
    public func draw(_ window: HeadlessWindow) -> String {
        let columns = Int(window.frame.size.width / Self.pointsPerColumn)
        let rows = Int(window.frame.size.height / Self.pointsPerRow)
        var grid = Array(repeating: Array(repeating: Cell(character: " ", colour: nil), count: columns), count: rows)
        var legend: [String] = []
        for (index, box) in boxes(in: window).enumerated() {
            let colour = 31 + index % 6
            let left = Int((box.frame.origin.x / Self.pointsPerColumn).rounded())
            let top = Int((box.frame.origin.y / Self.pointsPerRow).rounded())
            let right = left + max(Int((box.frame.size.width / Self.pointsPerColumn).rounded()), 2) - 1
            let bottom = top + max(Int((box.frame.size.height / Self.pointsPerRow).rounded()), 2) - 1
            guard right >= 0, left < columns, bottom >= 0, top < rows else { continue }
            for row in max(top, 0)...min(bottom, rows - 1) {
                for column in max(left, 0)...min(right, columns - 1) {
                    let edgeRow = row == top || row == bottom
                    let edgeColumn = column == left || column == right
                    let character: Character =
                        edgeRow && edgeColumn ? "+" : edgeRow ? "-" : edgeColumn ? "|" : " "
                    grid[row][column] = Cell(character: character, colour: colour)
                }
            }
            let labelRow = top + 1
            if labelRow < rows, labelRow >= 0 {
                for (offset, character) in box.name.prefix(max(right - left - 1, 0)).enumerated() {
                    let column = left + 1 + offset
                    if column >= 0, column < columns {
                        grid[labelRow][column] = Cell(character: character, colour: colour)
                    }
                }
            }
            legend.append("\(box.name) \(frameText(box.frame))")
        }
        let border = "+" + String(repeating: "=", count: columns) + "+"
        var lines = [border]
        for row in grid {
            lines.append("|" + row.map(text).joined() + "|")
        }
        lines.append(border)
        lines.append("on screen: " + (legend.isEmpty ? "nothing" : legend.joined(separator: ", ")))
        return lines.joined(separator: "\n")
    }

    private struct Cell {
        var character: Character
        var colour: Int?
    }

    private struct Box {
        var name: String
        var frame: CGRect
    }

    private func text(_ cell: Cell) -> String {
        guard ansi, let colour = cell.colour, cell.character != " " else { return String(cell.character) }
        return "\u{1B}[\(colour)m\(cell.character)\u{1B}[0m"
    }

    /// Every child controller's view that is in the window and shown, in drawing order.
    private func boxes(in window: HeadlessWindow) -> [Box] {
        guard let root = window.rootViewController?.viewIfLoaded else { return [] }
        var found: [Box] = []
        func visit(_ view: HeadlessView, origin: CGPoint) {
            for subview in view.subviews where !subview.isHidden && subview.alpha > 0 {
                let frame = CGRect(
                    x: origin.x + subview.frame.origin.x, y: origin.y + subview.frame.origin.y,
                    width: subview.frame.size.width, height: subview.frame.size.height)
                if let owner = subview.nearestViewController, owner.viewIfLoaded === subview {
                    found.append(Box(name: owner.title ?? owner.debugName, frame: frame))
                }
                visit(subview, origin: frame.origin)
            }
        }
        visit(root, origin: root.frame.origin)
        return found
    }

    private func frameText(_ frame: CGRect) -> String {
        "(\(Int(frame.origin.x)),\(Int(frame.origin.y)) \(Int(frame.size.width))×\(Int(frame.size.height)))"
    }
}
