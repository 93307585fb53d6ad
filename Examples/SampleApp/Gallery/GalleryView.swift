import SwiftUI

struct GalleryView: View {
    @State private var selected: Photo?

    var body: some View {
        NavigationStack {
            PhotoGrid(selection: $selected)
                .toolbar { NavigationLink("Import") { AlbumScannerView() } }
        }
        .fullScreenCover(item: $selected) { photo in
            PhotoViewer(photo: photo)
        }
    }
}

import AVFoundation
import UIKit

/// Scans a QR code to import a shared album. Nothing turns the camera preview with the interface, and the Gallery
/// turns to landscape: the camera shows sideways there (camera_preview_not_rotated).
final class AlbumScanner: UIViewController {
    let session = AVCaptureSession()

    override func viewDidLoad() {
        super.viewDidLoad()
        let preview = AVCaptureVideoPreviewLayer(session: session)
        preview.frame = view.bounds
        view.layer.addSublayer(preview)
    }
}

/// The grid's column width, kept from the first time it is read: once the Gallery turns to landscape, the columns
/// keep the portrait width (screen_size_read_once).
enum GridMetrics {
    static let columnWidth = UIScreen.main.bounds.width / 3
}

/// The import button's screen.
struct AlbumScannerView: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> AlbumScanner { AlbumScanner() }
    func updateUIViewController(_ controller: AlbumScanner, context: Context) {}
}
