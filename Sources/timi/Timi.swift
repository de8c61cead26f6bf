#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import LedgerCore

/// `timi`: parse the command line, run the command, print, and exit with the documented status.
@main
enum Timi {
    static let version = "0.1.0"

    static func main() {
        SignalWatcher.install()
        let output = Output()
        let environment = ProcessEnvironment.variables()
        output.messageWidth = Terminal.messageWidth(environment: environment)
        // No program name either: the Swift runtime could not read the command line (it finds it
        // through /proc/self/maps), or timi was exec'd with an empty argv (which Linux passes as one
        // empty name). What the user asked for is unknown: running the default `list` would be a guess.
        guard !CommandLine.arguments.isEmpty, CommandLine.arguments != [""] else {
            let language = language(environment)
            output.message(
                language.words(
                    "Error: {1}", language.words("timi was started without its command line; nothing was done")
                ))
            exit(output.finish(ExitStatus.systemError))
        }
        // An argument that is not UTF-8 (`--note $'a\xffb'`) is refused like a control character,
        // before Swift's repaired copy (`a\u{FFFD}b`) can be stored. Completion only offers words.
        if CommandLine.arguments.dropFirst().first != "__complete",
            let bad = CommandLineBytes.firstInvalidArgument()
        {
            let error = LedgerError.invalidValue(
                field: "argument", value: bad, reason: "it is not UTF-8 text; nothing was done")
            let language = language(environment)
            output.message(language.words("Error: {1}", error.description(in: language)))
            exit(output.finish(ExitStatus.of(error)))
        }
        var status = run(Array(CommandLine.arguments.dropFirst()), environment: environment, output: output)
        // Interrupted after its change was committed (or its output written): the command finished,
        // and says so unless its own message (`imported 12, …`) already did.
        if status == ExitStatus.success, let signal = SignalWatcher.signal {
            if !output.hasWrittenMessage && !output.closesOnSignal {
                let language = language(environment)
                output.message(
                    language.words("Error: {1}", language.words("interrupted after the command had finished")))
            }
            status = ExitStatus.interrupted(by: signal)
        }
        exit(output.finish(status))
    }

    /// The language of the interface, for a message before or after ``run(_:environment:output:)``.
    static func language(_ environment: [String: String]) -> Language {
        let configured = try? Configuration.path(environment: environment).map(Configuration.load(path:))
        return Language.of(environment: environment, configured: configured?.language)
    }

    static func run(_ arguments: [String], environment: [String: String], output: Output) -> Int32 {
        // Hidden helpers: for the completion scripts and the install command, not for people.
        switch arguments.first {
        case "__complete":
            return Completer.run(Array(arguments.dropFirst()), environment: environment, output: output)
        case "__man":  // `__man zh`: the Chinese page
            output.write(
                ManPage.text(in: arguments.dropFirst().first.flatMap(Language.init(rawValue:)) ?? .english))
            return ExitStatus.success
        default: break
        }
        var scanner = ArgumentScanner(arguments)
        var commandName: String?
        let configurationPath = Configuration.path(environment: environment)
        let configuration = Result { try configurationPath.map(Configuration.load(path:)) ?? Configuration() }
        let language = Language.of(environment: environment, configured: try? configuration.get().language)
        output.language = language
        do {
            let options = try GlobalOptions.parse(&scanner)
            if options.version {
                output.write("timi \(version)\n")
                return ExitStatus.success
            }
            let type: (any Command.Type)?
            do {
                type = try scanner.positional().map { try Commands.find($0, in: Commands.all) }
            } catch let error as UsageError where scanner.hasUnknownOption {
                try scanner.finish()  // `timi --colr never`: the mistyped option, not the command 'never'
                throw error
            }
            commandName = type?.name
            if options.help {
                let width = Terminal.style(
                    color: nil, environment: environment, stdoutWidth: Output.terminalWidth,
                    language: language
                ).width
                throw HelpRequest(
                    text: helpText(for: try helpTopic(type, &scanner), width: width, language: language))
            }
            let command = try (type ?? Commands.default).init(parsing: &scanner).chosen
            commandName = Swift.type(of: command).name
            try scanner.finish()
            let context = try context(
                options, environment: environment, output: output,
                configuration: (configurationPath, try configuration.get()), language: language)
            if !Swift.type(of: command).readsFormat {
                _ = try context.formatName(Swift.type(of: command))  // a format it does not write is refused
            }
            try command.run(in: context)
            return ExitStatus.success
        } catch let help as HelpRequest {
            output.write(help.text)
            return ExitStatus.success
        } catch let request as ExitRequest where SignalWatcher.signal == nil {
            return request.status
        } catch  where SignalWatcher.signal != nil {  // whatever failed, it failed because of the signal
            let signal = SignalWatcher.signal ?? SIGINT
            output.message(
                language.words("Error: {1}", LedgerError.interrupted(signal: signal).description(in: language))
            )
            return ExitStatus.interrupted(by: signal)
        } catch let error as UsageError {
            let name = error.command ?? commandName
            let help =
                error.seeAlso.map { language.words($0) }
                ?? language.words("see 'timi {1}--help'", name.map { $0 + " " } ?? "")
            output.message(
                language.words("Error: {1} ({2})", PrintableText.escaping(error.message(in: language)), help))
            return ExitStatus.usage
        } catch let error as LedgerError {
            output.message(language.words("Error: {1}", error.description(in: language)))
            return ExitStatus.of(error)
        } catch {
            output.message(language.words("Error: {1}", PrintableText.escaping(String(describing: error))))
            return ExitStatus.failure
        }
    }

    /// What help is asked for: `type`, or its subcommand named next; `nil` for timi's own help.
    static func helpTopic(_ type: (any Command.Type)?, _ scanner: inout ArgumentScanner) throws
        -> (any Command.Type)?
    {
        guard let type, !type.subcommands.isEmpty, let word = scanner.positional() else { return type }
        return try Commands.find(word, in: type.subcommands, context: type.name)
    }

    /// The help of `topic` (timi's own when `nil`) in `width` columns (at most 100).
    static func helpText(for topic: (any Command.Type)?, width: Int, language: Language) -> String {
        topic?.helpText(width: width, language: language)
            ?? mainHelp(width: min(width, CommandHelp.maximumWidth), language: language)
    }

    static func mainHelp(width: Int, language: Language = .english) -> String {
        let commands = Commands.all.map { ($0.name, language.words($0.abstract)) }
        let usageTitle = language.words("USAGE: {1}", "")
        return CommandHelp.paragraph(
            language.words(
                "OVERVIEW: {1}",
                language.words(
                    "timi records income and expenses from the shell, in the manner of the Timi (时光记账) app.")),
            width: width, in: language)
            + "\n"
            + CommandHelp.paragraph(
                usageTitle + "timi [<command>] [<arguments>] [<options>]", width: width,
                indent: TextWidth.of(usageTitle), in: language)
            + CommandHelp.paragraph(
                "  " + language.words("With no command, timi lists this month's bills."), width: width, in: language)
            + CommandHelp.section(CommandHelp.heading("COMMANDS", in: language), commands, width: width, in: language)
            + CommandHelp.section(
                CommandHelp.heading("GLOBAL OPTIONS", in: language),
                GlobalOptions.all.map { ($0.label, language.words($0.help)) }, width: width, in: language) + "\n"
            + CommandHelp.paragraph(
                language.words(
                    "See 'timi help <command>' for a command's help, and 'man timi' for the configuration file "
                        + "($XDG_CONFIG_HOME/timi/config.json), the environment and the exit statuses."),
                width: width, in: language)
    }

    private static func context(
        _ options: GlobalOptions, environment: [String: String], output: Output,
        configuration settings: (path: String?, configuration: Configuration), language: Language
    ) throws -> Context {
        guard var directory = LedgerLocation.resolve(flag: options.ledger, environment: environment) else {
            throw UsageError(
                template: "No ledger directory: set HOME or TIMI_HOME, or pass --ledger <dir>", [])
        }
        if !directory.hasPrefix("/") {
            directory = ProcessEnvironment.currentDirectory() + "/" + directory
        }
        let (configurationPath, configuration) = settings
        for warning in configuration.warnings {
            output.message(language.words("Warning: {1}", PrintableText.escaping(warning.text(in: language))))
        }
        let store = LedgerStore(directory: directory)
        store.firstBookCurrency = configuration.currency ?? Book.defaultCurrency
        store.seedTitles = Language.ofNewLedger(environment: environment, configured: configuration.language)
        if let text = environment["TIMI_LOCK_TIMEOUT"], !text.isEmpty {
            guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
                throw UsageError(
                    template: "TIMI_LOCK_TIMEOUT is '{1}', not a number of seconds (0 or more)", [text],
                    seeAlso: "see 'man timi'")
            }
            store.lockTimeout = seconds
        }
        store.interruption = { SignalWatcher.signal }
        #if TIMI_TEST_HOOKS
            if let spec = environment[CrashInjection.variable] {
                store.commitObserver = try CrashInjection.observer(spec)
            }
        #endif
        let now = Timestamp.now
        let today: Day
        if let fixed = environment["TIMI_TODAY"], !fixed.isEmpty {
            guard let day = Day(iso: fixed) else {
                throw LedgerError.invalidDate(fixed, reason: "TIMI_TODAY must be YYYY-MM-DD")
            }
            today = day
        } else {
            today = localDay(of: now)
        }
        store.clock = (today, now)
        store.unbookedOccurrences = { count, error in
            let reason = error.description(in: language)
            output.message(
                count == 1
                    ? language.words("Note: {1} recurring bill is due but not booked: {2}", String(count), reason)
                    : language.words("Note: {1} recurring bills are due but not booked: {2}", String(count), reason))
        }
        store.balancesMoved = { ledger, moves in
            // The change is kept: a check it broke is told, never refused.
            guard let report = try? BalanceCheckReport(ledger: ledger, moves: moves) else { return }
            for line in report.broken {
                output.message(
                    language.words(
                        "Warning: the balance check of {1} on {2} ({3}) no longer holds: timi's balance is {4}",
                        line.account.name, line.check.date.description, line.check.balance.description,
                        line.balance.description))
            }
        }
        let style = Terminal.style(
            color: options.color ?? configuration.color, environment: environment,
            stdoutWidth: Output.terminalWidth, language: language)
        return Context(
            store: store, options: options, configuration: configuration,
            configurationPath: configurationPath, today: today,
            now: now, output: output, style: style)
    }

    /// The calendar day of `instant` in the local time zone.
    private static func localDay(of instant: Timestamp) -> Day {
        guard let parts = LocalTime.parts(at: instant) else { return .epoch }
        return Day(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            ?? .epoch
    }
}
