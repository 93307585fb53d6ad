import WidgetKit
import SwiftUI

struct PlayerWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Player", provider: Provider()) { _ in Text("Now playing") }
    }
}
