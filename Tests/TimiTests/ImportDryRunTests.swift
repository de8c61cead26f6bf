import Foundation
import TestSupport
import Testing

/// The dry run shows no ids that never exist (issue 40, point 12), and its plan names a rules file by
/// its base name (point 14).
struct ImportDryRunTests {
    @Test func theDryRunShowsNoIDs() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            _ = try timi.run("add", "1")
            let file = dir + "/bank.csv"
            try Data("date,amount,payee,category\n2026-11-01,-5,x,meals\n2026-11-02,-6,y,meals\n".utf8).write(
                to: URL(fileURLWithPath: file))
            let text = try timi.run("import", file, "--dry-run")
            #expect(text.status == 0, "\(text.stderr)")
            #expect(text.stdout.contains("用餐  6.00"))
            let hexAtStart = text.stdout.split(separator: "\n").filter { line in
                line.prefix(8).allSatisfy(\.isHexDigit) && line.count >= 8
            }
            #expect(hexAtStart.isEmpty, "\(text.stdout)")
            let json = try timi.run("import", file, "--dry-run", "--json")
            #expect(json.status == 0)
            #expect(json.stdout.contains(#""amount":"5.00""#))
            #expect(!json.stdout.contains(#""id":"#), "\(json.stdout)")
            // The import itself gives ids, which list shows.
            #expect(try timi.run("import", file).status == 0)
            #expect(
                try timi.run("list", "2026-11").stdout.split(separator: "\n").contains { line in
                    line.prefix(8).allSatisfy(\.isHexDigit)
                })
        }
    }

    @Test func thePlanNamesARulesFileByItsBaseName() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            _ = try timi.run("add", "1")
            try FileManager.default.createDirectory(
                atPath: dir + "/deep/rules", withIntermediateDirectories: true)
            let rules = dir + "/deep/rules/import.rules"
            try Data("# coffee\nif x\n  category transport\n".utf8).write(to: URL(fileURLWithPath: rules))
            let file = dir + "/bank.csv"
            try Data("date,amount,payee\n2026-11-01,-5,x\n".utf8).write(to: URL(fileURLWithPath: file))
            let dry = try timi.run("import", file, "--rules", rules, "--dry-run")
            #expect(dry.stdout.contains("  rule at import.rules:3\n"), "\(dry.stdout)")
            #expect(!dry.stdout.contains(dir + "/deep"))
        }
    }

    /// The man page's `--encoding utf-8|gb18030|gbk` holds: gbk is taken (point 14).
    @Test func gbkIsAnEncoding() throws {
        try withTemporaryDirectory { dir in
            let timi = TimiRunner(home: dir + "/ledger")
            let file = dir + "/bank.csv"
            try Data(Array("date,amount,note\n2026-11-01,-5,".utf8) + [0xCE, 0xE7, 0xB7, 0xB9, 0x0A]).write(
                to: URL(fileURLWithPath: file))
            let result = try timi.run("import", file, "--encoding", "gbk")
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try timi.run("list", "2026-11", "--format", "csv").stdout.contains(",午饭,"))
        }
    }
}
