import OrientEngine
import Yams
import OrientOutput

/// What a step's `expect` says. Keys left out are not checked.
public struct Expectation: Sendable {
    public enum Check: Sendable {
        case interfaceOrientation(InterfaceOrientation?)
        case launchInterfaceOrientation(InterfaceOrientation?)
        case rotated(Bool)
        case authority(String?)
        case interfaceOrientationLocked(Bool)
        case exception(String?)
        case exceptionReason(String)
        /// nil: no error expected; otherwise the fields that must be equal.
        case error(domain: String?, code: Int?, message: String?, expectNone: Bool)
        case log(String)
        case callbacks([String])
        /// The interface orientation is one the masks allow (`masks.allowed`), or not: what `orient explore`'s
        /// emitted scenarios check.
        case interfaceOrientationAllowed(Bool)
        /// The interface orientation is one of these (a mask): what a screen that UIKit does not ask allows.
        case interfaceOrientationIn(OrientationMask)
        /// The interface orientation is one this controller's own `supportedInterfaceOrientations` allows, as the
        /// scenario gives it (re-read from the project for a file that names one): what `orient explore --emit`
        /// writes for a project, so that a fixed mask makes the replay pass. A controller that declares no mask
        /// allows any.
        case interfaceOrientationAllowedBy(String)
    }

    public var checks: [Check]
    /// `expect: landscapeRight`, the short form.
    public var isShortForm: Bool

    public struct Outcome: Sendable {
        public var held: Bool
        public var expected: JSON
        public var actual: JSON
        /// One line per check that did not hold.
        public var failures: [String]
    }

    public func judge(_ r: StepResult, controllers: [String: ControllerSpec] = [:]) -> Outcome {
        var expected: [(String, JSON)] = []
        var actual: [(String, JSON)] = []
        var failures: [String] = []
        for check in checks {
            let (key, want, got, ok): (String, JSON, JSON, Bool)
            switch check {
            case .interfaceOrientation(let o):
                key = "interfaceOrientation"; want = .optional(o?.name); got = .optional(r.interfaceOrientation?.name);
                ok = want == got
            case .launchInterfaceOrientation(let o):
                key = "launchInterfaceOrientation"; want = .optional(o?.name);
                got = .optional(r.launchInterfaceOrientation?.name); ok = want == got
            case .rotated(let b):
                key = "rotated"; want = .bool(b); got = .bool(r.rotated); ok = b == r.rotated
            case .authority(let a):
                key = "authority"; want = .optional(a); got = .optional(r.authority); ok = a == r.authority
            case .interfaceOrientationLocked(let b):
                key = "interfaceOrientationLocked"; want = .bool(b); got = .bool(r.interfaceOrientationLocked);
                ok = b == r.interfaceOrientationLocked
            case .exception(let name):
                key = "exception"; want = .optional(name); got = .optional(r.exception?.name);
                ok = name == r.exception?.name
            case .exceptionReason(let text):
                key = "exceptionReason"; want = .string(text); got = .optional(r.exception?.reason)
                ok = r.exception?.reason.contains(text) ?? false
            case .error(let domain, let code, let message, let none):
                key = "error"
                if none {
                    want = .null; ok = r.error == nil
                } else {
                    var fields: [(String, JSON)] = []
                    if let domain { fields.append(("domain", .string(domain))) }
                    if let code { fields.append(("code", .int(code))) }
                    if let message { fields.append(("message", .string(message))) }
                    want = .object(fields)
                    ok =
                        r.error.map { e in
                            (domain.map { $0 == e.domain } ?? true) && (code.map { $0 == e.code } ?? true)
                                && (message.map { e.message.contains($0) } ?? true)
                        } ?? false
                }
                got = r.error.map { ReportJSON.error($0) } ?? .null
            case .log(let text):
                key = "log"; want = .string(text); got = .strings(r.log); ok = r.log.contains { $0.contains(text) }
            case .callbacks(let list):
                key = "callbacks"; want = .strings(list); got = .strings(r.callbacks);
                ok = list.allSatisfy(r.callbacks.contains)
            case .interfaceOrientationAllowed(let b):
                let allowed = r.interfaceOrientation.flatMap { o in r.masks.map { $0.allowed.contains(o) } } ?? false
                key = "interfaceOrientationAllowed"; want = .bool(b); got = .bool(allowed); ok = b == allowed
            case .interfaceOrientationIn(let m):
                key = "interfaceOrientationIn"; want = .strings(m.names); got = .optional(r.interfaceOrientation?.name)
                ok = r.interfaceOrientation.map(m.contains) ?? false
            case .interfaceOrientationAllowedBy(let name):
                let own = controllers[name]?.supportedInterfaceOrientations?.effective
                key = "interfaceOrientationAllowedBy"
                want = .string(name + (own.map { " (\($0.displayName))" } ?? ""))
                got = .optional(r.interfaceOrientation?.name)
                ok = r.interfaceOrientation.map { own?.contains($0) ?? true } ?? false
            }
            expected.append((key, want)); actual.append((key, got))
            if !ok {
                failures.append("\(key): expected \(want.rendered(pretty: false)), got \(got.rendered(pretty: false))")
            }
        }
        if isShortForm, let e = expected.first, let a = actual.first {
            return Outcome(held: failures.isEmpty, expected: e.1, actual: a.1, failures: failures)
        }
        return Outcome(held: failures.isEmpty, expected: .object(expected), actual: .object(actual), failures: failures)
    }
}

extension Reader {
    static let expectKeys = [
        "interfaceOrientation", "launchInterfaceOrientation", "rotated", "authority", "interfaceOrientationLocked",
        "exception", "exceptionReason", "error", "log", "callbacks", "interfaceOrientationAllowed",
        "interfaceOrientationIn", "interfaceOrientationAllowedBy"
    ]

    func expect(_ node: Node, _ key: String) throws(Diagnostic) -> Expectation {
        if case .scalar = node {
            if isNull(node) { return Expectation(checks: [.interfaceOrientation(nil)], isShortForm: true) }
            return Expectation(checks: [.interfaceOrientation(try interfaceOrientation(node, key))], isShortForm: true)
        }
        var checks: [Expectation.Check] = []
        for e in try entries(node, key) {
            let k = key + "." + e.key
            let null = isNull(e.value)
            switch e.key {
            case "interfaceOrientation":
                checks.append(.interfaceOrientation(null ? nil : try interfaceOrientation(e.value, k)))
            case "launchInterfaceOrientation":
                checks.append(.launchInterfaceOrientation(null ? nil : try interfaceOrientation(e.value, k)))
            case "rotated": checks.append(.rotated(try bool(e.value, k)))
            case "authority": checks.append(.authority(null ? nil : try string(e.value, k)))
            case "interfaceOrientationLocked": checks.append(.interfaceOrientationLocked(try bool(e.value, k)))
            case "exception": checks.append(.exception(null ? nil : try string(e.value, k)))
            case "exceptionReason": checks.append(.exceptionReason(try string(e.value, k)))
            case "error":
                if null { checks.append(.error(domain: nil, code: nil, message: nil, expectNone: true)); continue }
                var domain: String?, code: Int?, message: String?
                for f in try entries(e.value, k) {
                    switch f.key {
                    case "domain": domain = try string(f.value, k + ".domain")
                    case "code": code = try int(f.value, k + ".code")
                    case "message": message = try string(f.value, k + ".message")
                    default: throw unknownKey(f.key, f.keyNode, k, allowed: ["domain", "code", "message"])
                    }
                }
                checks.append(.error(domain: domain, code: code, message: message, expectNone: false))
            case "log": checks.append(.log(try string(e.value, k)))
            case "callbacks":
                guard case .sequence(let seq) = e.value else {
                    throw fail(e.value, k, "expected a list of callbacks such as Nav.viewWillTransition(to:with:)")
                }
                var list: [String] = []
                for (i, item) in seq.enumerated() { list.append(try string(item, "\(k)[\(i)]")) }
                checks.append(.callbacks(list))
            case "interfaceOrientationAllowed": checks.append(.interfaceOrientationAllowed(try bool(e.value, k)))
            case "interfaceOrientationIn": checks.append(.interfaceOrientationIn(try mask(e.value, k)))
            case "interfaceOrientationAllowedBy": checks.append(.interfaceOrientationAllowedBy(try string(e.value, k)))
            default:
                throw unknownKey(e.key, e.keyNode, key, allowed: Reader.expectKeys)
            }
        }
        return Expectation(checks: checks, isShortForm: false)
    }
}
