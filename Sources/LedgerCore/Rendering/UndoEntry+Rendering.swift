extension UndoEntry {
    /// `{"description":…,"files":[…],"time":…}`, as `timi undo --json` and `timi undo --list --json`
    /// print it; `files` are relative to the ledger directory.
    package var jsonObject: String {
        JSONText.object([
            ("description", JSONText.quoted(description)),
            ("files", "[" + paths.map(JSONText.quoted).joined(separator: ",") + "]"),
            ("time", JSONText.quoted(time.description)),
        ])
    }

    /// What the change did, in `language`: from the record its entry's file keeps (``change``);
    /// for an entry written before records were kept, told from its English text, or as stored when
    /// that has no shape timi knows (see ``ChangeDescription``). Used by `timi undo`, `timi redo` and
    /// their `--list`.
    package func description(in language: Language) -> String {
        if let change { return change.text(in: language) }
        let books = Set(
            paths.compactMap { path in
                path.hasPrefix("bills/") ? path.split(separator: "/").dropFirst().first : nil
            })
        return ChangeDescription.text(description, in: language, movesBills: books.count > 1)
    }

    /// The undo history as `timi undo --list` prints it: the change `timi undo` reverts next is 1;
    /// times in local time (`utcOffset`) to the minute, `2026-11-23 22:57`; a change too long for
    /// `style`'s width wraps.
    package static func table(_ entries: [UndoEntry], style: TextStyle, utcOffset: UTCOffset) -> String {
        var table = TextTable(alignments: [.right, .left, .left])
        table.append(["#"] + ["LOCAL TIME", "CHANGE"].map { style.language.text($0) })
        for (index, entry) in entries.enumerated() {
            table.append([
                String(index + 1),
                String(entry.time.localText(offset: utcOffset(entry.time)).prefix(16)).replacing(
                    "T", with: " "), entry.description(in: style.language),
            ])
        }
        return style.render(table.wrapped(style: style, column: 2))
    }
}
