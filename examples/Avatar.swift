import SwiftUI

// A row with a picture from a folder: `--images Assets` gives Image("avatar") the file
// Assets/avatar@2x.png, 48×48 pixels, so 24×24 points.
struct Avatar: View {
    var body: some View {
        HStack {
            Image("avatar")
            Text("Ada Lovelace")
        }
    }
}
