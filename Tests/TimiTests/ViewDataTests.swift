import Foundation
import Testing

/// `--format json` and `--format csv` of every view, parsed back and compared with each other and
/// with the numbers of the text, on the fixture ledger.
struct ViewDataTests {
    func json(_ arguments: String...) throws -> Any { try json(arguments: arguments) }
    func csv(_ arguments: String...) throws -> [[String: String]] { try csv(arguments: arguments) }
    func text(_ arguments: String...) throws -> [String] { try text(arguments: arguments) }

    func json(arguments: [String]) throws -> Any {
        let result = try Fixture.timi().run(arguments: arguments + ["--json"])
        #expect(result.status == 0, "\(result.stderr)")
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }

    /// The records as dictionaries by the header's names.
    func csv(arguments: [String]) throws -> [[String: String]] {
        let result = try Fixture.timi().run(arguments: arguments + ["--format=csv"])
        #expect(result.status == 0, "\(result.stderr)")
        let records = try CSVRecords.parse(result.stdout)
        let header = try #require(records.first)
        return records.dropFirst().map { Dictionary(uniqueKeysWithValues: zip(header, $0)) }
    }

    /// The lines at 120 columns with one space between words, to compare cells.
    func text(arguments: [String]) throws -> [String] {
        var timi = try Fixture.timi()
        timi.extraEnvironment["COLUMNS"] = "120"
        return try timi.run(arguments: arguments).stdout.split(separator: "\n").map {
            $0.split(separator: " ").joined(separator: " ")
        }
    }

    @Test func listAgreesWithItsTextAndCSV() throws {
        let bills = try #require(try json("list", "all") as? [[String: Any]])
        #expect(bills.count == 14)
        #expect(
            Set(bills.first?.keys.map { $0 } ?? []) == [
                "amount", "book", "category", "categoryAlias", "created", "date", "id", "note", "photo", "type",
            ])
        let rows = try csv("list", "all")
        #expect(rows.count == bills.count)
        let text = try self.text("list", "all")
        #expect(text.contains("日常账本 · all time"))
        #expect(text.contains("income ¥123465289.00 expense ¥7459.49 balance ¥123457829.51 14 bills"))
        for (bill, row) in zip(bills, rows) {
            for key in ["amount", "book", "category", "created", "date", "id", "note", "type"] {
                #expect(row[key] == bill[key] as? String, "\(key)")
            }
            #expect(row["photo"] == (bill["photo"] as? String ?? ""))
            let id = String((bill["id"] as? String ?? "").prefix(8))
            let line = try #require(text.first { $0.hasPrefix(id) })
            let category = bill["category"] as? String ?? ""
            let amount = bill["amount"] as? String ?? ""
            let side =
                bill["type"] as? String == "income" ? "\(amount) \(category) │" : "│ \(category) \(amount)"
            #expect(line.contains(side), "\(line)")
        }
        let search = try #require(
            try json("list", "all", "--search", "TAXI", "--limit", "1") as? [[String: Any]])
        #expect(search.map { $0["note"] as? String } == ["taxi home from the airport after a delay"])
    }

    @Test func pieAgreesWithItsTextAndCSV() throws {
        for arguments in [["pie"], ["pie", "all", "--income"], ["pie", "2026"]] {
            let pie = try #require(try json(arguments: arguments) as? [String: Any])
            let categories = try #require(pie["categories"] as? [[String: Any]])
            let percents = categories.compactMap {
                ($0["percent"] as? String).flatMap { Int($0.replacing(".", with: "")) }
            }
            #expect(percents.reduce(0, +) == 10_000)
            let rows = try csv(arguments: arguments)
            #expect(rows.map { $0["category"] } == categories.map { $0["category"] as? String })
            #expect(rows.map { $0["amount"] } == categories.map { $0["amount"] as? String })
            #expect(rows.map { $0["percent"] } == categories.map { $0["percent"] as? String })
            let text = try self.text(arguments: arguments)
            for category in categories {
                let cells =
                    ["category", "amount", "count"].map { "\(category[$0] ?? "")" } + [
                        "\(category["percent"] ?? "")%"
                    ]
                #expect(text.contains { $0.hasPrefix(cells.joined(separator: " ")) }, "\(cells)")
            }
            #expect(text.contains { $0.hasPrefix("TOTAL \(pie["total"] ?? "") ") && $0.hasSuffix("100.00%") })
            #expect(
                text[1]
                    == "income ¥\(pie["income"] ?? "") expense ¥\(pie["expense"] ?? "") balance ¥\(pie["balance"] ?? "")"
            )
        }
    }

    @Test func monthsAgreeWithTheirTextAndCSV() throws {
        let report = try #require(try json("months") as? [String: Any])
        let months = try #require(report["months"] as? [[String: Any]])
        #expect(months.compactMap { $0["month"] as? String } == ["2026-11", "2026-10", "2025-12"])
        let rows = try csv("months")
        let text = try self.text("months")
        for (month, row) in zip(months, rows) {
            let cells = ["month", "count", "income", "expense", "balance"].map { "\(month[$0] ?? "")" }
            #expect(cells == ["month", "count", "income", "expense", "balance"].map { row[$0] ?? "" })
            #expect(text.contains(cells.joined(separator: " ")))
        }
        let total = try #require(report["total"] as? [String: Any])
        #expect(
            text.last == "ALL "
                + ["count", "income", "expense", "balance"].map { "\(total[$0] ?? "")" }.joined(
                    separator: " "))
        #expect(total["count"] as? Int == months.compactMap { $0["count"] as? Int }.reduce(0, +))
    }

    @Test func calendarAgreesWithItsTextAndCSV() throws {
        let report = try #require(try json("calendar") as? [String: Any])
        let days = try #require(report["days"] as? [[String: Any]])
        #expect(days.count == 30)
        let rows = try csv("calendar")
        #expect(rows.map { $0["expense"] } == days.map { $0["expense"] as? String })
        let text = try self.text("calendar").joined(separator: "\n")
        let spent = days.compactMap { $0["expense"] as? String }.filter { $0 != "0.00" }
        #expect(spent == ["3000.00", "16.50", "66.60", "18.00", "34.90"])
        for amount in spent { #expect(text.contains(amount)) }
        #expect(report["expense"] as? String == "3136.00")
    }

    @Test func balanceAgreesWithItsTextAndCSV() throws {
        let report = try #require(try json("balance") as? [String: Any])
        let books = try #require(report["books"] as? [[String: Any]])
        let rows = try csv("balance")
        #expect(rows.map { $0["book"] } == books.map { $0["book"] as? String })
        #expect(rows.map { $0["current"] } == ["true", "false", "false"])
        let text = try self.text("balance")
        for book in books {
            let cells = ["count", "income", "expense", "balance"].map { "\(book[$0] ?? "")" }.joined(
                separator: " ")
            #expect(
                text.contains { $0.contains("\(book["book"] ?? "") (\(book["currency"] ?? "")) \(cells)") })
        }
    }

    @Test func csvQuotesCommasQuotesAndKeepsCJK() throws {
        let result = try Fixture.timi().run("list", "all", "--search", "usual", "--format", "csv")
        #expect(result.stdout.hasPrefix("date,type,amount,category,note,book,id,photo,created,payee,ref,categoryAlias,account,toAccount,toAmount,fee,time\r\n"))
        #expect(result.stdout.contains(#",用餐,"lunch, ""the usual""",日常账本,"#))
        #expect(try CSVRecords.parse(result.stdout)[1][4] == #"lunch, "the usual""#)
    }

    @Test func colourOnlyWhenAsked() throws {
        var timi = try Fixture.timi()
        #expect(!(try timi.run("list").stdout.contains("\u{1B}[")))
        #expect(try timi.run("pie", "--color", "always").stdout.contains("\u{1B}[31m3000.00\u{1B}[0m"))
        timi.extraEnvironment["NO_COLOR"] = "1"
        #expect(try timi.run("--color", "always", "months").stdout.contains("\u{1B}[32m"))
        #expect(!(try timi.run("calendar", "--color", "auto").stdout.contains("\u{1B}[")))
        #expect(!(try timi.run("balance", "--color", "never").stdout.contains("\u{1B}[")))
    }

    @Test func noCommandIsTheHomeScreen() throws {
        var timi = try Fixture.timi()
        timi.extraEnvironment["COLUMNS"] = "80"
        #expect(try timi.run().stdout == (try timi.run("list").stdout))
        #expect(try timi.run("--income").stdout == (try timi.run("list", "--income").stdout))
        timi.extraEnvironment["COLUMNS"] = "not a number"
        let fallback = try timi.run("list").stdout
        #expect(fallback == (try timi.run("list").stdout))
        #expect(
            fallback.split(separator: "\n").contains {
                $0.contains("                                income │ expense")
            })
    }
}

/// Reads CSV as RFC 4180 writes it, for checking the output.
enum CSVRecords {
    struct Malformed: Error {}

    static func parse(_ text: String) throws -> [[String]] {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var quoted = false
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            if quoted {
                if character == "\"" {
                    if index < text.endIndex && text[index] == "\"" {
                        field.append("\"")
                        index = text.index(after: index)
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(character)
                }
            } else if character == "\"" {
                guard field.isEmpty else { throw Malformed() }
                quoted = true
            } else if character == "," {
                record.append(field)
                field = ""
            } else if character == "\r\n" {
                record.append(field)
                records.append(record)
                (record, field) = ([], "")
            } else {
                // Records end in CRLF; a lone CR or LF belongs in a quoted field only.
                guard character != "\n" && character != "\r" else { throw Malformed() }
                field.append(character)
            }
        }
        guard !quoted, record.isEmpty, field.isEmpty else { throw Malformed() }
        return records
    }
}
