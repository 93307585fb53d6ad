// A screen that only the iPad's main storyboard holds (`UIMainStoryboardFile~ipad`: a key with a device suffix, R3.2): an
// iPhone never loads that storyboard, so what the screen answers never reaches UIKit there (a blind reading of
// tvheadend: a split view from a library, on the iPad storyboard only, silenced an iPhone rule).

import OrientEngine
import OrientFacts

extension CheckContext {
    /// Whether `name` is shown only through the storyboard the iPad alone loads as its main storyboard: its scenes
    /// are all there, no other storyboard can lead to that one (no storyboard reference elsewhere), and no code
    /// that runs on iPhone shows it or instantiates that storyboard.
    func shownOnlyOnPad(_ name: String) -> Bool {
        guard let pad = mainStoryboard(pad: true)?.name, pad != mainStoryboard(pad: false)?.name else { return false }
        var onPadStoryboard = false
        for f in facts.files {
            guard let s = f.storyboard else { continue }
            let isPad = CheckContext.storyboardName(f.path) == pad
            if !isPad && s.scenes.contains(where: { $0.element == "viewControllerPlaceholder" }) { return false }
            guard s.scenes.contains(where: { $0.customClass == name }) else { continue }
            if !isPad { return false }
            onPadStoryboard = true
        }
        guard onPadStoryboard else { return false }
        func onPhone(_ c: CallContext) -> Bool { c.idiom.runs(onPad: false) }
        func names(_ controller: String?) -> Bool {
            guard let c = controller else { return false }
            return c == name || StoryboardCall(c)?.storyboard == pad
        }
        if facts.windowRoots.contains(where: { names($0.controller) && onPhone($0.context) }) { return false }
        if facts.presentations.contains(where: { names($0.presented) && onPhone($0.context) }) { return false }
        if facts.pushes.contains(where: { p in onPhone(p.context) && p.controllers.contains(where: names) }) {
            return false
        }
        return !facts.pushes.contains { p in
            guard case .rootOf(let container) = p.api else { return false }
            return container == name && onPhone(p.context)
        }
    }
}
