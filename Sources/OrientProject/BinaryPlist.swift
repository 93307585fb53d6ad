import Foundation
import OrientEngine

/// A reader for binary property lists (`bplist00`), with every offset, count and reference checked against the
/// file. Foundation's reader on Linux trusts them: a fuzzed Info.plist crashed it (a segmentation fault inside
/// swift-corelibs-foundation, found by `Fuzz/run.sh plist`), and Orient must not crash on a broken file.
public struct BinaryPlist {
    public struct Failure: Error, Equatable {
        public var message: String
    }

    /// Containers open at once; real plists nest a few deep.
    static let maxDepth = 100

    private let bytes: [UInt8]
    private let offsetSize: Int
    private let refSize: Int
    private let objectCount: Int
    private let offsetTable: Int

    private init(bytes: [UInt8], offsetSize: Int, refSize: Int, objectCount: Int, offsetTable: Int) {
        self.bytes = bytes; self.offsetSize = offsetSize; self.refSize = refSize
        self.objectCount = objectCount; self.offsetTable = offsetTable
    }

    /// The file's top object.
    public static func parse(_ data: Data) throws(Failure) -> PlistValue {
        let b = [UInt8](data)
        guard b.count >= 8 + 32, b.starts(with: Array("bplist0".utf8)) else {
            throw Failure(message: "too short for a binary property list")
        }
        let t = b.count - 32
        let offsetSize = Int(b[t + 6]), refSize = Int(b[t + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(refSize) else {
            throw Failure(message: "the trailer's integer sizes are not 1 to 8 bytes")
        }
        let count = Self.integer(b[(t + 8)..<(t + 16)]), top = Self.integer(b[(t + 16)..<(t + 24)])
        let table = Self.integer(b[(t + 24)..<(t + 32)])
        // The offset table lies between the header and the trailer, one entry per object.
        guard count > 0, count <= UInt64(b.count), table >= 8, table <= UInt64(t),
            count.multipliedReportingOverflow(by: UInt64(offsetSize)).partialValue <= UInt64(t) - table,
            top < count
        else { throw Failure(message: "the trailer's object count, top object or offset table is out of the file") }
        let reader = BinaryPlist(
            bytes: b, offsetSize: offsetSize, refSize: refSize, objectCount: Int(count), offsetTable: Int(table))
        var state = Walk()
        return try reader.object(Int(top), depth: 0, state: &state)
    }

    static func integer(_ slice: ArraySlice<UInt8>) -> UInt64 { slice.reduce(0) { $0 << 8 | UInt64($1) } }

    private func offset(of ref: Int) throws(Failure) -> Int {
        guard ref >= 0, ref < objectCount else {
            throw Failure(message: "a reference to object \(ref) of \(objectCount)")
        }
        let at = offsetTable + ref * offsetSize
        let o = Self.integer(bytes[at..<(at + offsetSize)])
        guard o >= 8, o < UInt64(offsetTable) else { throw Failure(message: "object \(ref) lies outside the objects") }
        return Int(o)
    }

    /// `n` bytes at `at`, inside the objects.
    private func slice(_ at: Int, _ n: Int) throws(Failure) -> ArraySlice<UInt8> {
        guard n >= 0, at >= 0, at <= offsetTable, n <= offsetTable - at else {
            throw Failure(message: "an object runs past the end of the objects")
        }
        return bytes[at..<(at + n)]
    }

    /// The byte at `at`, inside the objects.
    private func byte(_ at: Int) throws(Failure) -> UInt8 {
        guard at >= 0, at < offsetTable else { throw Failure(message: "an object runs past the end of the objects") }
        return bytes[at]
    }

    /// The length in a marker's low nibble, or in the integer object after it (0xF); and where the content starts.
    private func length(_ marker: UInt8, at: Int) throws(Failure) -> (Int, Int) {
        let low = Int(marker & 0x0F)
        guard low == 0x0F else { return (low, at + 1) }
        let intMarker = try byte(at + 1)
        guard intMarker >> 4 == 0x1 else { throw Failure(message: "a length that is not an integer") }
        let size = 1 << Int(intMarker & 0x0F)
        guard size <= 8 else { throw Failure(message: "a length wider than 8 bytes") }
        let value = Self.integer(try slice(at + 2, size))
        guard value <= UInt64(bytes.count) else { throw Failure(message: "a length larger than the file") }
        return (Int(value), at + 2 + size)
    }

    /// The containers open on the way down, and the values built so far: objects shared by reference may not
    /// expand without bound (an array of two references to an array of two references …).
    struct Walk {
        var open: Set<Int> = []
        var values = 0
    }

    /// Values one file may expand to.
    static let maxValues = 1_000_000

    private func object(_ ref: Int, depth: Int, state: inout Walk) throws(Failure) -> PlistValue {
        guard depth <= Self.maxDepth else { throw Failure(message: "nested more than \(Self.maxDepth) levels deep") }
        state.values += 1
        guard state.values <= Self.maxValues else {
            throw Failure(message: "expands to more than \(Self.maxValues) values (objects shared by reference)")
        }
        let at = try offset(of: ref)
        let marker = try byte(at)
        switch marker >> 4 {
        case 0x0:
            switch marker {
            case 0x08: return .bool(false)
            case 0x09: return .bool(true)
            default: return .other("null")
            }
        case 0x1:
            let size = 1 << Int(marker & 0x0F)
            guard size <= 16 else { throw Failure(message: "an integer wider than 16 bytes") }
            let raw = try slice(at + 1, size)
            let v = Self.integer(raw.suffix(8))
            return .integer(size == 8 ? Int(Int64(bitPattern: v)) : Int(truncatingIfNeeded: v))
        case 0x2:
            let size = 1 << Int(marker & 0x0F)
            let raw = try slice(at + 1, size)
            switch size {
            case 4: return .real(Double(Float(bitPattern: UInt32(Self.integer(raw)))))
            case 8: return .real(Double(bitPattern: Self.integer(raw)))
            default: throw Failure(message: "a real of \(size) bytes")
            }
        case 0x3:
            _ = try slice(at + 1, 8)
            return .other("date")
        case 0x4:
            let (n, start) = try length(marker, at: at)
            _ = try slice(start, n)
            return .other("data")
        case 0x5:
            let (n, start) = try length(marker, at: at)
            return .string(String(decoding: try slice(start, n), as: UTF8.self))
        case 0x6:
            let (n, start) = try length(marker, at: at)
            guard n <= Int.max / 2 else { throw Failure(message: "a string longer than the file") }
            let raw = try slice(start, n * 2)
            var units: [UInt16] = []
            units.reserveCapacity(n)
            var k = raw.startIndex
            while k < raw.endIndex { units.append(UInt16(raw[k]) << 8 | UInt16(raw[k + 1])); k += 2 }
            return .string(String(decoding: units, as: UTF16.self))
        case 0x8:
            _ = try slice(at + 1, Int(marker & 0x0F) + 1)
            return .other("uid")
        case 0xA, 0xC, 0xD:
            // A container may not hold itself, at any depth.
            guard state.open.insert(ref).inserted else { throw Failure(message: "object \(ref) contains itself") }
            defer { state.open.remove(ref) }
            let (n, start) = try length(marker, at: at)
            let isDict = marker >> 4 == 0xD
            let refs = try slice(start, (isDict ? 2 : 1) * n * refSize)
            func child(_ i: Int) -> Int {
                let s = refs.startIndex + i * refSize
                return Int(truncatingIfNeeded: Self.integer(refs[s..<(s + refSize)]))
            }
            if !isDict {
                var items: [PlistValue] = []
                for i in 0..<n { items.append(try object(child(i), depth: depth + 1, state: &state)) }
                return .array(items)
            }
            var dict: [String: PlistValue] = [:]
            for i in 0..<n {
                guard case .string(let key) = try object(child(i), depth: depth + 1, state: &state) else {
                    throw Failure(message: "a dictionary key that is not a string")
                }
                dict[key] = try object(child(n + i), depth: depth + 1, state: &state)
            }
            return .dictionary(dict)
        default:
            throw Failure(message: String(format: "an object of unknown type 0x%02X", marker))
        }
    }
}
