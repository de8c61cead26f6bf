import Foundation
@testable import LedgerCore

/// What a ledger directory holds, read straight from its files (not through timi), to compare a
/// ledger before a command, after it, and after a crash in the middle of it.
///
/// Reading it also checks what must hold after any crash once the next command has run: every file
/// parses, no journal is left, every month total (in the totals files) matches its month file (counts,
/// sums and the file's size and time), and every undo and undone entry is whole. ``problems`` lists what does not.
struct LedgerContent: Equatable, CustomStringConvertible {
    /// `id name`, in order.
    var books: [String] = []
    /// `id alias type`, in order.
    var categories: [String] = []
    var currentBook = 0
    /// Bill id → everything else about it but its creation time.
    var bills: [String: String] = [:]
    /// The descriptions of the bills, sorted: what two runs of one command must agree on.
    private(set) var billTexts: [String] = []
    /// The attachment files.
    var attachments: Set<String> = []
    /// The numbers of the undo entries.
    var undo: [Int] = []
    /// The numbers of the undone entries (what `timi redo` re-applies).
    var undone: [Int] = []
    /// What is wrong; empty for a sound ledger.
    var problems: [String] = []
    private let cache: Cache

    /// Equal when the same bills are there, whatever their ids (a command run twice gives new ids).
    static func == (lhs: LedgerContent, rhs: LedgerContent) -> Bool {
        lhs.books == rhs.books && lhs.categories == rhs.categories && lhs.currentBook == rhs.currentBook
            && lhs.billTexts == rhs.billTexts && lhs.attachments.count == rhs.attachments.count
            && lhs.undo == rhs.undo  // old entries are pruned in the commit itself
            && lhs.undone == rhs.undone
    }

    var description: String {
        "\(books.count) books, \(categories.count) categories, \(bills.count) bills, "
            + "\(attachments.count) attachments, undo \(undo.first ?? 0)…\(undo.last ?? 0)"
    }

    /// What differs from `other`, for failure messages.
    func difference(from other: LedgerContent) -> String {
        var out: [String] = []
        if books != other.books { out.append("books \(books) vs \(other.books)") }
        if categories.count != other.categories.count {
            out.append("categories \(categories.count) vs \(other.categories.count)")
        }
        if currentBook != other.currentBook {
            out.append("current book \(currentBook) vs \(other.currentBook)")
        }
        let mine = Set(bills.values)
        let theirs = Set(other.bills.values)
        if mine != theirs {
            out.append(
                "bills only here: \(mine.subtracting(theirs).sorted().prefix(3)), only there: \(theirs.subtracting(mine).sorted().prefix(3))"
            )
        }
        if attachments.count != other.attachments.count {
            out.append("attachments \(attachments) vs \(other.attachments)")
        }
        if undo != other.undo { out.append("undo \(undo) vs \(other.undo)") }
        if undone != other.undone { out.append("undone \(undone) vs \(other.undone)") }
        return out.joined(separator: "; ")
    }

    /// Month files already parsed, by inode and time: timi never changes a file in place, so a file
    /// with the same inode, size and time has the same content (and most rounds change one or two).
    final class Cache {
        var months: [String: Month] = [:]
        init() {}
    }

    /// One month file as read: each bill's description by id, the totals, or what is wrong with it.
    struct Month {
        var bills: [(String, String)] = []
        var income = 0
        var expense = 0
        var photos: [String] = []
        var problems: [String] = []
        /// Each bill's amount by id: positive for income, negative for expense, 0 for a transfer.
        var amounts: [String: Int] = [:]
        /// Each bill's photo by id.
        var photoOf: [String: String] = [:]

        /// Counts a bill in.
        mutating func add(_ id: String, _ text: String, amount: Int, photo: String?) {
            bills.append((id, text))
            amounts[id] = amount
            if amount > 0 { income += amount } else { expense -= amount }
            if let photo {
                photos.append(photo)
                photoOf[id] = photo
            }
        }
    }

    /// Whether a redo log waits in the ledger `directory`: one not yet carried out, or carried out in
    /// another boot (a log carried out in this one stays until the next change's barrier).
    static func logWaits(in directory: String) -> Bool {
        (try? RedoLog.isWaiting(in: directory)) ?? true
    }

    /// Reads the ledger in `directory`.
    init(_ directory: String, cache: Cache = Cache()) {
        self.cache = cache
        let files = FileManager.default
        if Self.logWaits(in: directory) { problems.append("journal.json is left") }
        guard let state = json(directory + "/ledger.json") as? [String: Any] else {
            problems.append("ledger.json does not parse")
            return
        }
        let books = (state["books"] as? [[String: Any]]) ?? []
        self.books = books.map { "\($0["id"] ?? "?") \($0["name"] ?? "?")" }
        categories = ((state["categories"] as? [[String: Any]]) ?? []).map {
            "\($0["id"] ?? "?") \($0["alias"] ?? "?") \($0["type"] ?? "?")"
        }
        currentBook = state["currentBook"] as? Int ?? 0
        // Older ledgers keep the month totals in ledger.json, others in a totals file per book and year.
        let summaries = state["summaries"] as? [String: [String: [String: Any]]]
        for book in books.compactMap({ $0["id"] as? Int }) {
            readBills(
                of: book, in: directory,
                summaries: summaries.map { $0[String(book)] ?? [:] } ?? totals(of: book, in: directory))
        }
        attachments = Set(
            ((try? files.contentsOfDirectory(atPath: directory + "/attachments")) ?? []).filter {
                !$0.hasPrefix(".")
            })
        undo = readUndo(directory + "/undo")
        undone = readUndo(directory + "/undo/undone")
        billTexts = bills.values.sorted()
    }

    /// The month totals in the totals files `bills/<book>/<YYYY>.totals`, by month.
    private mutating func totals(of book: Int, in directory: String) -> [String: [String: Any]] {
        let folder = directory + "/bills/\(book)"
        var summaries: [String: [String: Any]] = [:]
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        where name.hasSuffix(".totals") && !name.hasPrefix(".") {
            guard
                let months = (json(folder + "/" + name) as? [String: Any])?["months"]
                    as? [String: [String: Any]]
            else {
                problems.append("\(folder)/\(name) does not parse")
                continue
            }
            summaries.merge(months) { first, _ in first }
        }
        return summaries
    }

    private mutating func readBills(of book: Int, in directory: String, summaries: [String: [String: Any]]) {
        let folder = directory + "/bills/\(book)"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            !$0.hasPrefix(".") && $0.hasSuffix(".json")
        }
        var months = Set<String>()
        for name in names {
            let month = String(name.dropLast(5))
            let path = folder + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            let key = "\(info.st_dev):\(info.st_ino):\(info.st_size):\(modificationNanoseconds(path))"
            let monthFile = cache.months[key] ?? LedgerContent.read(path, book: book, month: month)
            cache.months[key] = monthFile
            // A month's change log: the ids it takes out of the month file, and the bills it puts in.
            let logPath = folder + "/" + month + ".changes"
            var logInfo = stat()
            let hasLog = stat(logPath, &logInfo) == 0
            let file =
                hasLog ? LedgerContent.folding(logPath, into: monthFile, book: book, month: month) : monthFile
            problems += file.problems
            for (id, text) in file.bills where bills.updateValue(text, forKey: id) != nil {
                problems.append("the bill \(id) is there twice")
            }
            for photo in file.photos
            where !FileManager.default.fileExists(atPath: directory + "/attachments/" + photo) {
                problems.append("the photo \(photo) is missing")
            }
            if file.bills.isEmpty { continue }
            months.insert(month)
            guard let summary = summaries[month] else {
                problems.append("no total for \(path)")
                continue
            }
            if summary["count"] as? Int != file.bills.count
                || (summary["income"] as? String).flatMap(cents) != file.income
                || (summary["expense"] as? String).flatMap(cents) != file.expense
                || summary["fileSize"] as? Int != Int(info.st_size)
                || (summary["fileModified"] as? Int64).map({ $0 != modificationNanoseconds(path) }) ?? true
                || summary["logSize"] as? Int != (hasLog ? Int(logInfo.st_size) : nil)
                || (summary["logModified"] as? Int64) != (hasLog ? modificationNanoseconds(logPath) : nil)
            {
                problems.append("the total of \(path) does not match it: \(summary)")
            }
        }
        for month in Set(summaries.keys).subtracting(months) {
            problems.append("a total for a missing \(folder)/\(month)")
        }
    }

    /// `file` with the change log at `path` folded in: the month file's bills without those whose ids
    /// the log removes or puts in anew, then the log's.
    /// The month file's bills with its change log at `path` folded in, after the sealed logs that the
    /// log names (`YYYY-MM.1.changes`, …), in their order.
    private static func folding(_ path: String, into file: Month, book: Int, month: String) -> Month {
        let sealed = ((json(path) as? [String: Any])?["sealed"] as? [String])?.count ?? 0
        var folded = file
        for number in 1..<(sealed + 1) {
            folded = foldingOne(
                String(path.dropLast(".changes".count)) + ".\(number).changes", into: folded, book: book,
                month: month)
        }
        return foldingOne(path, into: folded, book: book, month: month)
    }

    private static func foldingOne(_ path: String, into file: Month, book: Int, month: String) -> Month {
        var log = read(path, book: book, month: month)
        guard let removed = (json(path) as? [String: Any])?["removed"] as? [String] else {
            log.problems.append("\(path) does not parse")
            return log
        }
        let hidden = Set(removed).union(log.bills.map(\.0))
        var folded = Month(problems: file.problems + log.problems)
        for (id, text) in file.bills where !hidden.contains(id) {
            folded.add(id, text, amount: file.amounts[id] ?? 0, photo: file.photoOf[id])
        }
        for (id, text) in log.bills {
            folded.add(id, text, amount: log.amounts[id] ?? 0, photo: log.photoOf[id])
        }
        return folded
    }

    private static func read(_ path: String, book: Int, month: String) -> Month {
        var file = Month()
        guard let list = (json(path) as? [String: Any])?["bills"] as? [[String: Any]] else {
            file.problems.append("\(path) does not parse")
            return file
        }
        for bill in list {
            guard let id = bill["id"] as? String, let amount = (bill["amount"] as? String).flatMap(cents),
                let date = bill["date"] as? String, date.hasPrefix(month), let type = bill["type"] as? String
            else {
                file.problems.append("\(path) has a bad bill: \(bill)")
                continue
            }
            // A photo is named after its bill's id, which differs between two runs of one `add`.
            let photo = bill["photo"] as? String
            let text =
                "\(book) \(date) \(type) \(amount) \(bill["category"] ?? "?") \(bill["note"] ?? "")"
                + (photo == nil ? "" : " with a photo")
            // A transfer is in neither total of the month.
            let signed = type == "income" ? amount : type == "transfer" ? 0 : -amount
            file.add(id, text, amount: signed, photo: photo)
        }
        return file
    }

    /// The numbers of the entries in `folder`, each checked whole: flat (`<n>.json` beside the files it
    /// keeps, `<n>.0`, …) or, made before abb169f, a folder `<n>/` holding `change.json` and them. A
    /// kept file whose entry is not there is a problem too.
    private mutating func readUndo(_ folder: String) -> [Int] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        let records = Set(names.filter { $0.hasSuffix(".json") }.compactMap { Int($0.dropLast(5)) })
        let folders = Set(names.compactMap(Int.init))
        for number in records.union(folders).sorted() {
            let flat = records.contains(number)
            let record = flat ? folder + "/\(number).json" : folder + "/\(number)/change.json"
            guard let change = json(record) as? [String: Any], let files = change["files"] as? [[String: Any]] else {
                problems.append("\(record) does not parse")
                continue
            }
            let savedFolder = flat ? folder : folder + "/\(number)"
            for saved in files.compactMap({ $0["saved"] as? String })
            where !FileManager.default.fileExists(atPath: savedFolder + "/" + saved) {
                problems.append("\(savedFolder)/\(saved) is missing")
            }
        }
        // A record placed under another number than its files' still names them.
        let named = Set(
            records.flatMap { number in
                ((json(folder + "/\(number).json") as? [String: Any])?["files"] as? [[String: Any]] ?? [])
                    .compactMap { $0["saved"] as? String }
            })
        for name in names where !name.hasSuffix(".json") && !name.hasPrefix(".") && !named.contains(name) {
            let parts = name.split(separator: ".")
            if parts.count == 2, Int(parts[0]) != nil, Int(parts[1]) != nil {
                problems.append("\(folder)/\(name) is kept for no entry")
            }
        }
        return records.union(folders).sorted()
    }

    /// The hidden temporary files and folders that interrupted commands left (doctor removes them).
    static func leftovers(_ directory: String) -> [String] {
        (FileManager.default.subpaths(atPath: directory) ?? []).filter { $0.contains(".tmp-") }
    }
}

/// A JSON file's value, or `nil` when it does not parse (or does not exist).
func json(_ path: String) -> Any? {
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    return try? JSONSerialization.jsonObject(with: data)
}

/// `"12.50"` as 1250.
func cents(_ text: String) -> Int? {
    let parts = text.split(separator: ".", omittingEmptySubsequences: false)
    guard parts.count <= 2, let units = Int(parts[0]) else { return nil }
    guard parts.count == 2 else { return units * 100 }
    guard parts[1].count == 2, let fraction = Int(parts[1]) else { return nil }
    return units * 100 + fraction
}

/// A file's modification time in nanoseconds, as timi's totals record it.
func modificationNanoseconds(_ path: String) -> Int64 {
    var info = stat()
    guard stat(path, &info) == 0 else { return -1 }
    return Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
}
