/// Finds, for each row of a platform's export paid with a card (or of a card's statement naming a
/// platform), the bill the ledger has of the same money from the other file, and links them.
///
/// The rows and bills are matched by account, type and amount, dates at most ``window`` days apart, the
/// statement's description naming the platform. The ledger's side comes only from the months the file
/// covers (± the window), read once before anything is booked. A row with candidates is held until
/// the file has been read, so that a bill two rows fit is linked to neither.
///
/// Which side a bill is, and whether it is linked already, is kept in its import key
/// (``ImportKey/tagged(_:_:)``): `<key>@wechat` for a platform's card-paid row, `<key>@bank` for a
/// statement's row naming a platform, both keys (space-separated) once linked — so that either file
/// imported again finds the bill.
struct PurchaseLinker {
    /// How many days apart a platform's and a statement's dates of one purchase may be: as for a move
    /// seen on two statements.
    static let window = TransferMatch.window

    /// The platforms a statement's description can name.
    enum Platform: String, CaseIterable {
        case wechat, alipay, jd, meituan

        /// The platform whose export `statement` is; `nil` for a bank's or timi's own.
        init?(statement: StatementSource) {
            switch statement {
            case .wechat: self = .wechat
            case .alipay, .alipayWeb: self = .alipay
            case .jd: self = .jd
            case .meituan: self = .meituan
            case .icbc, .chase, .monzo, .td, .bank, .csv: return nil
            }
        }

        /// What a card statement writes for a payment through it (lower case).
        var words: [String] {
            switch self {
            case .wechat: return ["财付通", "微信支付", "微信", "tenpay", "wechat", "weixin", "wxpay"]
            case .alipay: return ["支付宝", "alipay"]
            case .jd: return ["京东支付", "京东", "网银在线", "jdpay", "jd.com"]
            case .meituan: return ["美团", "meituan"]
            }
        }

        /// The platforms `text` names (`财付通-美团平台商户`: WeChat and Meituan).
        static func named(in text: String) -> [Platform] {
            zip(allCases, wordLists).filter { text.containsWord(of: $0.1) }.map(\.0)
        }

        /// The platforms `bill`'s description (``PurchaseLinker/description(of:)``) names: its payee's
        /// and note's, each looked at alone, as no word holds the space that joins them (every row of
        /// a statement is looked at, and joining them made a text a row).
        static func named(by bill: Bill) -> [Platform] {
            let inNote = named(in: bill.note)
            guard let payee = bill.payee, !payee.isEmpty else { return inNote }
            let inPayee = named(in: payee)
            return inPayee.isEmpty ? inNote : allCases.filter { inPayee.contains($0) || inNote.contains($0) }
        }

        /// Each platform's ``words``, made once.
        private static let wordLists = allCases.map(\.words)
    }

    /// Which file is imported.
    private enum Side {
        case platform(Platform)
        case statement
    }

    /// A row held until the file is read: its bill as it would be booked and the bills it fits.
    struct Held {
        var bill: Bill
        var decision: CategoryDecision
        var number: Int
        var place: ImportPlace
        var candidates: [Bill]
    }

    private struct Key: Hashable {
        var account: Account.ID
        var type: BillType
        var cents: Int64
    }

    private let side: Side?
    private let linking: Bool
    /// The ledger's bills of the other side not linked yet, in the months the file covers.
    private var others: [Key: [Bill]] = [:]
    private var held: [Held] = []
    private(set) var report = ImportLinks()

    /// - Parameters:
    ///   - rows: the file's rows when read whole (a statement's), whose dates say which months to read.
    ///   - linking: `false` (`--no-link`) only tags the bills, for a later import to link.
    ///   - tagged: the months that may hold bills tagged with one of the tags given (see
    ///     `ImportDuplicates.months(tagged:)`); `nil` for every month.
    init(
        ledger: Ledger, statement: StatementSource, rows: [FileRow]?, linking: Bool,
        tagged: ([String]) -> Set<MonthKey>? = { _ in nil }
    ) throws {
        side = Platform(statement: statement).map(Side.platform) ?? (statement.isBank ? .statement : nil)
        self.linking = linking
        guard linking, let side, let rows else { return }
        var first: Day?
        var last: Day?
        for row in rows {
            guard let text = row[.date], let day = Day(iso: text.prefix(10)) else { continue }
            if first.map({ day < $0 }) ?? true { first = day }
            if last.map({ $0 < day }) ?? true { last = day }
        }
        guard let from = first?.adding(days: -Self.window), let to = last?.adding(days: Self.window) else { return }
        // Of the months the file covers, only those that may hold the other side's unlinked bills.
        let tags =
            switch side {
            case .platform: [ImportKey.statementTag]
            case .statement: Platform.allCases.map(\.rawValue)
            }
        let holding = tagged(tags)
        for book in ledger.state.books {
            for month in try ledger.months(of: book.id)
            where from.yearMonth <= month && month <= to.yearMonth
                && holding?.contains(MonthKey(book: book.id, month: month)) ?? true
            {
                for bill in try ledger.bills(of: book.id, in: month)
                where from <= bill.date && bill.date <= to && Self.isOther(bill, of: side) {
                    guard let account = bill.account else { continue }
                    others[Key(account: account, type: bill.type, cents: bill.amount.cents), default: []].append(bill)
                }
            }
        }
    }

    /// Whether `bill` of the ledger is an unlinked row of the other side than `side`'s.
    private static func isOther(_ bill: Bill, of side: Side) -> Bool {
        guard bill.type != .transfer, let key = bill.importKey, let tag = ImportKey.soleTag(of: key) else {
            return false
        }
        switch side {
        case .platform(let platform):
            return tag == ImportKey.statementTag && Platform.named(by: bill).contains(platform)
        case .statement:
            return Platform(rawValue: String(tag)) != nil
        }
    }

    /// A bill's payee and note, as a statement's description is read.
    static func description(of bill: Bill) -> String {
        [bill.payee ?? "", bill.note].filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// Tags `bill`'s import key with its side when it can be linked: a platform's row paid with a card
    /// (its `method`), a statement's row whose description names a platform. A transfer is no purchase
    /// (a move seen on two statements is matched as a transfer).
    func tag(_ bill: inout Bill, method: String) {
        guard let side, let key = bill.importKey, bill.type != .transfer else { return }
        switch side {
        case .platform(let platform):
            guard let hint = AccountHint(paymentMethod: method, platform: ""), !hint.digits.isEmpty else { return }
            bill.importKey = ImportKey.tagged(key, platform.rawValue)
        case .statement:
            guard !Platform.named(by: bill).isEmpty else { return }
            bill.importKey = ImportKey.tagged(key, ImportKey.statementTag)
        }
    }

    /// Holds `bill` (tagged) when the ledger has bills of the other side it fits: it is linked or
    /// booked by ``settle(in:)``. `false`: book it now.
    mutating func hold(_ bill: Bill, decision: CategoryDecision, number: Int, place: ImportPlace) -> Bool {
        guard linking, let side, !others.isEmpty, let account = bill.account, let key = bill.importKey,
            let tag = ImportKey.soleTag(of: key)
        else { return false }
        let fitting = others[Key(account: account, type: bill.type, cents: bill.amount.cents)] ?? []
        let named: [Platform]
        switch side {
        case .platform(let platform): named = [platform]
        case .statement: named = tag == ImportKey.statementTag ? Platform.named(by: bill) : []
        }
        let candidates = fitting.filter { other in
            abs(other.date.ordinal - bill.date.ordinal) <= Self.window
                && named.contains { platform in
                    switch side {
                    case .platform: return true
                    case .statement: return ImportKey.soleTag(of: other.importKey ?? "").map(String.init) == platform.rawValue
                    }
                }
        }
        guard !candidates.isEmpty else { return false }
        held.append(Held(bill: bill, decision: decision, number: number, place: place, candidates: candidates))
        return true
    }

    /// Links each held row that fits one bill which no other row fits (the bill updated in the
    /// import's own change); the others are listed as ambiguous.
    /// - Returns: the held rows to book as they are, in the file's order.
    mutating func settle(in ledger: Ledger) throws -> [Held] {
        var claims: [String: [ImportPlace]] = [:]
        for row in held { for candidate in row.candidates { claims[candidate.id, default: []].append(row.place) } }
        var unlinked: [Held] = []
        var updates: [(bill: Bill, updated: Bill)] = []
        for row in held {
            if row.candidates.count == 1, let other = row.candidates.first, claims[other.id]?.count == 1 {
                updates.append((other, link(row, to: other)))
                continue
            }
            unlinked.append(row)
            report.ambiguous.append(
                AmbiguousLink(
                    place: row.place, amount: row.bill.amount, day: row.bill.date,
                    description: Self.description(of: row.bill),
                    candidates: row.candidates.map {
                        AmbiguousLink.Candidate(bill: $0.shortID, day: $0.date, description: Self.description(of: $0))
                    },
                    rivals: row.candidates.count == 1
                        ? (claims[row.candidates[0].id] ?? []).filter { $0 != row.place } : []))
        }
        held = []
        try ledger.updateImported(updates)
        return unlinked
    }

    /// Makes `row` and the ledger's `other` one bill, the same whichever was booked first: the
    /// platform's date, payee, note and category (it knows the merchant; the statement says
    /// `财付通-…`), the card's account, both transaction numbers and both import keys.
    /// - Returns: `other` as the link leaves it.
    private mutating func link(_ row: Held, to other: Bill) -> Bill {
        let platformFirst: Bool
        if case .statement = side { platformFirst = true } else { platformFirst = false }
        let (platform, statement) = platformFirst ? (other, row.bill) : (row.bill, other)
        var linked = other
        linked.payee = platform.payee
        linked.note = platform.note
        linked.category = platform.category
        linked.date = platform.date
        linked.reference = Self.joined(platform.reference, statement.reference)
        linked.importKey = [other.importKey, row.bill.importKey].compactMap { $0 }.joined(separator: " ")
        report.linked.append(
            PurchaseLink(
                place: row.place, bill: other.shortID, booked: platformFirst ? .platform : .statement,
                amount: row.bill.amount, type: row.bill.type, platformDay: platform.date,
                statementDay: statement.date, statementDescription: Self.description(of: statement),
                platformReference: platform.reference, payee: platform.payee))
        return linked
    }

    /// Both transaction numbers, the platform's first (one alone when the other is missing or they
    /// would not fit a reference).
    private static func joined(_ platform: String?, _ statement: String?) -> String? {
        guard let platform else { return statement }
        guard let statement, statement != platform else { return platform }
        let both = platform + " " + statement
        return both.count <= Bill.maxReferenceLength ? both : platform
    }
}
