import LedgerCore

/// A person's settings for timi, from the optional `config.json` (see ``path(environment:)``).
///
/// Every field may be left out; an empty object, or no file at all, is ``init()``. The flags of a
/// command line override what it says. LedgerCore reads the file (``SettingsFile``); timi finds it
/// and hands what it says to the library as plain values.
struct Configuration: Equatable {
    /// The day a calendar week starts on.
    enum Weekday: String, CaseIterable {
        case monday, sunday
    }

    /// When text views use colour: only on a terminal, always, or never.
    enum ColorMode: String, CaseIterable {
        case auto, always, never
    }

    /// The period `timi list` shows when none is given: this month, this year, or all bills.
    enum ListPeriod: String, CaseIterable {
        case month, year, all

        /// The period this names, for `today`.
        func period(today: Day) -> Period {
            switch self {
            case .month: return Period(month: today.yearMonth)
            case .year: return Period(year: today.year)
            case .all: return .all
            }
        }
    }

    /// The currency symbol of new books (`book add` without `--currency`, and the first book of a new
    /// ledger); `nil` for ``Book/defaultCurrency``. It never changes the symbol of an existing book.
    var currency: String?
    /// The first day of the week in `timi calendar` (`--monday` and `--sunday` override it).
    var firstDayOfWeek: Weekday = .monday
    /// Colour when `--color` is not given; `nil` leaves it to the terminal and `NO_COLOR`.
    var color: ColorMode?
    /// What `timi list` shows without a period or `--from`/`--to`.
    var listPeriod: ListPeriod = .month
    /// The language of the interface; `nil` leaves it to the environment (`LC_ALL`, `LC_MESSAGES`, `LANG`).
    var language: Language?
    /// The account of a bill added without `--account` (`timi add`, `add -`); `nil` for none.
    var defaultAccount: String?
    /// What the file says that this timi ignores (an unknown key: a newer timi's, or a typo), one
    /// line each, for stderr.
    var warnings: [Reason] = []

    /// The settings of a person without a configuration file.
    init() {}

    /// Where the configuration file is: `$XDG_CONFIG_HOME/timi/config.json`, else
    /// `~/.config/timi/config.json`. A relative or empty `XDG_CONFIG_HOME` is ignored, as the XDG spec
    /// says.
    /// - Parameter environment: the process environment, passed in as a value.
    /// - Returns: the path, or `nil` when there is no `HOME` either.
    static func path(environment: [String: String]) -> String? {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return config + "/timi/config.json"
        }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.config/timi/config.json" }
        return nil
    }

    /// The values the file at `path` gives, as written; empty when there is no such file.
    /// - Throws: as ``load(path:)``.
    static func values(path: String) throws -> [Key: String] {
        var values: [Key: String] = [:]
        guard let bytes = try SettingsFile.contents(atPath: path) else { return values }
        try SettingsFile.read(bytes, path: path, keys: Key.self) { key, value in values[key] = value }
        return values
    }

    /// The settings in the file at `path`, or ``init()`` when there is no such file.
    /// - Throws: ``LedgerError/invalidConfiguration(path:detail:)`` for a file that is not valid, or
    ///   ``LedgerError/io(path:detail:)`` for one that cannot be read.
    static func load(path: String) throws -> Configuration {
        guard let bytes = try SettingsFile.contents(atPath: path) else { return Configuration() }
        return try Configuration(json: bytes, path: path)
    }
}
