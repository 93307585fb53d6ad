import SwiftUI

@main
struct StargazerApp: App {
    var body: some Scene {
        WindowGroup { ContentView() }
    }
}
