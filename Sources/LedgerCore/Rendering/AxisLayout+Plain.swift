extension AxisLayout {
    /// Writes a bill's lines to `out` exactly as ``TextStyle/render(_:into:)`` writes the lines of
    /// ``billLines(_:in:_:)``: without colour, a bill whose note fits on its line and whose id starts
    /// with printable ASCII is written straight into the bytes, with no line built; any other through
    /// ``billLines(_:in:_:)`` in `scratch`. A month of thousands of bills is mostly the former.
    func writeBill(_ bill: Bill, into out: inout [UInt8], scratch: inout Scratch) {
        // Not `style.color || …`: the bill captured by that autoclosure is a copy of it.
        if !style.color, bill.type != .transfer {
            if writePlain(bill, into: &out, notePiece: &scratch.note) { return }
        }
        billLines(bill, in: &scratch) { style.render($0, into: &out) }
    }

    /// ``writeBill(_:into:scratch:)`` for a bill of a month file: its line written from the file's
    /// bytes, a ``Bill`` made of it only when it needs more than one plain line.
    func writeBill(_ bill: StoredBookBill, into out: inout [UInt8], scratch: inout Scratch) {
        if !style.color, bill.type != .transfer {
            if writePlain(bill, into: &out, notePiece: &scratch.note) { return }
        }
        billLines(bill.stored.pointee.bill(book: bill.book), in: &scratch) { style.render($0, into: &out) }
    }

    /// The bill's one line written into `out` without colour, its trailing spaces left out; `false`,
    /// with nothing written, when it would need more: a note on a line of its own, an id to clean,
    /// or a line too wide that ``TextStyle/render(_:into:)`` would cut. `notePiece` is a buffer to
    /// reuse for the note as it is shown.
    private func writePlain(_ bill: some BillRecord, into out: inout [UInt8], notePiece: inout [UInt8])
        -> Bool
    {
        guard bill.photo == nil else {
            let note = bill.noteText?.withBytes { String(decoding: $0, as: UTF8.self) } ?? ""
            return writePlain(bill, note: "📷 " + note, into: &out, notePiece: &notePiece)
        }
        guard let note = bill.noteText else {
            return writePlain(bill, note: "", into: &out, notePiece: &notePiece)
        }
        return writePlain(bill, note: note, into: &out, notePiece: &notePiece)
    }

    /// ``writePlain(_:into:notePiece:)`` with the note as shown (after a photo's 📷).
    private func writePlain(
        _ bill: some BillRecord, note: some BillText, into out: inout [UInt8], notePiece: inout [UInt8]
    ) -> Bool {
        let side = bill.type == .income ? left : right
        let noteIsEmpty = note.withBytes { $0.isEmpty }
        let noteInline =
            !noteIsEmpty
            && (side.noteWidth >= AxisLayout.minimumNoteWidth
                || note.withBytes { TextWidth.of(String(decoding: $0, as: UTF8.self)) } <= side.noteWidth)
        guard noteInline || noteIsEmpty else { return false }
        let start = out.count
        var width = 0
        if showsIDs {
            // The id's first 8 bytes, when they are its first 8 characters and need no cleaning.
            let written = bill.id.withBytes { id in
                for byte in id.prefix(9) where byte < 0x20 || byte >= 0x7F { return false }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: id.prefix(8)))
                width = min(8, id.count)
                return true
            }
            guard written else { return false }
        }
        func pad(to column: Int) {
            guard column > width else { return }
            out.appendSpaces(column - width)
            width = column
        }
        func appendAxis() {
            out.append(contentsOf: [0xE2, 0x94, 0x82, 0x20])  // "│ "
            width += 2
        }
        func appendGap() {
            out.append(contentsOf: gapBytes)
            width += gapBytes.count
        }
        let gapWidth = gapBytes.count
        let title = side.title(bill.category)
        let amountColumns = AxisLayout.columns(of: bill.amount)
        let amountPad = side.amountWidth - amountColumns
        func appendAmount() {
            out.append(amount: bill.amount, columns: amountColumns)
            width += amountColumns
        }
        let noteColumns = noteInline ? self.notePiece(note, of: bill.type, into: &notePiece) : 0
        if bill.type == .expense {
            pad(to: axis)
            appendAxis()
            out.append(contentsOf: title.bytes)
            width += title.width
            appendGap()
            pad(to: width + amountPad)
            appendAmount()
            if noteInline {
                out.append(contentsOf: notePiece)
                width += noteColumns
            }
        } else {
            pad(to: axis - 1 - (noteColumns + side.amountWidth + gapWidth + title.width))
            if noteInline {
                out.append(contentsOf: notePiece)
                width += noteColumns
            }
            pad(to: width + amountPad)
            appendAmount()
            appendGap()
            out.append(contentsOf: title.bytes)
            width += title.width
            pad(to: axis)
            appendAxis()
        }
        guard width <= style.width else {
            out.removeSubrange(start...)
            return false
        }
        while out.count > start, out[out.count - 1] == UInt8(ascii: " ") { out.removeLast() }
        out.append(UInt8(ascii: "\n"))
        return true
    }

    /// The note of a bill of `type` cut to its side's column, with the gap on the axis's side of
    /// it, written into `piece` as ``TextLine`` adds it (control characters shown as `?`); returns
    /// its columns. A note of printable ASCII, the common case, is cut as bytes, with no `String`
    /// made.
    private func notePiece(_ note: some BillText, of type: BillType, into piece: inout [UInt8]) -> Int {
        let width = (type == .income ? left : right).noteWidth
        piece.removeAll(keepingCapacity: true)
        let ascii = note.withBytes { bytes -> Int? in
            guard let columns = TextWidth.printableASCIIWidth(bytes) else { return nil }
            if type == .expense { piece.append(contentsOf: gapBytes) }
            // As ``TextWidth/truncate(_:to:)`` cuts printable ASCII: one column a byte.
            if columns <= width {
                piece.append(contentsOf: bytes)
            } else if width > 0 {
                piece.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<(width - 1)]))
                piece.append(contentsOf: "…".utf8)
            }
            if type == .income { piece.append(contentsOf: gapBytes) }
            return gapBytes.count + max(0, min(columns, width))
        }
        if let columns = ascii { return columns }
        let gap = style.gap
        let truncated = TextWidth.truncate(note.withBytes { String(decoding: $0, as: UTF8.self) }, to: width)
        let text = TextWidth.printable(type == .expense ? gap + truncated : truncated + gap)
        piece.append(contentsOf: text.utf8)
        return TextWidth.of(text)
    }
}

extension [UInt8] {
    /// Appends `amount` as ``Money/description`` writes it, its digits straight into the bytes;
    /// `columns` is its width, ``AxisLayout/columns(of:)``.
    fileprivate mutating func append(amount: Money, columns: Int) {
        let start = count
        appendSpaces(columns)
        var rest = amount.cents.magnitude
        var index = start + columns - 1
        func digit() {
            self[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            index -= 1
        }
        digit()
        digit()
        self[index] = UInt8(ascii: ".")
        index -= 1
        repeat { digit() } while rest > 0
        if amount.cents < 0 { self[index] = UInt8(ascii: "-") }
    }
}
