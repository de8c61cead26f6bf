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
    /// a change too long for `style`'s width wraps.
    public static func table(_ entries: [UndoEntry], style: TextStyle) -> String {
        var table = TextTable(alignments: [.right, .left, .left])
        table.append(["#", "TIME (UTC)", "CHANGE"])
        for (index, entry) in entries.enumerated() {
            table.append([String(index + 1), String(entry.time.description.prefix(19)), entry.description])
        }
        return style.render(table.wrapped(style: style, column: 2))
    }
}
