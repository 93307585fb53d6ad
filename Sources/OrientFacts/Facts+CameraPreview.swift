import OrientOutput
import OrientProject

/// A camera preview the code creates: an `AVCaptureVideoPreviewLayer` (made with `init(session:)`,
/// `layerWithSession:`, `alloc`/`new`, or a view whose `layerClass` is one). Its image turns only when the code
/// sets its connection's `videoRotationAngle` (iOS 17, from an `AVCaptureDevice.RotationCoordinator`'s
/// `videoRotationAngleForHorizonLevelPreview`) or `videoOrientation` (before), or rotates the layer itself: Apple's
/// AVFoundation documentation of both properties. `rotated` says whether the file does any of that.
public struct CameraPreviewFact: Sendable, Hashable {
    /// The class, struct or Objective-C `@implementation` around the creation.
    public var inType: String?
    public var location: SourceLocation
    public var rotated: Bool

    public init(inType: String?, location: SourceLocation, rotated: Bool) {
        self.inType = inType; self.location = location; self.rotated = rotated
    }

    /// Words of code that turn a preview with the interface: its connection's orientation or rotation angle, a
    /// rotation coordinator, or a transform of the layer.
    public static let rotationWords = [
        "videoOrientation", "videoRotationAngle", "RotationCoordinator", "setAffineTransform",
        "CATransform3DMakeRotation", "rotationAngle"
    ]

    /// Whether a file's text turns its previews.
    public static func rotates(_ text: String) -> Bool { rotationWords.contains { text.contains($0) } }

    /// The creations in Objective-C code (comments and strings blanked), each with the `@implementation` above it.
    static func objectiveC(_ code: [UInt8], location: (Int) -> SourceLocation, rotated: Bool) -> [CameraPreviewFact] {
        let name = Array("AVCaptureVideoPreviewLayer".utf8)
        let implementation = Array("@implementation".utf8)
        var out: [CameraPreviewFact] = []
        var currentClass: String?
        var i = 0
        func matches(_ word: [UInt8], at k: Int) -> Bool {
            k + word.count <= code.count && code[k..<k + word.count].elementsEqual(word)
        }
        func word(at k: Int) -> (String, Int) {
            var j = k
            while j < code.count, code[j] == 32 || code[j] == 9 || code[j] == 10 || code[j] == 13 { j += 1 }
            let start = j
            while j < code.count, SourceBytes.isIdentifier(code[j]) { j += 1 }
            return (String(decoding: code[start..<j], as: UTF8.self), j)
        }
        while i < code.count {
            if code[i] == 64, matches(implementation, at: i) {
                currentClass = word(at: i + implementation.count).0
                i += implementation.count
                continue
            }
            if code[i] == 65, matches(name, at: i), i == 0 || !SourceBytes.isIdentifier(code[i - 1]) {
                let (next, _) = word(at: i + name.count)
                if ["layerWithSession", "layerWithSessionWithNoConnection", "alloc", "new", "class"].contains(next) {
                    out.append(CameraPreviewFact(inType: currentClass, location: location(i), rotated: rotated))
                }
                i += name.count
                continue
            }
            i += 1
        }
        return out
    }
}
