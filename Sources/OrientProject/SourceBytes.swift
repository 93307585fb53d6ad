/// Bytes of source text.
public enum SourceBytes {
    /// A byte of an identifier: ASCII letters, digits and `_` (and `$`, which Objective-C allows, when asked).
    @inline(__always)
    public static func isIdentifier(_ b: UInt8, dollar: Bool = false) -> Bool {
        b == 95 || (b >= 48 && b <= 57) || (b | 0x20 >= 97 && b | 0x20 <= 122) || (dollar && b == 36)
    }
}
