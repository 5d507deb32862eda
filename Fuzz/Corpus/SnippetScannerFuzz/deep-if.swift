#Preview {
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
#if os(Linux)
Text("x")
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
#endif
}
