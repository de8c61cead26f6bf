/// Where the ledger lives when no directory is given on the command line.
package enum LedgerLocation {
    /// `flag` (from `--ledger`), else `$TIMI_HOME`, else `$XDG_DATA_HOME/timi`, else
    /// `~/.local/share/timi`. Empty and relative XDG values are ignored, as the XDG spec says.
    /// - Returns: the directory, or `nil` when there is no `HOME` either.
    package static func resolve(flag: String?, environment: [String: String]) -> String? {
        if let flag, !flag.isEmpty { return flag }
        if let home = environment["TIMI_HOME"], !home.isEmpty { return home }
        if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") { return data + "/timi" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.local/share/timi" }
        return nil
    }
}
