import Foundation
import OrientOutput

// `app.config.js` / `app.config.ts` is code Orient never runs. It is read where it hands Expo an object literal
// (ExpoConfigCode): the keys written with literal values are read, a value the code computes is unknown and said
// so, and a spread of the `config` Expo passes in is app.json's object. A file with no object literal where it
// exports (a config built by calls) is not read, and the "no project" message names `npx expo prebuild`.

extension ProjectSpec {
    /// The config object an `app.config.js`/`.ts` exports, over app.json's `expo` object in the same folder where
    /// it spreads it; nil when no object literal stands where the file exports.
    public static func codeExpoConfig(_ data: Data, folder: String? = nil, gate: ReadGate? = nil) -> [String: Any]? {
        var base: [String: Any] = [:]
        if let folder, let gate, let json = gate.contents(folder + "/app.json"),
            let object = (try? JSONSerialization.jsonObject(with: json)) as? [String: Any]
        {
            base = object["expo"] as? [String: Any] ?? object
        }
        return ExpoConfigCode.read(data, base: base)
    }
}
