// What a value can be when the code does not pin it down: a set of possibilities, or anything.
//
// The lattice (docs/decisions.md, "Values as sets of possibilities"): the bottom is the empty set (no value the
// code can produce: nothing is concluded from it), sets are ordered by inclusion, and the top is `anything`, a
// value nothing in the code constrains. Joining two reads (an initial value and an assignment, two branches)
// is the union; anything absorbs every set. A rule asks a `verdict`: whether its conclusion holds for every
// possibility (it reports at its severity, saying what it assumed), for some (it reports at info, naming what it
// depends on), or for none; over `anything` the answer is unknown (it says nothing).

/// A value as the set of what it can be at run time.
public enum Possible<Element: Hashable & Sendable>: Sendable, Hashable {
    /// One of these values (the empty set: none can occur).
    case oneOf(Set<Element>)
    /// Anything: nothing the code shows constrains it.
    case anything

    public static var nothing: Possible { .oneOf([]) }
    public static func just(_ value: Element) -> Possible { .oneOf([value]) }

    /// The join: whatever either can be.
    public func union(_ other: Possible) -> Possible {
        guard case .oneOf(let a) = self, case .oneOf(let b) = other else { return .anything }
        return .oneOf(a.union(b))
    }

    /// The join of many possibilities (`nothing` for none).
    public static func union<S: Sequence>(_ all: S) -> Possible where S.Element == Possible {
        all.reduce(.nothing) { $0.union($1) }
    }

    public func map<T>(_ transform: (Element) -> T) -> Possible<T> {
        guard case .oneOf(let values) = self else { return .anything }
        return .oneOf(Set(values.map(transform)))
    }

    /// Each possibility of `self` with each of `other` (values that vary independently).
    public func combined<T, U>(with other: Possible<T>, _ combine: (Element, T) -> U) -> Possible<U> {
        guard case .oneOf(let a) = self, case .oneOf(let b) = other else { return .anything }
        var out: Set<U> = []
        for x in a { for y in b { out.insert(combine(x, y)) } }
        return .oneOf(out)
    }

    /// The values, when known.
    public var values: Set<Element>? {
        if case .oneOf(let v) = self { return v }
        return nil
    }

    /// Whether `holds` is true for every possibility, some, none, or cannot be told (`anything`). The empty set
    /// answers `.never`: a value that cannot occur makes no conclusion hold.
    public func verdict(_ holds: (Element) -> Bool) -> Verdict {
        guard case .oneOf(let values) = self else { return .unknown }
        guard !values.isEmpty else { return .never }
        let count = values.count(where: holds)
        return count == values.count ? .always : count == 0 ? .never : .sometimes
    }
}

/// How a conclusion stands over a value's possibilities.
public enum Verdict: Sendable, Hashable {
    /// True whatever the value is: report it.
    case always
    /// True for some of the values: report it at info, naming what it depends on.
    case sometimes
    /// True for none.
    case never
    /// The value can be anything: nothing can be said.
    case unknown
}
