/// JSON text shared by the outputs.
package enum JSONOutput {
    /// A JSON array with one element per line, as every list output writes it.
    package static func array(_ elements: [String]) -> String {
        JSONText.lines(elements, indent: "  ") + "\n"
    }
}
