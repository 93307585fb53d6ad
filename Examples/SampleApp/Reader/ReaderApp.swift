import SwiftUI

@main
struct ReaderApp: App {
    @UIApplicationDelegateAdaptor(ReaderAppDelegate.self) var appDelegate

    var body: some Scene {
        WindowGroup { Text("Reader") }
    }
}
