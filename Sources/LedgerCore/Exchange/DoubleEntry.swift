/// What the double-entry exports (`--format ledger`, `--format beancount`) share: the accounts a
/// bill moves money between (``postings(of:)``, the one place a bill becomes postings), and the
/// name of every account and commodity in each dialect (``Names``).
///
/// A bill with an account is between that account (`assets:` or, for a credit card, `liabilities:`)
/// and its category (`expenses:` or `income:`), in the account's currency; a bill without one is
/// against `assets:<book>` in the book's currency, as before accounts. Opening balances come from
/// `equity:opening balances`. Every account's balance in the export is timi's balance of it, sign
/// included (a card that owes is negative).
enum DoubleEntry {
    /// The dialect of a double-entry export.
    enum Dialect: Sendable {
        /// ledger-cli and hledger's journal.
        case journal
        /// Beancount's input file.
        case beancount
    }

    /// An account of the export, as what it stands for.
    enum Role: Hashable {
        /// A timi ``Account``: `assets:` or `liabilities:`.
        case account(Account.ID)
        /// The asset of a book's bills without an account.
        case book(Book.ID)
        /// An expense category.
        case expense(Category.ID)
        /// An income category.
        case income(Category.ID)
        /// Where opening balances come from.
        case opening
        /// The fees of transfers (`expenses:transfer fees`): no category holds them.
        case fees
        /// Where a transfer between two currencies changes one into the other (`equity:conversion`),
        /// so that each currency's postings add up to zero.
        case conversion
    }

    /// The postings of `bill`, each an account and its signed amount (the amounts add up to zero),
    /// each in its currency. A transfer is between its two accounts, its fee an expense of the source;
    /// between two currencies each currency's postings meet in ``Role/conversion``.
    static func postings(of bill: some BillRecord, in state: LedgerState) -> [(
        role: Role, amount: Money, currency: String
    )] {
        func currency(of account: Account.ID?) -> String {
            account.flatMap { id in state.accounts.first { $0.id == id }?.currency }
                ?? state.book(bill.book)?.currency ?? Book.defaultCurrency
        }
        let source: Role = bill.account.map(Role.account) ?? .book(bill.book)
        let from = currency(of: bill.account)
        switch bill.type {
        case .expense: return [(.expense(bill.category), bill.amount, from), (source, -bill.amount, from)]
        case .income: return [(source, bill.amount, from), (.income(bill.category), -bill.amount, from)]
        case .transfer:
            // A fee leaves the source on top of the amount (as ``Bill/flow(in:)`` counts it).
            let fee = bill.fee ?? .zero
            let target: Role = bill.toAccount.map(Role.account) ?? source
            let to = currency(of: bill.toAccount)
            let arrived = bill.toAmount ?? bill.amount
            var postings: [(role: Role, amount: Money, currency: String)] = [(target, arrived, to)]
            if fee != .zero { postings.append((.fees, fee, from)) }
            postings.append((source, -(bill.amount + fee), from))
            if to != from { postings += [(.conversion, bill.amount, from), (.conversion, -arrived, to)] }
            return postings
        }
    }

    /// Every account name of an export, made once from the ledger's state (accounts, then books, then
    /// categories, so that a name two of them would share is told apart the same way every time:
    /// the later one gains `-<id>`), and the commodity of each currency.
    struct Names {
        let dialect: Dialect
        private let state: LedgerState
        /// The names, by ``index(of:)``.
        private(set) var names: [String] = []
        private var indices: [Role: Int] = [:]
        private var commodities: [String: String] = [:]
        /// The last currency asked for and its commodity.
        private var lastCommodity: (currency: String, name: String)?

        init(state: LedgerState, dialect: Dialect) {
            self.dialect = dialect
            self.state = state
            var taken = Set<String>()
            func add(_ role: Role, _ top: String, _ name: String, id: Int) {
                var full = top + ":" + component(name)
                if taken.contains(full) { full += "-" + String(id) }
                taken.insert(full)
                indices[role] = names.count
                names.append(full)
            }
            add(.opening, Self.top("equity", dialect), "opening balances", id: 0)
            add(.conversion, Self.top("equity", dialect), "conversion", id: 0)
            for account in state.accounts {
                let top = Self.top(account.isLiability ? "liabilities" : "assets", dialect)
                add(.account(account.id), top, account.name, id: account.id)
            }
            for book in state.books { add(.book(book.id), Self.top("assets", dialect), book.name, id: book.id) }
            for category in state.categories {
                switch category.type {
                case .expense:
                    add(.expense(category.id), Self.top("expenses", dialect), category.title, id: category.id)
                case .income:
                    add(.income(category.id), Self.top("income", dialect), category.title, id: category.id)
                case .transfer: break  // no category is one
                }
            }
            add(.fees, Self.top("expenses", dialect), "transfer fees", id: 0)
        }

        /// The index of `role`'s name in ``names``; that of a category used by a bill of the other type,
        /// or of an account, book or category the state lacks, is added when first asked for.
        mutating func index(of role: Role) -> Int {
            if let index = indices[role] { return index }
            let (top, title): (String, String) =
                switch role {
                case .account(let id): ("assets", String(id))
                case .book(let id): ("assets", state.book(id)?.name ?? String(id))
                case .expense(let id): ("expenses", state.category(id)?.title ?? String(id))
                case .income(let id): ("income", state.category(id)?.title ?? String(id))
                case .opening: ("equity", "opening balances")
                case .fees: ("expenses", "transfer fees")
                case .conversion: ("equity", "conversion")
                }
            let name = Self.top(top, dialect) + ":" + component(title)
            indices[role] = names.count
            names.append(name)
            return names.count - 1
        }

        /// The commodity of `currency` in this dialect.
        mutating func commodity(_ currency: String) -> String {
            // Most postings are in the currency of the one before: compared, not hashed.
            if let last = lastCommodity, last.currency == currency { return last.name }
            if let name = commodities[currency] {
                lastCommodity = (currency, name)
                return name
            }
            let name =
                dialect == .journal
                ? PlainTextJournal.commodity(currency) : DoubleEntry.beancountCommodity(currency)
            commodities[currency] = name
            return name
        }

        private static func top(_ name: String, _ dialect: Dialect) -> String {
            switch dialect {
            case .journal: name
            case .beancount: name.prefix(1).uppercased() + name.dropFirst()
            }
        }

        /// `name` as one component of an account name of this dialect (`opening balances` in Beancount
        /// is `Opening-Balances`).
        private func component(_ name: String) -> String {
            switch dialect {
            case .journal: PlainTextJournal.accountName(name)
            case .beancount: DoubleEntry.beancountComponent(name)
            }
        }
    }

    /// `name` as a component of a Beancount account name, which must match `[\p{Lu}\p{Nd}][\p{L}\p{Nd}-]*`:
    /// letters and digits are kept, combining marks dropped, anything else (spaces, `&`, `'`, `:`…)
    /// becomes one `-`; a first lowercase letter is capitalised, and a name that still does not start
    /// with an uppercase letter or a digit (CJK, which has no case) is prefixed with `X-`.
    static func beancountComponent(_ name: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
                .decimalNumber:
                scalars.append(scalar)
            case .nonspacingMark, .spacingMark, .enclosingMark: continue
            default:
                if scalar != "-" && scalars.last == "-" { continue }
                if scalar == "-" && scalars.last == "-" { continue }
                scalars.append("-")
            }
        }
        while scalars.last == "-" { scalars.removeLast() }
        while scalars.first == "-" { scalars.removeFirst() }
        guard let first = scalars.first else { return "X" }
        if first.properties.generalCategory == .lowercaseLetter {
            let upper = first.properties.uppercaseMapping.unicodeScalars
            if upper.count == 1, let capital = upper.first, capital.properties.generalCategory == .uppercaseLetter {
                scalars.replaceSubrange(scalars.startIndex...scalars.startIndex, with: [capital])
            }
        }
        let start = scalars.first?.properties.generalCategory
        guard start == .uppercaseLetter || start == .decimalNumber else { return "X-" + String(scalars) }
        return String(scalars)
    }

    /// The currencies timi's books and accounts are commonly kept in, by symbol, as ISO 4217 codes.
    static let currencyCodes: [String: String] = [
        "¥": "CNY", "￥": "CNY", "元": "CNY", "RMB": "CNY", "rmb": "CNY", "$": "USD", "US$": "USD", "€": "EUR",
        "£": "GBP", "HK$": "HKD", "NT$": "TWD", "円": "JPY", "₩": "KRW", "₹": "INR", "฿": "THB", "₽": "RUB",
        "A$": "AUD", "C$": "CAD", "S$": "SGD", "₫": "VND", "₱": "PHP", "₺": "TRY", "R$": "BRL", "CHF": "CHF",
    ]

    /// `currency` as a Beancount commodity (`[A-Z][A-Z0-9'._-]*[A-Z0-9]`): a known symbol as its ISO
    /// code (`¥` → `CNY`), letters and digits in capitals (`usd` → `USD`), anything else `X` and its
    /// scalars in hexadecimal, so that two symbols never share a commodity.
    static func beancountCommodity(_ currency: String) -> String {
        if let code = currencyCodes[currency] { return code }
        let upper = currency.uppercased()
        let bytes = Array(upper.utf8)
        if bytes.count >= 2, bytes.count <= 24, let first = bytes.first, (65...90).contains(first),
            bytes.allSatisfy({ (65...90).contains($0) || (48...57).contains($0) })
        {
            return upper
        }
        let hex = currency.unicodeScalars.map { String($0.value, radix: 16, uppercase: true) }.joined()
        return String(("X" + hex).prefix(24))
    }
}
