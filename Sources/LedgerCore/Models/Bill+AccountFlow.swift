extension Bill {
    /// What the bill does to the balance of account `id`, signed: income in, expense out, and 0 for a
    /// bill that does not name it.
    ///
    /// The one place a bill's effect on an account is decided: used by ``AccountBalanceReport``
    /// (`timi accounts`) and ``AccountRegister`` (`timi list --account`).
    public func flow(in id: Account.ID) -> Money { account == id ? signedAmount : .zero }
}
