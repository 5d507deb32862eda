import SwiftUI

#Preview {
    Text("Favorite")
        .paddin(10)
}
