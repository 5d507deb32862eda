Text("Hello").padding().background(Color.blue)
