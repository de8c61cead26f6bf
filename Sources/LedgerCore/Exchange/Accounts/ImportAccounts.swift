/// The accounts an import books to: the statement's (told by the file or `--account`), each payment
/// method's, and those the ledger lacks, each with the account that would be created for it.
///
/// Made by ``BillImport/apply(to:book:now:keepingBills:)`` (see `AccountFinder`); shown by the plan.
public struct ImportAccounts: Sendable {
    /// An account the ledger lacks, as `--create-accounts` creates it.
    public struct Missing: Equatable, Sendable {
        /// The name it is given: the payment method as the file writes it (`招商银行信用卡(5678)`),
        /// else the institution, kind and digits.
        public var name: String
        /// What the file says it is (a card's 信用卡 is `credit`, 零钱 a `wallet`…).
        public var kind: Account.Kind
        /// The institution's canonical name (招商银行, 微信); empty when unknown.
        public var institution: String
        /// The card's last four digits; empty for a wallet.
        public var digits: String
        /// The currency when it is not the current book's; `nil` takes the book's.
        public var currency: String?
        /// A statement's opening balance (the first row's balance less its amount), when it has one.
        public var opening: Money?
        /// The first row's day, the opening balance's.
        public var openingDate: Day?
        /// How many rows name it.
        public var rows: Int
        /// Its id once created (`--create-accounts`).
        public var created: Account.ID?
    }

    /// An account rows were booked to, and how many.
    public struct Used: Equatable, Sendable {
        /// The account.
        public var account: Account.ID
        /// How many bills it took.
        public var rows: Int
    }

    /// A payment method that fits several accounts: its rows take none.
    public struct Ambiguous: Equatable, Sendable {
        /// The payment method as the file writes it, or the name a statement's account would have.
        public var label: String
        /// The accounts that fit it.
        public var accounts: [Account.ID]
        /// How many rows name it.
        public var rows: Int
    }

    /// The statement's account; `nil` for a platform's export or when it cannot be told.
    public var statement: Account.ID?
    /// What the file says of the statement's account (`nil`: nothing, or a platform's export).
    public var statementHint: AccountHint?
    /// Whether `--account` named the statement's account.
    public var given = false
    /// The accounts bills were booked to, in the order first used.
    public var used: [Used] = []
    /// The accounts the ledger lacks, in the order first needed.
    public var missing: [Missing] = []
    /// The payment methods that fit several accounts.
    public var ambiguous: [Ambiguous] = []
    /// How many rows were booked to no account.
    public var withoutAccount = 0

    /// Nothing known yet.
    public init() {}
}

extension ImportAccounts.Missing {
    /// `timi account add '招商银行信用卡(5678)' --kind credit --institution 招商银行 --digits 5678`:
    /// the command that creates it, quoted for a POSIX shell.
    public var addCommand: String {
        var words = ["timi", "account", "add", ShellWord.quoted(name), "--kind", kind.rawValue]
        if let currency { words += ["--currency", ShellWord.quoted(currency)] }
        if !institution.isEmpty { words += ["--institution", ShellWord.quoted(institution)] }
        if !digits.isEmpty { words += ["--digits", digits] }
        if let opening { words.append("--opening=" + opening.description) }
        if let openingDate { words += ["--opening-date", openingDate.description] }
        return words.joined(separator: " ")
    }
}
