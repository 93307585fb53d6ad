// Findings: what goes wrong, where, on which devices and iOS versions, why, and what to do.

import OrientEngine
import OrientFacts
import OrientOutput
import OrientProject

public struct Finding: Sendable, Hashable, Codable {
    public var ruleID: String
    public var severity: Severity
    public var place: SourceLocation
    public var message: String
    public var target: String
    public var devices: [DeviceClass]
    /// The iOS versions affected, in words (`iOS 16+`, `all`).
    public var versions: String
    public var notes: [Note]
    /// What to do about it.
    public var fix: String?
    /// The fix as edits, when it is mechanical (`orient check --fix`); nil: it needs judgement. Not part of what a
    /// finding is (equality, baselines) and not kept in the cache: a fixing run reads everything again.
    public var edits: [FixEdit]?
    /// What applying `edits` changes in what the app does, beyond the finding, with the other choice where there is
    /// one: `--fix` says it before it writes (issue 30). Like `edits`, not part of what a finding is.
    public var fixChangesBehaviour: String?

    private enum CodingKeys: String, CodingKey {
        case ruleID, severity, place, message, target, devices, versions, notes, fix
    }

    /// What a finding is, for telling whether a later run has it too: rule, file and message (not the line, which
    /// an edit above it moves, as baselines do).
    public var identity: String { "\(ruleID)\u{0}\(place.file)\u{0}\(message)" }

    /// The app targets the finding names, without the build configuration a finding of another configuration
    /// adds (`App (Release-Beta)` is the target `App`): "A, B" when several share it.
    public var targetNames: [String] {
        target.components(separatedBy: ", ").map { name in
            guard name.hasSuffix(")"), let open = name.range(of: " (", options: .backwards) else { return name }
            return String(name[..<open.lowerBound])
        }
    }

    public static func == (a: Finding, b: Finding) -> Bool {
        a.ruleID == b.ruleID && a.severity == b.severity && a.place == b.place && a.message == b.message
            && a.target == b.target && a.devices == b.devices && a.versions == b.versions && a.notes == b.notes
            && a.fix == b.fix
    }

    public func hash(into h: inout Hasher) {
        h.combine(ruleID); h.combine(place); h.combine(message); h.combine(target)
    }

    public init(
        ruleID: String, severity: Severity, place: SourceLocation, message: String, target: String,
        devices: [DeviceClass],
        versions: String, notes: [Note] = [], fix: String? = nil
    ) {
        self.ruleID = ruleID; self.severity = severity; self.place = place; self.message = message; self.target = target
        self.devices = devices; self.versions = versions; self.notes = notes; self.fix = fix
    }

    public var devicesText: String {
        devices.map { d -> String in
            switch d {
            case .iphoneHomeButton: return "iPhone with Home button"
            case .iphoneFaceID: return "Face ID iPhone"
            case .ipad: return "iPad"
            case .vision: return "Vision Pro"
            }
        }.joined(separator: ", ")
    }
}

extension Provenance {
    /// Where a value came from, as a place a finding can point at.
    var place: SourceLocation? { location }
}
