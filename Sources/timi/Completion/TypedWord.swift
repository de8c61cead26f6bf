/// A word as it was typed on a shell's command line (`'Kids'\''s'`, `My\ Ledger`, `"a (b)"`), which
/// the bash and zsh scripts pass to `timi __complete --typed`, read as the shell will read it: quotes and
/// backslashes removed, an unclosed quote (the word being typed) taken as closed. Nothing is expanded:
/// completion never runs what it reads.
enum TypedWord {
    /// The word `typed` with its quoting removed.
    static func unquoted(_ typed: String) -> String {
        enum Quote { case none, single, double }
        var result = ""
        var quote = Quote.none
        var escaped = false
        for character in typed {
            if escaped {
                // In double quotes a backslash escapes only $ ` " \ and a newline; elsewhere, all.
                if quote == .double && !"$`\"\\\n".contains(character) { result.append("\\") }
                if character != "\n" { result.append(character) }
                escaped = false
                continue
            }
            switch (quote, character) {
            case (.single, "'"), (.double, "\""): quote = .none
            case (.single, _): result.append(character)
            case (_, "\\"): escaped = true
            case (.none, "'"): quote = .single
            case (.none, "\""): quote = .double
            default: result.append(character)
            }
        }
        if escaped { result.append("\\") }
        return result
    }
}
