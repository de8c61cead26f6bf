import Foundation
import Testing

@testable import LedgerCore

struct JSONReaderTests {
    /// Reads any JSON value into a comparable form, through the reader's public moves only.
    static func value(_ reader: inout JSONReader) throws -> String {
        if try reader.readNull() { return "null" }
        var probe = reader
        if let string = try? probe.readString() {
            reader = probe
            return "s:" + string
        }
        probe = reader
        if let number = try? probe.readInt() {
            reader = probe
            return "i:\(number)"
        }
        probe = reader
        if (try? probe.beginObject()) != nil {
            reader = probe
            var fields: [String] = []
            while let key = try reader.nextKey() { fields.append(key.string + "=" + (try value(&reader))) }
            return "{" + fields.joined(separator: ",") + "}"
        }
        probe = reader
        if (try? probe.beginArray()) != nil {
            reader = probe
            var elements: [String] = []
            while try reader.nextElement() { elements.append(try value(&reader)) }
            return "[" + elements.joined(separator: ",") + "]"
        }
        try reader.skipValue()
        return "other"
    }

    static func parse(_ text: String) throws -> String {
        try JSONReader.read(Array(text.utf8)) { try value(&$0) }
    }

    @Test(arguments: [
        (#"{"a":1,"b":[true,false,null,"x"],"c":{}}"#, "{a=i:1,b=[other,other,null,s:x],c={}}"),
        (#" [ ] "#, "[]"), (#""\u00e9\ud83d\ude00\n\"\\\/""#, "s:é😀\n\"\\/"), ("-0", "i:0"),
        (#"{"k":-12}"#, "{k=i:-12}"), (#"[1.5e3, -0.0, 1E-2]"#, "[other,other,other]"), (#""汉字""#, "s:汉字"),
        ("9223372036854775807", "i:9223372036854775807"),
    ])
    func readsValidJSON(text: String, expected: String) throws {
        #expect(try JSONReaderTests.parse(text) == expected)
    }

    @Test(arguments: [
        "", "{", "[1,]", "{\"a\":1,}", "{\"a\" 1}", "{a:1}", "[01]", "[1.]", "[.5]", "[+1]", "\"abc",
        "\"\\x\"",
        "\"\\ud800\"", "[1 2]", "nul", "tru", "{\"a\":1}}", "[\"\u{1}\"]", "1e", "[--1]", "[Infinity]",
        "[NaN]",
        String(repeating: "[", count: 300) + String(repeating: "]", count: 300), "\u{FEFF}[]",
    ])
    func rejectsInvalidJSON(text: String) {
        #expect(throws: JSONReader.Failure.self) { try JSONReaderTests.parse(text) }
    }

    /// Passing over a bracketed value on its brackets ends where ``JSONReader/skipValue()`` ends,
    /// brackets and escapes inside strings included; cut off, it throws.
    @Test(arguments: [
        #"{"1":{"count":2,"total":"3.00"},"2":{"count":1,"total":"1.00"}},"count":3"#,
        #"[1,[2,{"a":"}]\"{["}],"x\\"],"next""#, "{},1", "[],1", #""plain",1"#, "12,1",
    ])
    func skipsOnBracketsWhereSkipValueEnds(_ text: String) throws {
        let (end, expected) = try Self.ends(text) { try $0.skipBrackets() }
        #expect(end == expected, "\(text)")
        for cut in 1..<(expected - 1) where text.first == "{" || text.first == "[" {
            Array(text.utf8)[..<cut].withUnsafeBufferPointer { prefix in
                var reader = JSONReader(prefix)
                #expect(throws: JSONReader.Failure.self) { try reader.skipBrackets() }
            }
        }
    }

    /// Where `skip` ends passing over the value at the start of `text`, and where
    /// ``JSONReader/skipValue()`` ends.
    static func ends(_ text: String, _ skip: (inout JSONReader) throws -> Void) throws -> (Int, Int) {
        try Array(text.utf8).withUnsafeBufferPointer { buffer in
            var fast = JSONReader(buffer)
            var full = JSONReader(buffer)
            try skip(&fast)
            try full.skipValue()
            return (fast.offset, full.offset)
        }
    }

    /// Passing over an object from its line's end ends where ``JSONReader/skipValue()`` ends, in the
    /// layout of a totals file (one month a line, its category totals first, last, empty, the last
    /// month without a comma) and, falling back on the brackets, in any other (pretty-printed, no line
    /// end, brackets after it on the line).
    @Test(arguments: [
        "{\"1\":{\"count\":2,\"total\":\"3.00\"},\"2\":{\"count\":1,\"total\":\"1.00\"}},\"count\":3,\"fileHash\":\"ab\"},\n\"next\":1",
        "{},\"count\":0},\n", "{\"1\":{\"count\":2,\"total\":\"3.00\"}}},\n",
        "{\"1\":{\"count\":2}},\"count\":3}\n}}\n", "{\"a}\":{\"count\":2}},\"count\":3} \r\n",
        "{\n  \"1\": {\"count\": 2}\n},\"count\":3}", "{\"1\":{}},\"count\":3}",
        "{\"1\":{}},\"list\":[1,2]},\n", "{\"1\":[{}]},\"count\":3},\n",
    ])
    func skipsAnObjectEndingItsLineWhereSkipValueEnds(_ text: String) throws {
        let (end, expected) = try Self.ends(text) { try $0.skipObjectEndingItsLine() }
        #expect(end == expected, "\(text)")
    }

    /// The end found from the line's end is the one the earlier byte-at-a-time scan found, whatever
    /// the length of what follows the object and wherever a bracket sits in it: a `}` at each place of
    /// a word (then the end is taken there, or, after a byte other than `}`, the brackets are
    /// followed), or another bracket after the last `}` (the brackets are followed).
    @Test func findsTheEndFromTheLineEndAsTheByteScanDid() throws {
        for length in 0...40 {
            for bracket in [nil, "}", "}}", "{", "[", "]"] as [String?] {
                for place in 0...max(0, length - 1) {
                    var tail = Array(repeating: "a", count: length)
                    if let bracket, length > 0 { tail[place] = bracket }
                    let text = "{\"1\":{\"count\":2}},\"note\":\"" + tail.joined() + "\"},\n"
                    let found = try Array(text.utf8).withUnsafeBufferPointer { buffer in
                        var reader = JSONReader(buffer)
                        try reader.skipObjectEndingItsLine()
                        return reader.offset
                    }
                    #expect(found == Self.byteScanEnd(Array(text.utf8)), "\(text)")
                }
            }
        }
    }

    /// Where the scan from the line's end stopped before it looked a word at a time: the last
    /// bracket of any kind before the line's closing brace, taken if a `}` after a `}`, else the end
    /// that ``JSONReader/skipBrackets()`` finds.
    static func byteScanEnd(_ bytes: [UInt8]) -> Int {
        let start = 0
        var index = bytes.firstIndex(of: 0x0A)! - 1
        if bytes[index] == UInt8(ascii: ",") { index -= 1 }
        index -= 1
        while index > start, !"{}[]".utf8.contains(bytes[index]) { index -= 1 }
        if bytes[index] == UInt8(ascii: "}"), bytes[index - 1] == UInt8(ascii: "}") || index - 1 == start {
            return index + 1
        }
        return bytes.withUnsafeBufferPointer { buffer in
            var reader = JSONReader(buffer)
            try? reader.skipBrackets()
            return reader.offset
        }
    }

    /// A file hash is read in place when it is 16 hexadecimal digits, and as before otherwise: with
    /// escapes, upper case, or refused.
    @Test(arguments: [
        "0123456789abcdef", "FEDCBA9876543210", "00000000000000ff", "ffffffffffffffff", "\\u0030123456789abcdef",
        "0123456789abcde", "0123456789abcdefa", "0123456789abcdeg", "+123456789abcdef", "-000000000000000",
        " 123456789abcdef", "",
    ])
    func readsAFileHashAsTheNumberParserDoes(_ digits: String) throws {
        let bytes = Array(("\"" + digits + "\"").utf8)
        let read = try? JSONReader.read(bytes) { try $0.readFileHash() }
        let text = digits.replacingOccurrences(of: "\\u0030", with: "0")
        #expect(read == (text.utf8.count == 16 ? UInt64(text, radix: 16) : nil), "\(digits)")
    }

    @Test func rejectsInvalidUTF8() {
        #expect(throws: JSONReader.Failure.self) {
            try JSONReader.read([0x22, 0xFF, 0x22]) { try $0.readString() }
        }
    }

    @Test func reportsLineAndColumn() throws {
        let bytes = Array("{\n  \"a\": [1,\n  2,,]}".utf8)
        do {
            _ = try JSONReader.read(bytes) { try JSONReaderTests.value(&$0) }
            Issue.record("parsed")
        } catch let failure as JSONReader.Failure {
            #expect(
                bytes.withUnsafeBufferPointer { failure.describe(in: $0) }.description.hasSuffix(
                    "(line 3, column 5)"))
        }
    }

    /// The scan of a string's plain bytes, eight at a time, stops where a byte-by-byte scan stops and
    /// sees a byte above 0x7F where it does: every stop byte at every place, among bytes next to the
    /// stops' values, in runs of up to 40 bytes.
    @Test func plainRunsEndWhereTheFirstStopByteIs() {
        let fillers: [UInt8] = [0x61, 0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0xA2, 0xDC, 0x9F, 0xA0, 0xFF]
        let stops: [UInt8?] = [nil, 0x22, 0x5C, 0x00, 0x0A, 0x1F]
        for length in 0...40 {
            for filler in fillers {
                for stop in stops {
                    for place in 0..<max(length, 1) {
                        for other in [0x61, 0xC3] as [UInt8] {
                            var bytes = Array(repeating: filler, count: length)
                            if length > 0 { bytes[length / 2] = other }
                            if let stop, length > 0 { bytes[place] = stop }
                            let end =
                                bytes.firstIndex { $0 == 0x22 || $0 == 0x5C || $0 < 0x20 } ?? bytes.count
                            let high = bytes[..<end].reduce(0, |) & 0x80
                            let found = bytes.withUnsafeBufferPointer { JSONReader($0).plainRun(from: 0) }
                            #expect(found.end == end && found.high & 0x80 == high, "\(bytes)")
                        }
                    }
                }
            }
        }
    }

    /// Differential fuzzing: on random byte mutations of valid documents, the reader accepts exactly
    /// what Foundation's JSONSerialization accepts (for the subset both define the same way).
    @Test func agreesWithJSONSerializationOnMutatedDocuments() throws {
        let seeds = [
            #"{"bills":[{"amount":"12.50","category":1,"note":"a\"b","photo":null}],"format":1}"#,
            #"[{"x":[1,2,{"y":"z"}]},true,false,null,-3]"#, #"{"汉字":"\u6c49","e":"\n"}"#,
        ]
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array(#"{}[]:,"\\ 0123456789-+.eEtrufalsn"#.utf8) + [0x00, 0x1F, 0x7F, 0xC3, 0xA9]
        var tried = 0
        for seed in seeds {
            for _ in 0..<700 {
                var bytes = Array(seed.utf8)
                for _ in 0..<Int.random(in: 1...3, using: &generator) {
                    let index = Int.random(in: 0..<bytes.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: bytes[index] = alphabet.randomElement(using: &generator) ?? 0
                    case 1: bytes.remove(at: index)
                    default: bytes.insert(alphabet.randomElement(using: &generator) ?? 0, at: index)
                    }
                    if bytes.isEmpty { bytes = [0x20] }
                }
                let ours = (try? JSONReader.read(bytes) { try JSONReaderTests.value(&$0) }) != nil
                let foundation =
                    (try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]))
                    != nil
                // Foundation accepts a few things RFC 8259 does not (e.g. a leading BOM, lone surrogates).
                if ours {
                    #expect(
                        foundation,
                        "we accepted what Foundation rejects: \(String(decoding: bytes, as: UTF8.self))")
                }
                tried += 1
            }
        }
        #expect(tried == 2100)
    }
}

struct MonthFileTests {
    static let categories = Dictionary(
        uniqueKeysWithValues: ((try? LedgerState.seeded().categories) ?? []).map { ($0.id, $0) })

    static func bills() -> [Bill] {
        (0..<50).map { index in
            Bill(
                id: "id-\(index)", date: Day(year: 2026, month: 11, day: 1 + index % 28)!,
                type: index % 5 == 0 ? .income : .expense, amount: Money(cents: Int64(index * 137 + 1)),
                category: index % 5 == 0 ? 31 : 1 + index % 29, book: 1,
                note: ["", "lunch", "汉字 \"quoted\" \\ slash", "tab\there"][index % 4],
                photo: index % 7 == 0 ? "p\(index).jpg" : nil,
                created: Timestamp(milliseconds: 1_795_264_462_000 + Int64(index)),
                importKey: index % 3 == 0 ? "k\(index)" : nil)
        }.sorted(by: Bill.chronological)
    }

    @Test func theCanonicalLayoutRoundTrips() throws {
        let bills = MonthFileTests.bills()
        let bytes = MonthFile.encode(bills)
        let decoded = try MonthFile.decode(
            bytes, path: "t", book: 1, month: Month(year: 2026, month: 11)!,
            categories: MonthFileTests.categories)
        #expect(decoded == bills)
        #expect(String(decoding: bytes, as: UTF8.self).split(separator: "\n").count == bills.count + 2)
    }

    /// A month file rewritten by another tool (pretty-printed, keys in another order, extra fields)
    /// reads as the same bills.
    @Test func aHandFormattedFileReadsTheSame() throws {
        let bills = MonthFileTests.bills()
        var object = try #require(
            try JSONSerialization.jsonObject(with: Data(MonthFile.encode(bills))) as? [String: Any])
        object["comment"] = ["added by hand", 1.5]
        let pretty = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted])
        let decoded = try MonthFile.decode(
            Array(pretty), path: "t", book: 1, month: Month(year: 2026, month: 11)!,
            categories: MonthFileTests.categories)
        #expect(decoded == bills)
    }

    /// A file of many short bills (more ids than its size foretells, so the id table grows) reads
    /// whole, and the same with one id again at its end is refused, naming that bill.
    @Test func anIDTwiceIsFoundInAFileOfManyShortBills() throws {
        let line = { (id: String) in
            #"{"amount":"1","category":1,"created":"2026-11-01T00:00:00Z","date":"2026-11-01","id":"\#(id)","type":"expense"}"#
        }
        let lines = (0..<3000).map { line(String($0, radix: 36)) }
        let month = Month(year: 2026, month: 11)!
        for (extra, twice) in [([String](), false), ([line("2b0")], true)] {
            let bytes = Array(
                ("{\"format\":1,\"bills\":[" + (lines + extra).joined(separator: ",") + "]}").utf8)
            do {
                let bills = try MonthFile.decode(
                    bytes, path: "t", book: 1, month: month, categories: MonthFileTests.categories)
                #expect(!twice && bills.count == 3000)
            } catch LedgerError.corruptFile(_, let detail) {
                #expect(
                    twice && detail.description.hasPrefix("bills[3000]: the id '2b0' appears twice"),
                    "\(detail)")
            }
        }
    }

    /// A bill without one of the fields every bill has is refused, naming that field, whatever the
    /// order of the others (the walk of keys, not the reader of timi's own shape).
    @Test(arguments: ["amount", "category", "created", "date", "id", "type"])
    func aBillWithoutARequiredFieldNamesIt(_ missing: String) throws {
        let fields = [
            ("type", #""expense""#), ("id", #""b1""#), ("date", #""2026-11-01""#),
            ("created", #""2026-11-01T00:00:00Z""#), ("category", "1"), ("amount", #""1.00""#),
        ]
        let object = fields.filter { $0.0 != missing }.map { #""\#($0.0)":\#($0.1)"# }.joined(separator: ",")
        let bytes = Array(#"{"format":1,"bills":[{\#(object)}]}"#.utf8)
        #expect {
            try MonthFile.decode(
                bytes, path: "t", book: 1, month: Month(year: 2026, month: 11)!,
                categories: MonthFileTests.categories)
        } throws: { error in
            guard case LedgerError.corruptFile(_, let detail) = error else { return false }
            return detail.description.contains("the field '\(missing)' is missing")
        }
        let whole = fields.map { #""\#($0.0)":\#($0.1)"# }.joined(separator: ",")
        let bills = try MonthFile.decode(
            Array(#"{"format":1,"bills":[{\#(whole)}]}"#.utf8), path: "t", book: 1,
            month: Month(year: 2026, month: 11)!, categories: MonthFileTests.categories)
        #expect(bills.map(\.id) == ["b1"])
    }
}

struct ByteWriterTests {
    @Test(arguments: [
        ("plain 汉字 😀 é /", #""plain 汉字 😀 é /""#), ("\"", #""\"""#), ("\\", #""\\""#),
        ("\n\r\t", #""\n\r\t""#), ("\u{1}\u{1F}\u{7F}", #""\u0001\u001f\u007f""#), ("", #""""#),
    ])
    func escapesJSONStrings(text: String, expected: String) {
        var out = ByteWriter(capacity: 0)
        out.append(quoted: text)
        #expect(String(decoding: out.bytes, as: UTF8.self) == expected)
        #expect(JSONText.quoted(text) == expected)
    }

    @Test func quotedStringsReadBackTheSame() throws {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "汉", "\"", "\\", "\n", "\t", "\u{1}", "\u{7F}", "😀", "é", " ", "\r", "/"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                pieces.randomElement(using: &generator) ?? ""
            }.joined()
            var out = ByteWriter(capacity: 0)
            out.append(quoted: text)
            #expect(try JSONReader.read(out.bytes) { try $0.readString() } == text)
        }
    }

    @Test func writesAmountsAndTimesAsTheirDescriptions() {
        for cents: Int64 in [0, 5, -5, 1250, -99_999_999_999, Int64.max / 2] {
            var out = ByteWriter(capacity: 0)
            out.append(money: Money(cents: cents))
            #expect(String(decoding: out.bytes, as: UTF8.self) == Money(cents: cents).description)
        }
        for millis: Int64 in [0, -1, 1_795_264_462_074, 253_402_300_799_999] {
            var out = ByteWriter(capacity: 0)
            out.append(timestamp: Timestamp(milliseconds: millis))
            #expect(String(decoding: out.bytes, as: UTF8.self) == Timestamp(milliseconds: millis).description)
        }
    }
}

struct LedgerStateCodingTests {
    @Test func encodedStateReadsBackTheSame() throws {
        var state = try LedgerState.seeded()
        state.books.append(Book(id: 7, name: "旅行 \"x\"", cover: 5, currency: "€"))
        var summaries: [Book.ID: [Month: MonthSummary]] = [:]
        summaries[1] = [
            Month(year: 2026, month: 1)!: MonthSummary(
                count: 3, income: Money(cents: 100), expense: Money(cents: 250),
                categories: [
                    1: CategoryTotal(count: 2, total: Money(cents: 250)),
                    31: CategoryTotal(count: 1, total: Money(cents: 100)),
                ],
                file: FileFingerprint(size: 10, modified: 1_795_264_462_074_577_044)),
            Month(year: 2025, month: 12)!: MonthSummary(
                count: 0, income: .zero, expense: .zero, categories: [:], file: nil),
        ]
        func readBack() throws -> Bool {
            let read = try LedgerState.decode(
                state.encoded(summaries: summaries), path: "t", deferringSummaries: false)
            return read.state == state && read.summaries == summaries
        }
        #expect(try readBack())
        state.spareIcons = []
        summaries = [:]
        #expect(try readBack())
    }

    /// Fields a later version of format 1 may add are passed over; optional ones take defaults.
    @Test func unknownFieldsAreSkippedAndMissingOptionalOnesDefault() throws {
        let text =
            #"{"format":1,"future":{"a":[1,2]},"books":[{"id":1,"name":"b","extra":true}],"#
            + #""categories":[{"id":1,"title":"t","alias":"t","type":"expense"}],"currentBook":1}"#
        let state = try LedgerState.decode(Array(text.utf8), path: "t", deferringSummaries: false).state
        #expect(state.books == [Book(id: 1, name: "b")])
        #expect(state.spareIcons.isEmpty)
        #expect(state.categories.first?.icon == "")
    }
}
