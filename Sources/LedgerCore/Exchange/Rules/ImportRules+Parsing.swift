extension ImportRules {
    /// The words a rules file may start a line with, for suggestions.
    static let directives = ["skip", "fields", "date-format", "encoding", "source", "if", "&"]
    /// The actions of an `if` block.
    static let actions = ["category", "type", "book", "note", "payee", "skip"]

    /// Reads a rules file's bytes, which must be UTF-8 (a byte-order mark is skipped).
    /// - Throws: ``LedgerError/invalidRows(source:problems:total:)`` naming the file, and the line of
    ///   the first mistake.
    package init(bytes: [UInt8], source: String) throws {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        guard let text = String(validating: body, as: UTF8.self) else {
            throw LedgerError.invalidRows(
                source: source, problems: [Reason("{1}: a rules file must be UTF-8 text", source)], total: 1)
        }
        try self.init(text: text, source: source)
    }

    /// Reads a rules file.
    ///
    /// A line is a directive, an `if` line, an indented action of the `if` lines above it, blank, or a
    /// comment (`#` at its start, or after a space: a pattern that needs ` #` writes `[#]`). A
    /// `source wechat` (or `source alipay, icbc`) line starts a block for those sources' files only:
    /// the `if` lines below it, or none (every row), and their actions.
    /// - Parameters:
    ///   - text: the file's text.
    ///   - source: its name in messages.
    /// - Throws: ``LedgerError/invalidRows(source:problems:total:)`` with `FILE:LINE: reason` for the
    ///   first mistake.
    package init(text: String, source: String) throws {
        self.source = source
        var pending: Block?
        func fail(_ line: Int, _ reason: Reason) -> LedgerError {
            .invalidRows(
                source: source, problems: [ImportPlace.line(line).locate(reason, in: source)], total: 1)
        }
        func close() throws {
            guard let block = pending else { return }
            guard !block.actions.isEmpty else {
                throw fail(block.line, "an 'if' block needs at least one indented action below it")
            }
            blocks.append(block)
            pending = nil
        }
        var number = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = ImportRules.withoutComment(rawLine)
            let content = Validation.trimmingBlanks(String(line))
            if content.isEmpty { continue }
            let (word, rest) = ImportRules.split(content)
            let indented = line.first == " " || line.first == "\t"
            if indented {
                guard var block = pending else {
                    throw fail(number, "an indented action must follow an 'if' line")
                }
                if word == "source" {
                    block.sources = try ImportRules.sources(rest, fail: { fail(number, $0) })
                    pending = block
                    continue
                }
                block.actions.append((try ImportRules.action(word, rest, fail: { fail(number, $0) }), number))
                pending = block
                continue
            }
            if word == "if" {
                if let block = pending, !block.actions.isEmpty { try close() }
                var condition = try ImportRules.condition(rest, fail: { fail(number, $0) })
                condition.line = number
                if pending == nil { pending = Block(conditions: [], actions: [], line: number) }
                pending?.conditions.append([condition])
                continue
            }
            if word == "&" || content.hasPrefix("&") {
                // hledger's AND: the condition joins the `if` line above, and both must match.
                guard var block = pending, block.actions.isEmpty, !block.conditions.isEmpty else {
                    throw fail(number, "a '&' line joins the 'if' line right above it")
                }
                var condition = try ImportRules.condition(
                    Validation.trimmingBlanks(String(content.dropFirst())), fail: { fail(number, $0) })
                condition.line = number
                block.conditions[block.conditions.count - 1].append(condition)
                pending = block
                continue
            }
            try close()
            if word == "source" {
                let sources = try ImportRules.sources(rest, fail: { fail(number, $0) })
                pending = Block(conditions: [], actions: [], line: number, sources: sources)
                continue
            }
            switch word {
            case "skip":
                guard rest.isEmpty || Int(asciiDigits: rest.utf8, maxDigits: 6) != nil else {
                    throw fail(number, "'skip' takes a number of lines, such as 'skip 1'")
                }
                skipLines = rest.isEmpty ? 1 : Int(asciiDigits: rest.utf8, maxDigits: 6) ?? 1
            case "fields":
                fields = try ImportRules.fieldList(rest, fail: { fail(number, $0) })
            case "date-format":
                guard let format = DateFormat(rest) else {
                    throw fail(
                        number,
                        Reason(
                            "'{1}' is not a date format; write MM/DD/YYYY, DD/MM/YYYY, YYYY/MM/DD or YYYYMMDD",
                            rest))
                }
                dateFormat = format
            case "encoding":
                guard let encoding = TextEncoding(name: rest) else {
                    throw fail(number, Reason("'{1}' is not an encoding; write utf-8 or gb18030 (gbk)", rest))
                }
                self.encoding = encoding
            case _ where ImportRules.actions.contains(word):
                throw fail(number, Reason("'{1}' is an action: indent it under an 'if' line", word))
            default:
                let hint = NameMatching.suggestion(
                    for: word, among: ImportRules.directives + ImportRules.actions)
                throw fail(
                    number,
                    hint.map { Reason("'{1}' is not a rule; did you mean '{2}'?", word, $0) }
                        ?? Reason("'{1}' is not a rule (skip, fields, date-format, encoding, if)", word))
            }
        }
        if let block = pending, block.actions.isEmpty {
            throw fail(block.line, "an 'if' block needs at least one indented action below it")
        }
        try close()
    }

    /// `line` without a comment: from a `#` at its start or after a space or tab.
    static func withoutComment(_ line: Substring) -> Substring {
        var previous: Character = " "
        for index in line.indices {
            if line[index] == "#" && (previous == " " || previous == "\t") { return line[..<index] }
            previous = line[index]
        }
        return line.last == "\r" ? line.dropLast() : line
    }

    /// The first word of `text` and the rest, trimmed.
    static func split(_ text: String) -> (String, String) {
        guard let space = text.firstIndex(where: { $0 == " " || $0 == "\t" }) else { return (text, "") }
        return (String(text[..<space]), Validation.trimmingBlanks(String(text[space...])))
    }

    /// `wechat`, `alipay, icbc`: the sources of a `source` line (`alipay` is both of its exports).
    static func sources(_ text: String, fail: (Reason) -> LedgerError) throws -> Set<StatementSource> {
        let names = text.split(separator: ",").map { Validation.trimmingBlanks(String($0)).lowercased() }
        guard !names.isEmpty, !names.contains("") else {
            throw fail("'source' needs source names separated by commas, such as 'source alipay, icbc'")
        }
        var sources = Set<StatementSource>()
        for name in names {
            guard let source = StatementSource(rawValue: name) else {
                throw fail(
                    Reason(
                        "'{1}' is not a source ({2})", name,
                        StatementSource.allCases.map(\.rawValue).joined(separator: ", ")))
            }
            sources.insert(source)
            if source == .alipay { sources.insert(.alipayWeb) }
        }
        return sources
    }

    /// `%payee 美团|饿了么`, `%交易类型 退款`, `%account 信用卡`, `%amount >100`, `%amount 10..50`,
    /// `%time 11:00-14:00`, or a pattern alone (the whole row).
    static func condition(_ text: String, fail: (Reason) -> LedgerError) throws -> Condition {
        var subject = Subject.row
        var pattern = text
        if text.hasPrefix("%") {
            let (name, rest) = split(String(text.dropFirst()))
            guard !name.isEmpty else { throw fail("'%' needs a field or column name, such as %payee") }
            switch name.lowercased() {
            case "account": subject = .account
            case "time": subject = .time
            default: subject = ImportField(rawValue: name.lowercased()).map(Subject.field) ?? .column(name)
            }
            pattern = rest
        }
        guard !pattern.isEmpty else { throw fail("an 'if' line needs a pattern") }
        do {
            if subject == .time { return Condition(subject: subject, test: .time(try TimeWindow(pattern))) }
            if subject == .field(.amount), let bounds = try AmountBounds(pattern) {
                return Condition(subject: subject, test: .amount(bounds))
            }
        } catch let problem as RowProblem {
            throw fail(problem.reason)
        }
        do {
            return Condition(
                subject: subject,
                test: .pattern(try Regex(pattern).ignoresCase().matchingSemantics(.unicodeScalar)))
        } catch {
            throw fail(Reason("'{1}' is not a regular expression", pattern))
        }
    }

    /// One action line of a block.
    static func action(_ word: String, _ value: String, fail: (Reason) -> LedgerError) throws -> Action {
        guard actions.contains(word) else {
            let hint = NameMatching.suggestion(for: word, among: actions)
            throw fail(
                hint.map { Reason("'{1}' is not an action; did you mean '{2}'?", word, $0) }
                    ?? Reason("'{1}' is not an action (category, type, book, note, payee, skip)", word))
        }
        if word == "skip" {
            guard value.isEmpty else { throw fail("the action 'skip' takes no value") }
            return .skip
        }
        guard !value.isEmpty || word == "note" else { throw fail(Reason("'{1}' needs a value", word)) }
        switch word {
        case "category": return .category(value)
        case "type":
            guard let type = BillType(name: value) else {
                throw fail(Reason("'{1}' is not a type; write expense or income", value))
            }
            return .type(type)
        case "book": return .book(value)
        case "note": return .note(value)
        default: return .payee(value)
        }
    }

    /// `date, payee, amount-out, amount-in, balance`.
    static func fieldList(_ text: String, fail: (Reason) -> LedgerError) throws -> [ImportField?] {
        let names = text.split(separator: ",").map { Validation.trimmingBlanks(String($0)).lowercased() }
        guard !names.isEmpty, !names.contains("") else {
            throw fail("'fields' needs names separated by commas")
        }
        var seen = Set<ImportField>()
        return try names.map { name in
            if name == "_" { return nil }
            guard let field = ImportField(rawValue: name) else {
                let known = ImportField.allCases.map(\.name) + ["_"]
                let hint = NameMatching.suggestion(for: name, among: known)
                throw fail(
                    hint.map { Reason("'{1}' is not a field; did you mean '{2}'?", name, $0) }
                        ?? Reason("'{1}' is not a field ({2})", name, known.joined(separator: ", ")))
            }
            guard seen.insert(field).inserted else {
                throw fail(Reason("the field '{1}' is named twice", name))
            }
            return field
        }
    }
}
