/// A command line that does not parse: exit status 64, with a pointer to the command's help.
struct UsageError: Error, Equatable {
    var message: String
    /// The command whose help explains the right usage (`"add"`, `"book add"`), if known.
    var command: String?

    init(_ message: String, command: String? = nil) {
        self.message = message
        self.command = command
    }
}

/// `-h`, `--help` or `timi help`: print this help text and exit 0.
struct HelpRequest: Error {
    var text: String
}
