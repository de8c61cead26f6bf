import Foundation

/// One-line descriptions of JSON decoding failures, with the coding path (`bills[3].amount`).
enum DecodingErrorText {
    static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .typeMismatch(let type, let context):
            return "at '\(path(context.codingPath))': expected \(name(of: type))"
        case .valueNotFound(let type, let context):
            return "at '\(path(context.codingPath))': expected \(name(of: type)), found null"
        case .keyNotFound(let key, let context):
            return "at '\(path(context.codingPath + [key]))': the field is missing"
        case .dataCorrupted(let context):
            if context.codingPath.isEmpty { return "not valid JSON (\(syntaxDetail(context)))" }
            return "at '\(path(context.codingPath))': \(context.debugDescription)"
        @unknown default:
            return String(describing: error)
        }
    }

    /// `bills[3].amount` for a coding path.
    static func path(_ keys: [any CodingKey]) -> String {
        var out = ""
        for key in keys {
            if let index = key.intValue {
                out += "[\(index)]"
            } else {
                out += (out.isEmpty ? "" : ".") + key.stringValue
            }
        }
        return out.isEmpty ? "top level" : out
    }

    private static func syntaxDetail(_ context: DecodingError.Context) -> String {
        let underlying = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
        return underlying ?? context.debugDescription
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type, is Int64.Type: return "a whole number"
        case is Bool.Type: return "true or false"
        default:
            let text = String(describing: type)
            if text.hasPrefix("Array") { return "an array" }
            if text.hasPrefix("Dictionary") { return "an object" }
            return "a value of type \(text)"
        }
    }
}
