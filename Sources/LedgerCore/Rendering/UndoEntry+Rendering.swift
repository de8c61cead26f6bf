extension UndoEntry {
    /// `{"description":…,"files":[…],"time":…}`, as `timi undo --json` and `timi undo --list --json`
    /// print it; `files` are relative to the ledger directory.
    public var jsonObject: String {
        JSONText.object([
            ("description", JSONText.quoted(description)),
            ("files", "[" + paths.map(JSONText.quoted).joined(separator: ",") + "]"),
            ("time", JSONText.quoted(time.description)),
        ])
    }

    /// The undo history as `timi undo --list` prints it: the change `timi undo` reverts next is 1;
    /// times in local time (`utcOffset`) to the minute, `2026-11-23 22:57`; a change too long for
    /// `style`'s width wraps.
    public static func table(_ entries: [UndoEntry], style: TextStyle, utcOffset: UTCOffset) -> String {
        var table = TextTable(alignments: [.right, .left, .left])
        table.append(["#"] + ["LOCAL TIME", "CHANGE"].map { style.language.text($0) })
        for (index, entry) in entries.enumerated() {
            table.append([
                String(index + 1),
                String(entry.time.localText(offset: utcOffset(entry.time)).prefix(16)).replacing(
                    "T", with: " "), entry.description,
            ])
        }
        return style.render(table.wrapped(style: style, column: 2))
    }
}
