import SwiftSyntax

// A camera connection's `videoOrientation` set from how the device is held: a preview that turns with the device,
// not with the interface (a blind first run, DuckDuckGo's sync QR scanner).
extension DeviceOrientationReadVisitor {
    /// Whether the read, through at most three member accesses or calls (`e.avCapture`,
    /// `AVCaptureVideoOrientation(rawValue: e.rawValue)`), is what a connection's `videoOrientation` is set to: a
    /// camera preview turned by how the device is held (a blind first run, DuckDuckGo's sync QR scanner). The
    /// function's words still tell a capture output's connection, which should follow the device (`deviceMeant`).
    func turnsAConnection(_ start: Syntax) -> Bool {
        var node = start
        for _ in 0..<4 {
            guard let parent = node.parent else { return false }
            if let list = parent.as(ExprListSyntax.self) {
                // `connection.videoOrientation = read`, or `= read ?? .portrait` (a default for a device held flat:
                // a blind first run, ReadingList's barcode scanner).
                let items = Array(list)
                let defaulted =
                    items.count == 5 && items[3].as(BinaryOperatorExprSyntax.self)?.operator.text == "??"
                guard items.count == 3 || defaulted, Syntax(items[2]) == node, items[1].is(AssignmentExprSyntax.self)
                else {
                    return false
                }
                return items[0].trimmedDescription.hasSuffix("videoOrientation")
            }
            if parent.is(MemberAccessExprSyntax.self) || parent.is(LabeledExprSyntax.self)
                || parent.is(LabeledExprListSyntax.self) || parent.is(FunctionCallExprSyntax.self)
                || parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
            {
                node = parent
                // A labeled argument's list and its call are one step.
                if parent.is(LabeledExprSyntax.self), let call = parent.parent?.parent,
                    call.is(FunctionCallExprSyntax.self)
                {
                    node = call
                }
                continue
            }
            return false
        }
        return false
    }
}
