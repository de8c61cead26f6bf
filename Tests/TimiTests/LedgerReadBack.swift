import Foundation

/// The whole state of a ledger as `timi` itself shows it: its books, its categories, every bill of
/// every book, each book's totals (from the month summaries), the undo history and what can be redone.
///
/// What differs between two runs of one command is left out, so that the state after a command
/// can be compared with the state after another run of it: creation times, the undo entries' times
/// and the order of their files, the ids of the bills a run made (shown as `<new>`; those of
/// `known` are kept) and which id index files they went to. Ids are checked instead: no two bills
/// share one, and none is without its random bits.
struct LedgerReadBack: Equatable {
    /// The reading commands, all of which must succeed.
    static let commands = [
        ["book", "list", "--json"], ["category", "list", "--json"], ["export", "all", "--format", "json"],
        ["balance", "--json"], ["undo", "--list", "--json"], ["redo", "--list", "--json"],
    ]

    /// The normalised output of the reading commands.
    var text = ""
    /// The bill ids, as exported.
    var ids: [String] = []
    /// What is wrong: a reading command that failed, a duplicate or empty id.
    var problems: [String] = []
    /// Whether every reading command succeeded (else `text` is empty).
    var readable = false

    /// Reads the ledger of `timi`; `known` are the ids of the bills before the command (nil: all).
    init(_ timi: TimiRunner, known: Set<String>?) throws {
        var outputs: [String] = []
        for arguments in LedgerReadBack.commands {
            let result = try ProcessEnd(running: timi.process(arguments))
            guard result.signal == nil, result.status == 0 else {
                problems.append(
                    "timi \(arguments.joined(separator: " ")): \(result.ending), \(result.stderr.firstLine)")
                return
            }
            outputs.append(result.stdout)
        }
        readable = true
        let bills = LedgerReadBack.objects(outputs[2])
        ids = bills.compactMap { $0["id"] as? String }
        let known = known ?? Set(ids)
        let fresh = ids.filter { !known.contains($0) }
        let uses = ids.reduce(into: [:]) { $0[$1, default: 0] += 1 }
        for (id, count) in uses where count > 1 {
            problems.append("the bill id \(id) is used \(count) times")
        }
        for id in fresh where !LedgerReadBack.hasRandomBits(id) {
            problems.append("the bill id \(id) is not random")
        }
        outputs[2] = LedgerReadBack.lines(
            bills.map { bill in
                var bill = bill
                bill["created"] = nil
                if let id = bill["id"] as? String, !known.contains(id) { bill["id"] = "<new>" }
                return bill
            })
        for index in [4, 5] {
            outputs[index] = LedgerReadBack.lines(
                LedgerReadBack.objects(outputs[index]).map { entry in
                    var entry = entry
                    entry["time"] = nil
                    if var description = entry["description"] as? String {
                        for id in fresh {
                            description = description.replacingOccurrences(of: id.prefix(8), with: "<new>")
                        }
                        entry["description"] = description
                    }
                    entry["files"] = (entry["files"] as? [String])?.filter { !$0.hasPrefix("ids/") }.sorted()
                    return entry
                })
        }
        text = zip(LedgerReadBack.commands, outputs).map { "$ timi \($0.joined(separator: " "))\n\($1)" }
            .joined(separator: "\n")
    }

    /// Equal when they show the same ledger (`problems` aside).
    static func == (lhs: LedgerReadBack, rhs: LedgerReadBack) -> Bool { lhs.text == rhs.text }

    /// The first line that differs from `other`'s, with `other`'s and the command that shows it.
    func difference(from other: LedgerReadBack) -> String {
        let mine = text.split(separator: "\n", omittingEmptySubsequences: false)
        let theirs = other.text.split(separator: "\n", omittingEmptySubsequences: false)
        let index =
            zip(mine, theirs).enumerated().first { $1.0 != $1.1 }?.offset ?? min(mine.count, theirs.count)
        let command = mine[..<index].last { $0.hasPrefix("$ timi ") } ?? ""
        func line(_ lines: [Substring]) -> String {
            index < lines.count ? "'\(lines[index].prefix(200))'" : "nothing"
        }
        return "\(command): \(line(mine)) instead of \(line(theirs))"
    }

    /// The objects of a JSON array (empty when it is not one).
    private static func objects(_ text: String) -> [[String: Any]] {
        (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [[String: Any]] ?? []
    }

    /// One object per line, keys sorted, lines sorted.
    private static func lines(_ objects: [[String: Any]]) -> String {
        objects.map(canonical).sorted().joined(separator: "\n")
    }

    /// A JSON value as one line, its objects' keys in code point order. (JSONSerialization's `.sortedKeys`
    /// compares keys through the locale: a seventh of the fault harness's time.)
    private static func canonical(_ value: Any) -> String {
        switch value {
        case let object as [String: Any]:
            let members = object.keys.sorted().map { key in
                "\(String(reflecting: key)):\(canonical(object[key] ?? NSNull()))"
            }
            return "{" + members.joined(separator: ",") + "}"
        case let array as [Any]:
            return "[" + array.map(canonical).joined(separator: ",") + "]"
        case let string as String:
            return String(reflecting: string)
        default:
            // A number, true, false or null as JSON writes it (a boolean describes itself as 1 or 0).
            let data = try? JSONSerialization.data(withJSONObject: value, options: .fragmentsAllowed)
            return data.map { String(decoding: $0, as: UTF8.self) } ?? "\(value)"
        }
    }

    /// Whether a UUID has a random bit set (all but its version and variant are zero in
    /// `00000000-0000-4000-8000-000000000000`, the id of a failed read of randomness).
    static func hasRandomBits(_ id: String) -> Bool {
        let hex = Array(id.filter(\.isHexDigit))
        guard hex.count == 32 else { return false }
        return hex.enumerated().contains { index, digit in
            switch index {
            case 12: return false  // the version
            case 16: return digit != "8"  // the variant, and two random bits
            default: return digit != "0"
            }
        }
    }
}

extension String {
    /// The first line (all of a one-line text), for messages.
    var firstLine: String { String(split(separator: "\n", maxSplits: 1).first ?? "") }
}
