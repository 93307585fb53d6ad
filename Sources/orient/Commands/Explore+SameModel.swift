import OrientEngine

// White-label apps build one code base as several app targets (Ushahidi's seven, wheelmap's three): their models are
// the same, and `orient explore` searches each once (a blind first run, wheelmap: three targets, each reaching the
// state bound, took minutes).
extension ExplorationModel {
    /// Everything the search reads, compared as values, to tell models that are the same; nil where the model holds
    /// code (a runtime library's reaction), which no value compares.
    var searchKey: [AnyHashable]? {
        guard react == nil else { return nil }
        let s = scenario
        return [
            s.device, s.os, s.sdk, s.windowing, s.quirks, s.choices, s.app, s.controllers, s.root, s.steps,
            sdk, transitions, onDisappear, declared, unreachableNeedsDeclaration
        ]
    }
}
