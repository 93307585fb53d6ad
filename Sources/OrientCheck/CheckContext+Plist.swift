// Where the target's Info.plist keys are and what they hold, for rules to point at (and fix) the right line.

import OrientEngine
import OrientFacts
import OrientOutput
import OrientProject

extension CheckContext {
    /// The orientation keys UIKit reads (R3.2).
    static let orientationKeys = InfoPlistKey.supportedInterfaceOrientations.spellings

    /// Where a plist key's value comes from.
    func place(ofKey key: String) -> SourceLocation? { plist.entries[key]?.source.place }

    /// The binary Info.plist file, when it holds `key` (or, with nil, when the target has one): its fixes change
    /// the decoded tree (`PlistChange`), having no text to edit.
    func binaryPlist(holding key: String? = nil) -> String? {
        guard plist.binary, let file = plist.file else { return nil }
        guard let key else { return file }
        if case .plist(let l)? = plist.entries[key]?.source, l.file == file { return file }
        return nil
    }

    /// Where the n-th item of a plist array key is written (its line in an XML file), else the key.
    func place(ofKey key: String, item: Int) -> SourceLocation? {
        guard let entry = plist.entries[key] else { return nil }
        // Items written on lines of their own: an XML plist, a package manifest's orientation list.
        if let file = entry.source.location?.file, item < entry.itemLines.count {
            return SourceLocation(file: file, line: entry.itemLines[item])
        }
        return entry.source.place
    }

    /// Where the app declares the device families it runs on.
    var familyPlace: SourceLocation { plist[.deviceFamily]?.source.place ?? targetPlace }
}
