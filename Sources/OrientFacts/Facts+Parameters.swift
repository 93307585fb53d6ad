import OrientOutput
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
    /// Every parameter's label, and which ones have a default value: `lockOrientation(_:)` and
    /// `lockOrientation(_:andRotateTo:)` are two functions. Empty when not known (then label and position decide).
    public var signature: [String]
    public var defaulted: Set<Int>

    public init(function: String, label: String, index: Int, signature: [String] = [], defaulted: Set<Int> = []) {
        self.function = function; self.label = label; self.index = index
        self.signature = signature; self.defaulted = defaulted
    }

    /// Whether an argument of a call fills this parameter: the call's labels fit the signature (parameters with a
    /// default may be left out), and the argument is the one in this parameter's place.
    public func isFilled(by a: MaskArgumentFact) -> Bool {
        guard a.function == function, a.label == label else { return false }
        guard !signature.isEmpty, !a.labels.isEmpty else { return label != "_" || a.index == index }
        var call = 0
        for (i, l) in signature.enumerated() {
            if call < a.labels.count, a.labels[call] == l {
                if i == index { return call == a.index && fits(a.labels, from: call + 1, signatureFrom: i + 1) }
                call += 1
            } else if !defaulted.contains(i) {
                return false
            } else if i == index {
                return false
            }
        }
        return false
    }

    private func fits(_ labels: [String], from call: Int, signatureFrom start: Int) -> Bool {
        var call = call
        for i in start..<signature.count {
            if call < labels.count, labels[call] == signature[i] {
                call += 1
            } else if !defaulted.contains(i) {
                return false
            }
        }
        return call == labels.count
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
    /// Every argument's label in the call (`_` for none).
    public var labels: [String]
    /// The mask passed; unknown when the argument is the caller's own parameter.
    public var value: Value
    public var forwarded: ParameterRef?
    public var context: CallContext
    public var location: SourceLocation

    public init(
        function: String, type: String?, label: String, index: Int, labels: [String] = [], value: Value,
        forwarded: ParameterRef?, context: CallContext, location: SourceLocation
    ) {
        self.function = function; self.type = type; self.label = label; self.index = index; self.labels = labels
        self.value = value; self.forwarded = forwarded; self.context = context; self.location = location
    }
}

extension TargetFacts {
    /// The masks the callers of a function pass to one of its parameters, each with the call that passes it,
    /// through callers that pass on their own parameter (a few levels: helpers wrap helpers, not more). Empty when
    /// no call passes a mask the code tells.
    public func masksPassed(to p: ParameterRef, inType: String?) -> [MaskArgumentFact] {
        masksPassedThrough(to: p, inType: inType).map(\.call)
    }

    /// As `masksPassed`, each with the helpers the mask went through on its way (their code runs too: one of
    /// them may ask UIKit to read the mask again).
    public func masksPassedThrough(to p: ParameterRef, inType: String?) -> [(
        call: MaskArgumentFact, through: [CallContext]
    )] {
        var out: [(MaskArgumentFact, [CallContext])] = []
        var seen: Set<ParameterRef> = []
        func visit(_ p: ParameterRef, _ inType: String?, through: [CallContext], depth: Int) {
            guard depth < 4, seen.insert(p).inserted else { return }
            for a in maskArguments where p.isFilled(by: a) && (a.type == nil || inType == nil || a.type == inType) {
                if let f = a.forwarded {
                    visit(f, a.context.inType, through: through + [a.context], depth: depth + 1)
                } else if a.value.isStatic {
                    out.append((a, through))
                }
            }
        }
        visit(p, inType, through: [], depth: 0)
        return out
    }
}
