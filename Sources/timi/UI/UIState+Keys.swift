import LedgerCore

extension UIState {
    /// Applies `key` to the state, given what the screen shows; returns what the session must do.
    mutating func handle(_ key: Key, in data: ScreenData) -> Effect {
        message = nil
        switch overlay {
        case .dialog(var dialog)?:
            switch dialog.handle(key, categories: data.state.categories, today: today) {
            case .editing:
                overlay = .dialog(dialog)
                return .none
            case .cancelled:
                overlay = nil
                return .none
            case .saving:
                overlay = .dialog(dialog)
                return .save(dialog)
            }
        case .confirmDelete(let bill)?:
            overlay = nil
            return key == .character("y") || key == .character("Y") ? .delete(bill) : .none
        case .books(let index)?:
            return chooseBook(key, index: index, books: data.state.books)
        case .help?:
            overlay = nil
            return .none
        case .search?:
            return editSearch(key)
        case nil:
            return handleScreenKey(key, in: data)
        }
    }

    private mutating func handleScreenKey(_ key: Key, in data: ScreenData) -> Effect {
        switch key {
        case .character("q"), .interrupt: return .quit
        case .escape:
            if detail != nil {
                detail = nil
                selection = 0
                return .reload
            }
            if !search.isEmpty {
                search = ""
                return .reload
            }
            return .quit
        case .left, .character("h"): return showMonth(month.previous)
        case .right, .character("l"):
            return showMonth(Month(year: month.year + month.month / 12, month: month.month % 12 + 1))
        case .up, .character("k"): selection = max(0, selection - 1)
        case .down, .character("j"):
            selection = min(max(0, data.count(of: screen, detail) - 1), selection + 1)
        case .character("g"), .home: selection = 0
        case .character("G"), .end: selection = max(0, data.count(of: screen, detail) - 1)
        case .tab: return show(Screen(rawValue: screen.rawValue % Screen.allCases.count + 1) ?? .timeline)
        case .backTab:
            let count = Screen.allCases.count
            return show(Screen(rawValue: (screen.rawValue + count - 2) % count + 1) ?? .timeline)
        case .character(let digit) where ("1"..."5").contains(digit):
            return show(Screen(rawValue: Int(String(digit)) ?? 1) ?? .timeline)
        case .enter: return open(in: data)
        case .character("a"):
            overlay = .dialog(BillDialog(adding: defaultDay))
        case .character("e"):
            guard let bill = data.selectedBill(self) else { return noBill() }
            overlay = .dialog(BillDialog(editing: bill, in: data.state, photoPath: data.photoPaths[bill.id]))
        case .character("d"):
            guard let bill = data.selectedBill(self) else { return noBill() }
            overlay = .confirmDelete(bill)
        case .character("u"): return .undo
        case .character("b"):
            overlay = .books(data.state.books.firstIndex { $0.id == book } ?? 0)
        case .character("/"): overlay = .search
        case .character("?"): overlay = .help
        default: break
        }
        return .none
    }

    private mutating func noBill() -> Effect {
        message = language.words("No bill selected")
        return .none
    }

    private mutating func showMonth(_ month: Month?) -> Effect {
        guard let month else { return .none }
        self.month = month
        detail = nil
        selection = 0
        return .reload
    }

    private mutating func show(_ screen: Screen) -> Effect {
        self.screen = screen
        detail = nil
        selection = screen == .calendar ? max(0, defaultDay.day - 1) : 0
        return .reload
    }

    /// Enter: the pie's category or the calendar's day as a timeline of its own.
    private mutating func open(in data: ScreenData) -> Effect {
        guard detail == nil else { return .none }
        switch screen {
        case .pie:
            guard data.pie.slices.indices.contains(selection) else { return .none }
            detail = .category(data.pie.slices[selection].category)
        case .calendar:
            guard data.calendar.days.indices.contains(selection) else { return .none }
            detail = .day(data.calendar.days[selection].date)
        case .timeline, .budget, .accounts: return .none
        }
        selection = 0
        return .reload
    }

    private mutating func chooseBook(_ key: Key, index: Int, books: [Book]) -> Effect {
        switch key {
        case .up, .character("k"): overlay = .books(max(0, index - 1))
        case .down, .character("j"): overlay = .books(min(books.count - 1, index + 1))
        case .enter:
            overlay = nil
            guard books.indices.contains(index) else { return .none }
            book = books[index].id
            detail = nil
            selection = 0
            return .reload
        case .escape, .character("q"): overlay = nil
        default: break
        }
        return .none
    }

    private mutating func editSearch(_ key: Key) -> Effect {
        switch key {
        case .enter: overlay = nil
        case .escape:
            overlay = nil
            search = ""
        case .backspace: search = String(search.dropLast())
        case .character(let character): search.append(character)
        default: return .none
        }
        selection = 0
        return .reload
    }
}
