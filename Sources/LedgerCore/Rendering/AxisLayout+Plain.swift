extension AxisLayout {
    /// Writes a bill's lines to `out` exactly as ``TextStyle/render(_:into:)`` writes the lines of
    /// ``billLines(_:in:_:)``: without colour, a bill whose note fits on its line and whose id starts
    /// with printable ASCII is written straight into the bytes, with no line built; any other through
    /// ``billLines(_:in:_:)`` in `scratch`. A month of thousands of bills is mostly the former.
    func writeBill(_ bill: Bill, into out: inout [UInt8], scratch: inout Scratch) {
        // Not `style.color || …`: the bill captured by that autoclosure is a copy of it.
        if !style.color, bill.type != .transfer {
            if writePlain(bill, into: &out, scratch: &scratch) { return }
        }
        billLines(bill, in: &scratch) { style.render($0, into: &out) }
    }

    /// ``writeBill(_:into:scratch:)`` for a bill of a month file: its line written from the file's
    /// bytes, a ``Bill`` made of it only when it needs more than one plain line.
    func writeBill(_ bill: StoredBookBill, into out: inout [UInt8], scratch: inout Scratch) {
        if !style.color, bill.type != .transfer {
            if writePlain(bill, into: &out, scratch: &scratch) { return }
        }
        billLines(bill.stored.pointee.bill(book: bill.book), in: &scratch) { style.render($0, into: &out) }
    }

    /// The bill's one line written into `out` without colour, its trailing spaces left out; `false`,
    /// with nothing written, when it would need more: a note on a line of its own, an id to clean,
    /// or a line too wide that ``TextStyle/render(_:into:)`` would cut. The note as it is shown and
    /// the line are laid out in `scratch`'s buffers.
    private func writePlain(_ bill: some BillRecord, into out: inout [UInt8], scratch: inout Scratch) -> Bool
    {
        guard bill.photo == nil else {
            let note = bill.noteText?.withBytes { String(decoding: $0, as: UTF8.self) } ?? ""
            return writePlain(bill, note: "📷 " + note, into: &out, scratch: &scratch)
        }
        guard let note = bill.noteText else {
            return writePlain(bill, note: "", into: &out, scratch: &scratch)
        }
        return writePlain(bill, note: note, into: &out, scratch: &scratch)
    }

    /// ``writePlain(_:into:scratch:)`` with the note as shown (after a photo's 📷).
    private func writePlain(
        _ bill: some BillRecord, note: some BillText, into out: inout [UInt8], scratch: inout Scratch
    ) -> Bool {
        note.withBytes { writePlain(bill, noteBytes: $0, into: &out, scratch: &scratch) }
    }

    /// ``writePlain(_:into:scratch:)`` with the note's bytes as shown. A note of printable ASCII, the
    /// common case, is cut as bytes and copied straight into the line; any other is cut and cleaned
    /// as text in `scratch` (``notePiece(_:of:into:)``).
    private func writePlain(
        _ bill: some BillRecord, noteBytes: UnsafeBufferPointer<UInt8>, into out: inout [UInt8],
        scratch: inout Scratch
    ) -> Bool {
        let side = bill.type == .income ? left : right
        let ascii = TextWidth.printableASCIIWidth(noteBytes)
        let noteInline =
            !noteBytes.isEmpty
            && (side.noteWidth >= AxisLayout.minimumNoteWidth
                || (ascii ?? TextWidth.of(String(decoding: noteBytes, as: UTF8.self))) <= side.noteWidth)
        guard noteInline || noteBytes.isEmpty else { return false }
        let gap = gapBytes.count
        // The note as shown: `shown` and an ellipsis, as ``TextWidth/truncate(_:to:)`` cuts printable
        // ASCII (one column a byte), with the gap on the axis's side; or the text in `scratch.note`.
        var shown = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
        var ellipsis = false
        var noteColumns = 0
        if noteInline, let columns = ascii {
            if columns <= side.noteWidth {
                shown = noteBytes
            } else if side.noteWidth > 0 {
                shown = UnsafeBufferPointer(rebasing: noteBytes[..<(side.noteWidth - 1)])
                ellipsis = true
            }
            noteColumns = gap + max(0, min(columns, side.noteWidth))
        } else if noteInline {
            noteColumns = notePiece(noteBytes, of: bill.type, into: &scratch.note)
        }
        let asText = noteInline && ascii == nil
        let title = side.titleCell(bill.category)
        let amountColumns = AxisLayout.columns(of: bill.amount)
        let amountPad = max(0, side.amountWidth - amountColumns)
        // The line is laid into a buffer of spaces that its pieces and pads cannot pass, then copied
        // out once up to its last character: a pad is a step over spaces, a piece one copy.
        let room =
            8 + 2 * axis + 4 + title.count + 2 * gap + amountPad + amountColumns
            + (asText ? scratch.note.count : gap + shown.count + 3)
        if scratch.plainLine.count <= room {
            scratch.plainLine = Array(repeating: UInt8(ascii: " "), count: max(room + 1, 512))
        }
        let notePiece = asText ? scratch.note : []
        let end = notePiece.withUnsafeBufferPointer { notePiece in
            side.titleBytes.withUnsafeBufferPointer { titles in
                gapBytes.withUnsafeBufferPointer { gapBytes in
                    scratch.plainLine.withUnsafeMutableBufferPointer { buffer -> Int? in
                        guard let base = buffer.baseAddress else { return nil }
                        var line = PlainLine(bytes: base)
                        // The spaces back for the next line (and the line's end, one past it at most).
                        defer { base.update(repeating: UInt8(ascii: " "), count: line.position + 1) }
                        if showsIDs {
                            // The id's first 8 bytes, when they are its first 8 characters and need no cleaning.
                            let written = bill.id.withBytes { id in
                                for byte in id.prefix(9) where byte < 0x20 || byte >= 0x7F { return false }
                                line.put(
                                    UnsafeBufferPointer(rebasing: id.prefix(8)), columns: min(8, id.count))
                                return true
                            }
                            guard written else { return nil }
                        }
                        let titleBytes = UnsafeBufferPointer(
                            rebasing: titles[title.start..<(title.start + title.count)])
                        if bill.type == .expense {
                            line.pad(to: axis)
                            line.putAxis()
                            line.put(titleBytes, columns: title.width)
                            line.put(gapBytes, columns: gap)
                            line.pad(to: line.width + amountPad)
                            line.put(bill.amount, columns: amountColumns)
                            if asText {
                                line.put(notePiece, columns: noteColumns)
                            } else if noteInline {
                                line.put(gapBytes, columns: gap)
                                line.put(shown, columns: shown.count)
                                if ellipsis { line.putEllipsis() }
                            }
                        } else {
                            line.pad(to: axis - 1 - (noteColumns + side.amountWidth + gap + title.width))
                            if asText {
                                line.put(notePiece, columns: noteColumns)
                            } else if noteInline {
                                line.put(shown, columns: shown.count)
                                if ellipsis { line.putEllipsis() }
                                line.put(gapBytes, columns: gap)
                            }
                            line.pad(to: line.width + amountPad)
                            line.put(bill.amount, columns: amountColumns)
                            line.put(gapBytes, columns: gap)
                            line.put(titleBytes, columns: title.width)
                            line.pad(to: axis)
                            line.putAxis()
                        }
                        guard line.width <= style.width else { return nil }
                        var end = line.position
                        while end > 0, base[end - 1] == UInt8(ascii: " ") { end -= 1 }
                        base[end] = UInt8(ascii: "\n")
                        out.append(contentsOf: UnsafeBufferPointer(start: base, count: end + 1))
                        return end
                    }
                }
            }
        }
        return end != nil
    }

    /// The note of a bill of `type` cut to its side's column, with the gap on the axis's side of
    /// it, written into `piece` as ``TextLine`` adds it (control characters shown as `?`); returns
    /// its columns. For a note that is not all printable ASCII (which is cut as bytes, in the line).
    private func notePiece(_ note: UnsafeBufferPointer<UInt8>, of type: BillType, into piece: inout [UInt8])
        -> Int
    {
        let width = (type == .income ? left : right).noteWidth
        piece.removeAll(keepingCapacity: true)
        let gap = style.gap
        let truncated = TextWidth.truncate(String(decoding: note, as: UTF8.self), to: width)
        let text = TextWidth.printable(type == .expense ? gap + truncated : truncated + gap)
        piece.append(contentsOf: text.utf8)
        return TextWidth.of(text)
    }
}

/// A line of the plain timeline laid into spaces: a piece is copied in at ``position`` (bytes),
/// a pad steps over the spaces; ``width`` counts its columns.
private struct PlainLine {
    let bytes: UnsafeMutablePointer<UInt8>
    var position = 0
    var width = 0

    /// Copies `piece`, `columns` wide.
    @inline(__always)
    mutating func put(_ piece: UnsafeBufferPointer<UInt8>, columns: Int) {
        if let source = piece.baseAddress {
            if piece.count <= 16 {
                // A title, a gap, an id: a call to `memmove` costs more than the bytes.
                for index in 0..<piece.count { bytes[position + index] = source[index] }
            } else {
                (bytes + position).update(from: source, count: piece.count)
            }
        }
        position += piece.count
        width += columns
    }

    /// Steps over spaces to `column`, if not there yet.
    @inline(__always)
    mutating func pad(to column: Int) {
        guard column > width else { return }
        position += column - width
        width = column
    }

    /// The axis and the space after it, `│ `.
    @inline(__always)
    mutating func putAxis() {
        putSymbol(0xE2, 0x94, 0x82)
        pad(to: width + 1)
    }

    /// A cut note's `…`.
    @inline(__always)
    mutating func putEllipsis() { putSymbol(0xE2, 0x80, 0xA6) }

    /// A symbol of three UTF-8 bytes, one column wide.
    @inline(__always)
    private mutating func putSymbol(_ first: UInt8, _ second: UInt8, _ third: UInt8) {
        bytes[position] = first
        bytes[position + 1] = second
        bytes[position + 2] = third
        position += 3
        width += 1
    }

    /// `amount` as ``Money/description`` writes it, `columns` wide, its digits from the last.
    @inline(__always)
    mutating func put(_ amount: Money, columns: Int) {
        var rest = amount.cents.magnitude
        var index = position + columns - 1
        repeat {
            bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            index -= 1
        } while index > position + columns - 3
        bytes[index] = UInt8(ascii: ".")
        index -= 1
        repeat {
            bytes[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            index -= 1
        } while rest > 0
        if amount.cents < 0 { bytes[index] = UInt8(ascii: "-") }
        position += columns
        width += columns
    }
}
