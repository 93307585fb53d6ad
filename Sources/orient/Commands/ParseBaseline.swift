import ArgumentParser
import Foundation
import OrientSwift

/// The benchmark's floor: a bare swift-syntax parse of every Swift file under a folder, on one thread.
/// Hidden: `Scripts/bench-facts.sh` runs it next to `orient facts` on the same files.
struct ParseBaseline: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "parse-baseline",
        abstract:
            "Parse every Swift file under a folder with swift-syntax, on one thread, and nothing else (benchmark floor).",
        shouldDisplay: false
    )

    @Argument(help: "A folder.")
    var path: String

    func run() throws {
        var files: [String] = []
        let base = URL(fileURLWithPath: path).standardizedFileURL.path
        guard let e = FileManager.default.enumerator(atPath: base) else { throw Exit.failure }
        while let rel = e.nextObject() as? String {
            if rel.hasSuffix(".swift") { files.append(base + "/" + rel) }
        }
        var bytes = 0
        for f in files.sorted() {
            guard let data = FileManager.default.contents(atPath: f) else { continue }
            bytes += SwiftFacts.parseOnly(data)
        }
        print("\(files.count) Swift files, \(bytes) bytes parsed")
    }
}
