// The smallest Swift program that prints a line, built like timi (`--static-swift-stdlib`): timi-bench
// times its start beside `timi --version`'s (issue 36's floor of the floor).
print("hello")
