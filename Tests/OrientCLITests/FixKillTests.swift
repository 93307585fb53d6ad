import Foundation
import XCTest

/// `orient check --fix` killed at any moment (issue 18): every file it edits is either as it was or fully fixed,
/// never half-written. A killed run may leave its temporary file beside one (`.Info.plist.orient-fix-<pid>`); the
/// project's own files are whole.
extension CLITests {
    func testAKilledFixLeavesEveryFileWhole() throws {
        let fm = FileManager.default
        let base = fm.temporaryDirectory.appendingPathComponent("orient-fix-kill-\(getpid())")
        try? fm.removeItem(at: base)
        try fm.createDirectory(at: base, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: base) }
        let sample = CLITests.repo.appendingPathComponent("Examples/SampleApp")
        // What a run that finishes writes: the reference for "fully fixed".
        let finished = base.appendingPathComponent("finished")
        try fm.copyItem(at: sample, to: finished)
        let started = Date()
        _ = try orient("check", finished.path, "--fix", "--no-cache")
        let duration = Date().timeIntervalSince(started)
        let edited = try files(under: sample).filter { f in
            try Data(contentsOf: sample.appendingPathComponent(f))
                != Data(contentsOf: finished.appendingPathComponent(f))
        }
        XCTAssertFalse(edited.isEmpty, "the sample has mechanical fixes")
        var outcomes: Set<String> = []
        for round in 0..<16 {
            let copy = base.appendingPathComponent("run\(round)")
            try fm.copyItem(at: sample, to: copy)
            let p = Process()
            p.executableURL = try binary
            p.arguments = ["check", copy.path, "--fix", "--no-cache"]
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            // From before the first read to after the last write: a whole run's time, and a half more, spread
            // over the rounds.
            usleep(UInt32(duration * 1.5 * Double(round) / 15 * 1_000_000))
            kill(p.processIdentifier, SIGKILL)
            p.waitUntilExit()
            for f in edited {
                let now = try Data(contentsOf: copy.appendingPathComponent(f))
                let was = try Data(contentsOf: sample.appendingPathComponent(f))
                let fixed = try Data(contentsOf: finished.appendingPathComponent(f))
                XCTAssertTrue(now == was || now == fixed, "round \(round): \(f) is half-written")
                outcomes.insert(now == was ? "untouched" : "fixed")
            }
        }
        XCTAssertEqual(outcomes, ["untouched", "fixed"], "the kills fell before the writes and after them")
    }

    /// Relative paths of the regular files under a folder.
    private func files(under dir: URL) throws -> [String] {
        let e = FileManager.default.enumerator(atPath: dir.path)
        var out: [String] = []
        while let f = e?.nextObject() as? String {
            var isDir: ObjCBool = false
            if FileManager.default.fileExists(atPath: dir.appendingPathComponent(f).path, isDirectory: &isDir),
                !isDir.boolValue
            {
                out.append(f)
            }
        }
        return out
    }
}
