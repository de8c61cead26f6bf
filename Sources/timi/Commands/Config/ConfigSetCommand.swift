#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LedgerCore

struct ConfigSetCommand: TargetValueCommand {
    static let help = CommandHelp(
        name: "config set", abstract: "Set a setting, after checking its value.",
        discussion: "An unknown key is a usage error (64), a value the key does not take bad data (65); "
            + "the file is then left as it was.",
        arguments: [target, value],
        examples: ["timi config set firstDayOfWeek sunday", "timi config set currency €"])

    static let target = ConfigCommand.key
    static let value = ArgumentSpec(
        "value", help: "The new value (see the keys in 'timi config --help').",
        completion: .kind(.settingValues))

    /// The setting's key.
    var target: String
    /// Its new value.
    var value: String

    func run(in context: Context) throws {
        let entry = try ConfigCommand.entry(target)
        var checked = Configuration()
        do {
            try entry.apply(&checked, value)
        } catch let rejection as SettingsFile.Rejection {
            throw LedgerError.invalidValue(field: "setting", value: value, reason: rejection.reason)
        }
        try Self.change(entry.name, to: value, path: try ConfigCommand.path(in: context))
        context.message(context.language.text("{1} is now {2}", entry.name, value))
    }

    /// Sets `key` to `value` (removes it when `nil`) in the file at `path`, every other key kept, and
    /// replaces the file whole: a temporary file beside it, fsynced, renamed, the folder fsynced.
    /// - Throws: ``LedgerError`` when the file cannot be read, is not valid, or cannot be written.
    static func change(_ key: String, to value: String?, path: String) throws {
        let bytes = try SettingsFile.contents(atPath: path) ?? []
        let changed = try SettingsFile.setting(key, to: value, in: bytes, path: path)
        _ = try Configuration(json: changed, path: path)  // what is written must read back
        let folder = path.lastIndex(of: "/").map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
        guard ProcessEnvironment.makeDirectories(folder) else {
            throw LedgerError.io(path: folder, detail: "cannot be created; nothing was changed")
        }
        try OutputFile.write(String(decoding: changed, as: UTF8.self), to: path)
    }
}
