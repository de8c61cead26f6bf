import Foundation
@testable import LedgerCore
import TestSupport
import Testing

/// A new ledger's categories and book are titled in the language of the locale it is made in: English
/// under a non-Chinese locale, the app's Chinese under a Chinese locale, C, POSIX or none; an existing
/// ledger keeps its titles.
struct SeedTitlesTests {
    @Test(arguments: [
        (["LANG": "en_US.UTF-8"], "Meals", "Daily"), (["LC_ALL": "fr_FR.UTF-8"], "Meals", "Daily"),
        (["LANG": "zh_CN.UTF-8"], "用餐", "日常账本"), (["LANG": "zh_TW"], "用餐", "日常账本"),
        (["LANG": "C"], "用餐", "日常账本"), (["LANG": "C.UTF-8"], "用餐", "日常账本"),
        (["LC_ALL": "POSIX"], "用餐", "日常账本"), ([:], "用餐", "日常账本"),
        (["LC_ALL": "C", "LANG": "en_US.UTF-8"], "用餐", "日常账本"),
    ])
    func aNewLedgerIsTitledInTheLocalesLanguage(environment: [String: String], meals: String, book: String)
        throws
    {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.extraEnvironment = environment
            #expect(try timi.run("add", "12.50", "meals").status == 0)
            let categories = try timi.run("category", "list", "--format", "json")
            #expect(categories.stdout.contains("\"alias\":\"meals\""), "\(categories.stdout)")
            #expect(categories.stdout.contains("\"title\":\"\(meals)\""), "\(categories.stdout)")
            #expect(try timi.run("book", "list").stdout.contains(book))
            let journal = try timi.run("export", "--format", "ledger")
            #expect(journal.stdout.contains("expenses:\(meals)"), "\(journal.stdout)")
        }
    }

    /// The configuration's language wins over the locale, as it does for the interface.
    @Test func theConfiguredLanguageWins() throws {
        try withTemporaryDirectory { dir throws in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.extraEnvironment = ["LANG": "en_US.UTF-8", "XDG_CONFIG_HOME": dir + "/config"]
            #expect(try timi.run("config", "set", "language", "zh").status == 0)
            #expect(try timi.run("add", "3", "transport").status == 0)
            #expect(try timi.run("category", "list").stdout.contains("交通"))
        }
    }

    /// A ledger made under C keeps its Chinese titles when an English locale opens and changes it,
    /// and an English one keeps its English titles under a Chinese locale.
    @Test func anExistingLedgerNeverChanges() throws {
        try withTemporaryDirectory { dir in
            var timi = TimiRunner(home: dir + "/ledger")
            timi.extraEnvironment = ["LANG": "C"]
            #expect(try timi.run("add", "1", "meals").status == 0)
            timi.extraEnvironment = ["LANG": "en_US.UTF-8"]
            #expect(try timi.run("add", "2", "transport").status == 0)
            let list = try timi.run("category", "list").stdout
            #expect(list.contains("用餐") && list.contains("交通") && !list.contains("Meals"), "\(list)")

            var english = TimiRunner(home: dir + "/english")
            english.extraEnvironment = ["LANG": "en_US.UTF-8"]
            #expect(try english.run("add", "1", "meals").status == 0)
            english.extraEnvironment = ["LANG": "zh_CN.UTF-8"]
            #expect(try english.run("add", "2", "Transport").status == 0)
            let titles = try english.run("category", "list").stdout
            #expect(titles.contains("Meals") && titles.contains("Transport") && !titles.contains("用餐"))
        }
    }

    /// Each English title is a title a category may carry, one per type, beside the same alias,
    /// type and icon as the Chinese one.
    @Test func theEnglishTitlesAreTheChineseCategoriesRenamed() throws {
        let chinese = try LedgerState.seeded().categories
        let english = try LedgerState.seeded(titles: .english).categories
        #expect(english.count == 38)
        #expect(english.map(\.alias) == chinese.map(\.alias))
        #expect(english.map(\.type) == chinese.map(\.type))
        #expect(english.map(\.icon) == chinese.map(\.icon))
        #expect(Set(english.map { "\($0.type):\($0.title)" }).count == english.count)
        for category in english {
            #expect(category.title.count <= LedgerCore.Category.maxTitleLength)
            #expect(category.title.allSatisfy { $0.isASCII }, "\(category.title)")
        }
    }
}
