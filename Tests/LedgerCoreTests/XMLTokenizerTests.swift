import Foundation
import Testing

@testable import LedgerCore

/// The XML tokenizer of the XLSX reader, on good and bad documents.
struct XMLTokenizerTests {
    static func tokens(_ text: String) throws -> [XMLTokenizer.Token] {
        var xml = try XMLTokenizer(Array(text.utf8), part: "p.xml")
        var tokens: [XMLTokenizer.Token] = []
        while let token = try xml.next() { tokens.append(token) }
        return tokens
    }

    @Test func readsElementsAttributesAndText() throws {
        let document = """
            \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment with <tags> -->
            <x:a xmlns:x="urn:x" k = 'v &amp; &#x4F60;'><b/>t&lt;1&gt;&quot;&apos;&#20320;\r\n<![CDATA[<c>&amp;]]></x:a>
            """
        #expect(
            try Self.tokens(document) == [
                .start("a", [.init(name: "x", value: "urn:x"), .init(name: "k", value: "v & 你")]),
                .start("b", []), .end("b"), .text("t<1>\"'你\n"), .text("<c>&amp;"), .end("a"),
            ])
    }

    @Test(arguments: [
        ("<a></b>", "the end tag </b> where </a> was expected (line 1)"),
        ("<a>", "the document ends inside <a> (line 1)"),
        ("", "there is no root element (line 1)"),
        ("<a/><b/>", "a second root element <b> (line 1)"),
        ("x<a/>", "text outside the root element (line 1)"),
        ("<a>&nbsp;</a>", "an unknown or invalid entity (&…;) (line 1)"),
        ("<a>&#0;</a>", "an unknown or invalid entity (&…;) (line 1)"),
        ("<a>&#xD800;</a>", "an unknown or invalid entity (&…;) (line 1)"),
        ("<a>&amp</a>", "an unknown or invalid entity (&…;) (line 1)"),
        ("<a k=v/>", "the value of 'k' is not in quotes (line 1)"),
        ("<a k/>", "the attribute 'k' has no value (line 1)"),
        ("<a k='<'/>", "the value of 'k' is not valid (line 1)"),
        ("<a>\n<!-- x </a>", "a comment that never ends (line 2)"),
        ("<a><![CDATA[x</a>", "a CDATA section that never ends (line 1)"),
        ("<?xml", "a processing instruction that never ends (line 1)"),
        (
            "<!DOCTYPE a [<!ENTITY b \"c\">]><a>&b;</a>",
            "a document type declaration (<!DOCTYPE …>), which is refused (line 1)"
        ),
        ("<a\n\n", "a start tag that never ends (line 1)"),
        ("<>", "a tag or attribute without a name (line 1)"),
        ("<a></a >x", "text outside the root element (line 1)"),
        (String(repeating: "<a>", count: 300), "elements nested too deeply (line 1)"),
    ])
    func refusesBadXML(_ document: String, _ message: String) {
        #expect(throws: FileFormatError(.verbatim("'p.xml' in the workbook is not XML that timi reads: \(message)"))) {
            try Self.tokens(document)
        }
    }

    @Test func refusesBytesThatAreNotUTF8() {
        #expect(
            throws: FileFormatError(
                "'p.xml' in the workbook is not XML that timi reads: it is not UTF-8 (line 2)")
        ) {
            try XMLTokenizer(Array("<a>\n".utf8) + [0xC4, 0xE3] + Array("</a>".utf8), part: "p.xml")
        }
    }
}
