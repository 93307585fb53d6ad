import SwiftUI

struct GalleryView: View {
    var body: some View {
        NavigationStack { Text("Photos") }
    }
}
