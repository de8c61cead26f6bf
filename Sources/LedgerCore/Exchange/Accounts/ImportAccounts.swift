/// The accounts an import books to: the statement's (told by the file or `--account`), each payment
/// method's, and those the ledger lacks, each with the account that would be created for it.
///
/// Made by ``BillImport/apply(to:book:now:keepingBills:)`` (see `AccountFinder`); shown by the plan.
package struct ImportAccounts: Sendable {
    /// An account the ledger lacks, as `--create-accounts` creates it.
    package struct Missing: Equatable, Sendable {
        /// The name it is given: the payment method as the file writes it (`招商银行信用卡(5678)`),
        /// else the institution, kind and digits.
        package var name: String
        /// What the file says it is (a card's 信用卡 is `credit`, 零钱 a `wallet`…).
        package var kind: Account.Kind
        /// The institution's canonical name (招商银行, 微信); empty when unknown.
        package var institution: String
        /// The card's last four digits; empty for a wallet.
        package var digits: String
        /// The currency when it is not the current book's; `nil` takes the book's.
        package var currency: String?
        /// A statement's opening balance (the first row's balance less its amount), when it has one.
        package var opening: Money?
        /// The first row's day, the opening balance's.
        package var openingDate: Day?
        /// How many rows name it.
        package var rows: Int
        /// Its id once created (`--create-accounts`).
        package var created: Account.ID?
    }

    /// An account rows were booked to, and how many.
    package struct Used: Equatable, Sendable {
        /// The account.
        package var account: Account.ID
        /// How many bills it took.
        package var rows: Int
    }

    /// A payment method that fits several accounts: its rows take none.
    package struct Ambiguous: Equatable, Sendable {
        /// The payment method as the file writes it, or the name a statement's account would have.
        package var label: String
        /// The accounts that fit it.
        package var accounts: [Account.ID]
        /// How many rows name it.
        package var rows: Int
    }

    /// The statement's account; `nil` for a platform's export or when it cannot be told.
    package var statement: Account.ID?
    /// What the file says of the statement's account (`nil`: nothing, or a platform's export).
    var statementHint: AccountHint?
    /// Whether `--account` named the statement's account.
    package var given = false
    /// The accounts bills were booked to, in the order first used.
    package var used: [Used] = []
    /// The accounts the ledger lacks, in the order first needed.
    package var missing: [Missing] = []
    /// The payment methods that fit several accounts.
    package var ambiguous: [Ambiguous] = []
    /// How many rows were booked to no account.
    var withoutAccount = 0

    /// Nothing known yet.
    package init() {}
}

extension ImportAccounts.Missing {
    /// `timi account add '招商银行信用卡(5678)' --kind credit --institution 招商银行 --digits 5678`:
    /// the command that creates it, quoted for a POSIX shell.
    var addCommand: String {
        var words = ["timi", "account", "add", ShellWord.quoted(name), "--kind", kind.rawValue]
        if let currency { words += ["--currency", ShellWord.quoted(currency)] }
        if !institution.isEmpty { words += ["--institution", ShellWord.quoted(institution)] }
        if !digits.isEmpty { words += ["--digits", digits] }
        if let opening { words.append("--opening=" + opening.description) }
        if let openingDate { words += ["--opening-date", openingDate.description] }
        return words.joined(separator: " ")
    }
}
