import Foundation
import OrientOutput

// Reading project.pbxproj bytes: Orient's old-style reader, Foundation for XML, binary and JSON.
extension PBXProject {
    /// What an empty project file is said as.
    static let emptyFile = "the project file is empty: no target to read (Xcode cannot open it)"

    /// project.pbxproj is an old-style (OpenStep) property list; a few generators write XML or JSON instead.
    static func parse(_ data: Data, shown: String, diagnostics: inout [Diagnostic]) -> [String: Any]? {
        guard !data.isEmpty else {
            // An error where it is the only project; beside others that are read, a warning (Discovery).
            diagnostics.append(Diagnostic(.error, SourceLocation(shown), PBXProject.emptyFile))
            return nil
        }
        // The old-style text Xcode writes: Orient's own reader (decisions.md, "pbxproj reader"). XML and binary
        // property lists, which Xcode also reads, go to Foundation.
        let firstByte = data.first(where: { $0 != 32 && $0 != 10 && $0 != 13 && $0 != 9 })
        if firstByte == UInt8(ascii: "{") || firstByte == UInt8(ascii: "/") {
            do throws(OldStylePlist.Failure) {
                if let dict = try OldStylePlist.parse(data) as? [String: Any] { return dict }
                diagnostics.append(
                    Diagnostic(
                        .error, SourceLocation(shown), "the top level is not a dictionary; expected a project"))
                return nil
            } catch {
                return unreadable(data, shown: shown, line: error.line, message: error.message, &diagnostics)
            }
        }
        do {
            // Foundation's old-style parser also logs its error to standard error; the message is reported here.
            let object = try withStandardErrorSilenced {
                try PropertyListSerialization.propertyList(from: data, options: [], format: nil)
            }
            if let dict = object as? [String: Any] { return dict }
            diagnostics.append(
                Diagnostic(.error, SourceLocation(shown), "the top level is not a dictionary; expected a project"))
            return nil
        } catch {
            let (message, line) = PlistFile.describe(error, oldStyle: firstByte != UInt8(ascii: "<"))
            return unreadable(data, shown: shown, line: line, message: message, &diagnostics)
        }
    }

    /// A project file no property list reader took: JSON, which some generators write, else the reader's own
    /// message (merge conflicts are resolved before, `ConflictMarkers`).
    static func unreadable(
        _ data: Data, shown: String, line: Int?, message: String, _ diagnostics: inout [Diagnostic]
    ) -> [String: Any]? {
        if data.first(where: { $0 != 32 && $0 != 10 && $0 != 13 && $0 != 9 }) == UInt8(ascii: "{"),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        {
            return json
        }
        diagnostics.append(
            Diagnostic(.error, SourceLocation(shown, line: line), "not a valid project file: \(message)"))
        return nil
    }
}
