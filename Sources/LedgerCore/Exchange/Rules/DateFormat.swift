/// How a rules file's `date-format` writes a day: `MM/DD/YYYY`, `DD/MM/YYYY`, `YYYY/MM/DD`,
/// `YYYYMMDD`, or the like with `-` or `.` between the parts. A month or day may have one digit where
/// there is a separator; a time after the date (after a space or `T`) is ignored.
package struct DateFormat: Equatable, Sendable {
    enum Part: Equatable, Sendable { case year, month, day }
    let parts: [Part]
    /// The separator between the parts, or `nil` when they follow each other (`YYYYMMDD`).
    let separator: Character?
    /// As the rules file wrote it, for messages.
    package let text: String

    /// The format `text` names, or `nil` when it is not one.
    package init?(_ text: String) {
        self.text = text
        let upper = text.uppercased()
        let separator = upper.first { $0 == "/" || $0 == "-" || $0 == "." }
        var pieces: [String] = []
        if let separator {
            pieces = upper.split(separator: separator, omittingEmptySubsequences: false).map(String.init)
        } else {
            for character in upper {  // runs of one letter: YYYYMMDD, DDMMYYYY
                if let last = pieces.last, last.last == character {
                    pieces[pieces.count - 1].append(character)
                } else {
                    pieces.append(String(character))
                }
            }
        }
        var parts: [Part] = []
        for piece in pieces {
            switch piece {
            case "YYYY": parts.append(.year)
            case "MM", "M": parts.append(.month)
            case "DD", "D": parts.append(.day)
            default: return nil
            }
        }
        guard parts.count == 3, Set(parts).count == 3 else { return nil }
        if separator == nil && pieces.contains(where: { $0.count == 1 }) { return nil }  // YYYYMD is ambiguous
        self.parts = parts
        self.separator = separator
    }

    /// The day `text` writes in this format.
    /// - Throws: ``LedgerError/invalidDate(_:reason:)``.
    func day(_ text: String) throws -> Day {
        let datePart = text.split(whereSeparator: { $0 == " " || $0 == "T" }).first.map(String.init) ?? text
        let pieces: [Substring]
        if let separator {
            pieces = datePart.split(separator: separator, omittingEmptySubsequences: false)
        } else if datePart.utf8.count == 8 {  // fixed widths: 4 for the year, 2 for the others
            var rest = Substring(datePart)
            pieces = parts.map { part in
                let piece = rest.prefix(part == .year ? 4 : 2)
                rest = rest.dropFirst(piece.count)
                return piece
            }
        } else {
            pieces = []
        }
        var year: Int?
        var month: Int?
        var day: Int?
        for (part, piece) in zip(parts, pieces) {
            let widthOK = part == .year ? piece.utf8.count == 4 : (1...2).contains(piece.utf8.count)
            guard widthOK, let value = Int(asciiDigits: piece.utf8) else { break }
            switch part {
            case .year: year = value
            case .month: month = value
            case .day: day = value
            }
        }
        guard pieces.count == 3, let year, let month, let day else {
            throw LedgerError.invalidDate(
                text, reason: Reason("the rules say dates are written {1}", self.text))
        }
        guard let value = Day(year: year, month: month, day: day) else {
            throw LedgerError.invalidDate(text, reason: "there is no such day")
        }
        return value
    }
}
