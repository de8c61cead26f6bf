/// The character data of XML: entities and character references resolved, line ends normalised
/// (XML 1.0 §2.11, §4.6). Used by ``XMLTokenizer`` for text and attribute values.
enum XMLEntities {
    /// `raw` with `&amp; &lt; &gt; &quot; &apos; &#NN; &#xNN;` resolved and CRLF or CR made LF;
    /// `nil` for another entity, an unterminated one, or a reference to no valid character.
    static func resolve(_ raw: ArraySlice<UInt8>) -> String? {
        guard raw.contains(UInt8(ascii: "&")) else { return normalizingLineEnds(raw) }
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            guard raw[index] == UInt8(ascii: "&") else {
                output.append(raw[index])
                index += 1
                continue
            }
            guard let end = raw[index...].firstIndex(of: UInt8(ascii: ";")), end - index <= 10,
                let scalar = entity(raw[(index + 1)..<end])
            else { return nil }
            output.append(contentsOf: String(Character(scalar)).utf8)
            index = end + 1
        }
        return normalizingLineEnds(output[...])
    }

    /// `raw` as a string, CRLF and lone CR made LF.
    static func normalizingLineEnds(_ raw: ArraySlice<UInt8>) -> String {
        guard raw.contains(0x0D) else { return String(decoding: raw, as: UTF8.self) }
        var output: [UInt8] = []
        output.reserveCapacity(raw.count)
        var index = raw.startIndex
        while index < raw.endIndex {
            if raw[index] == 0x0D {
                output.append(0x0A)
                if index + 1 < raw.endIndex && raw[index + 1] == 0x0A { index += 1 }
            } else {
                output.append(raw[index])
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The character of an entity name (`amp`) or character reference (`#20320`, `#x597D`).
    private static func entity(_ name: ArraySlice<UInt8>) -> Unicode.Scalar? {
        switch String(decoding: name, as: UTF8.self) {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        case let reference where reference.hasPrefix("#x"):
            return UInt32(reference.dropFirst(2), radix: 16).flatMap(character)
        case let reference where reference.hasPrefix("#"):
            return UInt32(reference.dropFirst(), radix: 10).flatMap(character)
        default: return nil
        }
    }

    /// The scalar `value`, if XML allows it as a character (not NUL, not a surrogate).
    private static func character(_ value: UInt32) -> Unicode.Scalar? {
        value == 0 ? nil : Unicode.Scalar(value)
    }
}
