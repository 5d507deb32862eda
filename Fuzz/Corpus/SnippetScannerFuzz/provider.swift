struct P: PreviewProvider {
    static var previews: some View {
        Group { Text("a"); Text("b") }
    }
}
@main struct App: App { var body: some Scene { WindowGroup { Text("x") } } }
