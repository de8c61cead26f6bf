import Testing

@testable import LedgerCore

struct CSVTests {
    struct ReadCase: CustomTestStringConvertible, Sendable {
        var name: String
        var text: String
        var records: [CSV.Record]
        var testDescription: String { name }
    }

    static let reads: [ReadCase] = [
        ReadCase(
            name: "plain", text: "a,b\n1,2\n",
            records: [.init(line: 1, fields: ["a", "b"]), .init(line: 2, fields: ["1", "2"])]),
        ReadCase(
            name: "CRLF", text: "a,b\r\n1,2\r\n",
            records: [.init(line: 1, fields: ["a", "b"]), .init(line: 2, fields: ["1", "2"])]),
        ReadCase(
            name: "no final line break", text: "a\n1",
            records: [.init(line: 1, fields: ["a"]), .init(line: 2, fields: ["1"])]),
        ReadCase(
            name: "BOM", text: "\u{FEFF}date\n1\n",
            records: [.init(line: 1, fields: ["date"]), .init(line: 2, fields: ["1"])]),
        ReadCase(
            name: "quoted comma, quote and newline",
            text: "\"a,b\",\"say \"\"hi\"\"\",\"two\r\nlines\"\nnext,x,y\n",
            records: [
                .init(line: 1, fields: ["a,b", "say \"hi\"", "two\r\nlines"]),
                .init(line: 3, fields: ["next", "x", "y"]),
            ]),
        ReadCase(
            name: "empty fields", text: ",,\n\"\",x,\n",
            records: [.init(line: 1, fields: ["", "", ""]), .init(line: 2, fields: ["", "x", ""])]),
        ReadCase(
            name: "blank lines skipped", text: "a\n\n\r\n1\n\n",
            records: [.init(line: 1, fields: ["a"]), .init(line: 4, fields: ["1"])]),
        ReadCase(
            name: "bare CR line ends", text: "a\r1\r",
            records: [.init(line: 1, fields: ["a"]), .init(line: 2, fields: ["1"])]),
        ReadCase(
            name: "UTF-8", text: "日期,金额\n2026-11-01,12.50\n",
            records: [
                .init(line: 1, fields: ["日期", "金额"]), .init(line: 2, fields: ["2026-11-01", "12.50"]),
            ]),
        ReadCase(name: "empty", text: "", records: []),
    ]

    @Test(arguments: reads)
    func reads(_ read: ReadCase) throws {
        #expect(try CSV.records(Array(read.text.utf8)) == read.records)
    }

    @Test(arguments: [
        ("a,\"b\nc", 1, "never ends"), ("a\nx,\"b\"c\n", 2, "text after the closing quote"),
        ("a\nab\"c\n", 2, "a quote inside an unquoted field"),
    ])
    func rejects(_ text: String, line: Int, message: String) {
        #expect {
            try CSV.records(Array(text.utf8))
        } throws: { error in
            guard let error = error as? CSV.SyntaxError else { return false }
            return error.line == line && error.message.description.contains(message)
        }
    }

    /// One record as the writer writes it.
    static func record(_ fields: [String]) -> String {
        var out = ByteWriter(capacity: 64)
        out.append(csvRecord: fields)
        return String(decoding: out.bytes, as: UTF8.self)
    }

    @Test(arguments: [
        (["a", "b"], "a,b\r\n"), (["a,b", "c"], "\"a,b\",c\r\n"), (["say \"hi\""], "\"say \"\"hi\"\"\"\r\n"),
        (["two\nlines", ""], "\"two\nlines\",\r\n"), (["cr\r"], "\"cr\r\"\r\n"),
        ([" padded "], " padded \r\n"),
        (["用餐"], "用餐\r\n"), ([""], "\r\n"), (["", "\""], ",\"\"\"\"\r\n"),
    ])
    func writesOnlyWhatNeedsQuoting(_ fields: [String], _ line: String) {
        #expect(CSVTests.record(fields) == line)
    }

    @Test func tablesAreAHeaderAndItsRecords() {
        #expect(
            CSV.table(header: ["a", "b"], rows: [["1", "x,y"], ["", "\""]])
                == "a,b\r\n1,\"x,y\"\r\n,\"\"\"\"\r\n")
        #expect(CSV.table(header: ["a"], rows: []) == "a\r\n")
    }

    @Test func whatItWritesItReadsBack() throws {
        let alphabet = Array("ab ,\"\n\r用;")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let fields = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                String(
                    (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                        alphabet.randomElement(using: &generator) ?? "a"
                    })
            }
            let records = try CSV.records(Array((CSVTests.record(fields) + CSVTests.record(["end"])).utf8))
            #expect(records.first?.fields == fields)
            #expect(records.last?.fields == ["end"])
        }
    }
}
