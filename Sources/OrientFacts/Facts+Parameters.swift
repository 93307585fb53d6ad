// Masks that reach a variable through a function's parameter: the app's own lock helpers
// (`AppUtility.lockOrientation(.landscape)`) and screens that take their mask when they are made
// (`Sheet(content: v, allowedOrientation: .portrait)`). The helper's body says which variable the parameter sets;
// its callers say which masks.

/// A parameter of the function around an expression: `orientation` in
/// `static func lockOrientation(_ orientation: UIInterfaceOrientationMask)` is `lockOrientation`, `_`, 0.
public struct ParameterRef: Sendable, Hashable {
    /// The function's base name (`init` for an initialiser).
    public var function: String
    /// Its argument label, `_` for none.
    public var label: String
    public var index: Int

    public init(function: String, label: String, index: Int) {
        self.function = function; self.label = label; self.index = index
    }

    /// Whether an argument of a call fills this parameter: the same label, and for an unlabelled one the same
    /// position.
    func isFilled(by a: MaskArgumentFact) -> Bool {
        a.function == function && a.label == label && (label != "_" || a.index == index)
    }
}

/// A call that passes a mask the code tells (`lockOrientation(.landscape)`), or passes on a mask parameter of
/// its own function (`self.lockOrientation(orientation)`).
public struct MaskArgumentFact: Sendable, Hashable {
    /// The called function's base name; `init` for `Sheet(…)`.
    public var function: String
    /// The type the call names (`AppUtility.lockOrientation`, `Sheet(…)`), nil when it names none.
    public var type: String?
    public var label: String
    public var index: Int
    /// The mask passed; unknown when the argument is the caller's own parameter.
    public var value: Value
    public var forwarded: ParameterRef?
    public var context: CallContext
    public var location: CodeLocation

    public init(
        function: String, type: String?, label: String, index: Int, value: Value, forwarded: ParameterRef?,
        context: CallContext, location: CodeLocation
    ) {
        self.function = function; self.type = type; self.label = label; self.index = index; self.value = value
        self.forwarded = forwarded; self.context = context; self.location = location
    }
}

extension TargetFacts {
    /// The masks the callers of a function pass to one of its parameters, each with the call that passes it,
    /// through callers that pass on their own parameter (a few levels: helpers wrap helpers, not more). Empty when
    /// no call passes a mask the code tells.
    public func masksPassed(to p: ParameterRef, inType: String?) -> [MaskArgumentFact] {
        var out: [MaskArgumentFact] = []
        var seen: Set<ParameterRef> = []
        func visit(_ p: ParameterRef, _ inType: String?, depth: Int) {
            guard depth < 4, seen.insert(p).inserted else { return }
            for a in maskArguments where p.isFilled(by: a) && (a.type == nil || inType == nil || a.type == inType) {
                if let f = a.forwarded {
                    visit(f, a.context.inType, depth: depth + 1)
                } else if a.value.isStatic {
                    out.append(a)
                }
            }
        }
        visit(p, inType, depth: 0)
        return out
    }
}
