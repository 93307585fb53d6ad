import OrientOutput

/// A scenario file that cannot be read or breaks the contract: where, which key, and what was wrong
/// (`file:line:column: error: message (key 'steps[3].present')`).
public typealias ScenarioError = Diagnostic
