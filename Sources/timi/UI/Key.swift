/// A key pressed on the terminal, decoded from the bytes it sent.
enum Key: Equatable {
    case character(Character)
    case up, down, left, right, home, end
    case enter, tab, backTab, escape, backspace
    /// Ctrl-C (in raw mode it is a key, not a signal).
    case interrupt
    /// A sequence timi does not use (function keys, mouse reports, other control keys).
    case unknown

    /// The keys in `bytes`, one read's worth: a lone ESC is Escape; `ESC [ …` and `ESC O …` are
    /// decoded as the cursor keys, Home, End and Shift-Tab; text is decoded as UTF-8 (invalid bytes
    /// become U+FFFD, which no field accepts).
    static func keys(in bytes: [UInt8]) -> [Key] {
        var keys: [Key] = []
        var index = 0
        var text: [UInt8] = []
        func flushText() {
            keys += String(decoding: text, as: UTF8.self).map { Key.character($0) }
            text.removeAll()
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte >= 0x20 && byte != 0x7F {
                text.append(byte)
                continue
            }
            flushText()
            switch byte {
            case 0x1B:
                let (key, length) = escape(bytes[index...])
                keys.append(key)
                index += length
            case 0x0D, 0x0A: keys.append(.enter)
            case 0x09: keys.append(.tab)
            case 0x7F, 0x08: keys.append(.backspace)
            case 0x03: keys.append(.interrupt)
            default: keys.append(.unknown)
            }
        }
        flushText()
        return keys
    }

    /// The key an ESC followed by `rest` is, and how many bytes of `rest` it takes.
    private static func escape(_ rest: ArraySlice<UInt8>) -> (Key, Int) {
        guard let first = rest.first, first == UInt8(ascii: "[") || first == UInt8(ascii: "O") else {
            return (.escape, 0)
        }
        // Parameters (digits and ';') then one final byte in 0x40...0x7E.
        var length = 1
        for byte in rest.dropFirst() {
            length += 1
            guard (0x40...0x7E).contains(byte) else { continue }
            let parameters = String(decoding: rest.dropFirst().prefix(length - 2), as: UTF8.self)
            return (final(byte, parameters: parameters), length)
        }
        return (.escape, 0)
    }

    private static func final(_ byte: UInt8, parameters: String) -> Key {
        switch (byte, parameters) {
        case (UInt8(ascii: "A"), _): return .up
        case (UInt8(ascii: "B"), _): return .down
        case (UInt8(ascii: "C"), _): return .right
        case (UInt8(ascii: "D"), _): return .left
        case (UInt8(ascii: "H"), _), (UInt8(ascii: "~"), "1"), (UInt8(ascii: "~"), "7"): return .home
        case (UInt8(ascii: "F"), _), (UInt8(ascii: "~"), "4"), (UInt8(ascii: "~"), "8"): return .end
        case (UInt8(ascii: "Z"), _): return .backTab
        default: return .unknown
        }
    }
}
