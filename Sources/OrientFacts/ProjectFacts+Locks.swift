import Foundation

/// Locks the code sets only to an idiom test (`ctrl.lockPortrait = idiom == .phone`, everywhere it is set):
/// read like an idiom helper, by name. Its initial value is taken to be replaced before the screen shows (the
/// assignment follows the controller's creation); a name also given any other value is state, left out.
func idiomLocks(_ assignments: [AssignmentFact], helpers: [String: Bool]) -> [String: Bool] {
    var meanings: [String: Bool] = [:]
    var state: Set<String> = []
    for a in assignments {
        let name = CheckName.last(a.variable)
        var meaning: Bool?
        switch a.value {
        case .unknown(let text): meaning = IdiomTest.meaning(ofAll: [text], helpers: helpers)
        case .idiom(.bool(let pad), .bool(let other)) where pad != other: meaning = pad
        default: meaning = nil
        }
        guard let meaning, meanings[name] ?? meaning == meaning else {
            state.insert(name)
            continue
        }
        meanings[name] = meaning
    }
    return meanings.filter { !state.contains($0.key) }
}

/// Names as the code spells them.
public enum CheckName {
    /// `self.orientationLock` → `orientationLock`.
    public static func last(_ path: String) -> String { path.split(separator: ".").last.map(String.init) ?? path }
}

extension CheckName {
    /// `setOrientation(_:)` → `setOrientation`.
    public static func base(_ member: String) -> String {
        member.firstIndex(of: "(").map { String(member[..<$0]) } ?? member
    }
}
