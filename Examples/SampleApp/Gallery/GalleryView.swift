import SwiftUI

struct GalleryView: View {
    @State private var selected: Photo?

    var body: some View {
        NavigationStack {
            PhotoGrid(selection: $selected)
        }
        .fullScreenCover(item: $selected) { photo in
            PhotoViewer(photo: photo)
        }
    }
}
