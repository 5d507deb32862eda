#if os(iOS)
struct A: View { var body: some View { Color.red } }
#else
struct A: View { var body: some View { Color.blue } }
#endif
