import Foundation
import OrientProject

/// A fix to a binary property list (`bplist00`), which has no lines or text to edit: the change is made to the
/// decoded tree and the file is written again in the binary format, as Xcode does when it saves one. Nothing else in
/// the tree changes (`BinaryPlistFix.apply` checks this by decoding what it wrote); the bytes do, as any writer's
/// would. `--dry-run` shows the change as a diff of the file rendered as XML.
public enum PlistChange: Sendable, Hashable, Codable {
    /// Strings added at the end of the array under `key`.
    case appendStrings(key: String, items: [String])
    /// `key` added to the top-level dictionary with an empty dictionary as its value.
    case addEmptyDictionary(key: String)
    /// A top-level key spelt `from` spelt `to`, its value kept.
    case renameKey(from: String, to: String)
    /// The string `from` in the array under `key` becomes `to`.
    case replaceString(key: String, from: String, to: String)

    /// The top-level key the change touches (two changes to one key conflict unless they are the same change).
    var key: String {
        switch self {
        case .appendStrings(let key, _), .addEmptyDictionary(let key), .replaceString(let key, _, _): key
        case .renameKey(let from, _): from
        }
    }

    /// The change made to a decoded top-level dictionary; false when the dictionary no longer holds what the finding
    /// saw (the file changed since it was read).
    func apply(to root: inout [String: Any]) -> Bool {
        switch self {
        case .appendStrings(let key, let items):
            guard let array = root[key] as? [Any] else { return false }
            let strings = Set(array.compactMap { $0 as? String })
            guard !items.contains(where: strings.contains) else { return false }
            root[key] = array + items
        case .addEmptyDictionary(let key):
            guard root[key] == nil else { return false }
            root[key] = [String: Any]()
        case .renameKey(let from, let to):
            guard let value = root[from], root[to] == nil else { return false }
            root[from] = nil
            root[to] = value
        case .replaceString(let key, let from, let to):
            guard var array = root[key] as? [Any], let i = array.firstIndex(where: { ($0 as? String) == from })
            else { return false }
            array[i] = to
            root[key] = array
        }
        return true
    }
}

/// Applies the changes to one binary property list.
enum BinaryPlistFix {
    static let magic = Array("bplist00".utf8)

    static func isBinary(_ bytes: [UInt8]) -> Bool { bytes.starts(with: magic) }

    /// The new file's bytes, or why the changes cannot be made. Every change is checked against the file as it is
    /// now; two different changes to one key are a conflict and neither is made.
    static func apply(_ changes: [PlistChange], to bytes: [UInt8]) -> Result<[UInt8], Problem> {
        let unique = changes.reduce(into: [PlistChange]()) { if !$0.contains($1) { $0.append($1) } }
        guard Set(unique.map(\.key)).count == unique.count else { return .failure(.conflict) }
        // Orient's own reader, every offset checked, first: Foundation's crashes on some broken files (Fuzz/run.sh
        // plist), and only a file Orient reads is handed to it.
        guard isBinary(bytes), (try? BinaryPlist.parse(Data(bytes))) != nil else { return .failure(.unreadable) }
        var format = PropertyListSerialization.PropertyListFormat.binary
        guard
            var root = try? PropertyListSerialization.propertyList(from: Data(bytes), format: &format) as? [String: Any]
        else { return .failure(.unreadable) }
        for change in unique where !change.apply(to: &root) { return .failure(.changed) }
        guard let data = try? PropertyListSerialization.data(fromPropertyList: root, format: .binary, options: 0)
        else { return .failure(.unwritable) }
        return .success(Array(data))
    }

    enum Problem: Error, Equatable {
        case conflict, changed, unreadable, unwritable

        var text: String {
            switch self {
            case .conflict: "two fixes change the same key"
            case .changed: "the file changed since it was read"
            case .unreadable: "it is no longer a binary property list Orient can read"
            case .unwritable: "cannot encode it as a binary property list"
            }
        }
    }

    /// The file as XML text, for `--dry-run`'s diff (a diff of binary bytes says nothing).
    static func xml(_ bytes: [UInt8]) -> [UInt8] {
        var format = PropertyListSerialization.PropertyListFormat.binary
        guard (try? BinaryPlist.parse(Data(bytes))) != nil,
            let tree = try? PropertyListSerialization.propertyList(from: Data(bytes), format: &format),
            let data = try? PropertyListSerialization.data(fromPropertyList: tree, format: .xml, options: 0)
        else { return [] }
        return Array(data)
    }
}
