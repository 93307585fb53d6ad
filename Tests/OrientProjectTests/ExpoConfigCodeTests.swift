import Foundation
import XCTest

@testable import OrientProject

/// Issue 31, blind first runs (Chatwoot, Chain React): an `app.config.ts` that is code still hands Expo an object
/// literal, whose literal keys are read and whose computed values are unknown, never guessed.
final class ExpoConfigCodeTests: XCTestCase {
    func read(_ text: String, base: [String: Any] = [:]) -> [String: Any]? {
        ExpoConfigCode.read(Data(text.utf8), base: base)
    }

    func testTheShapesAConfigExportsItsObjectIn() throws {
        let returned = """
            import { ConfigContext, ExpoConfig } from 'expo/config';
            export default ({ config }: ConfigContext): ExpoConfig => {
              return {
                name: 'Chat',
                slug: process.env.EXPO_PUBLIC_APP_SLUG || 'chat',
                orientation: 'portrait', // the phone
                ios: { supportsTablet: true, infoPlist: { UIBackgroundModes: ['fetch'], X: `a${b}` } },
                plugins: ['expo-font', ['x', { a: 1 }]],
              };
            };
            """
        let config = try XCTUnwrap(read(returned))
        XCTAssertEqual(config["orientation"] as? String, "portrait")
        XCTAssertEqual((config["ios"] as? [String: Any])?["supportsTablet"] as? Bool, true)
        XCTAssertEqual(
            (config["slug"] as? ExpoConfigCode.Unknown)?.written, "process.env.EXPO_PUBLIC_APP_SLUG || 'chat'")
        let plist = (config["ios"] as? [String: Any])?["infoPlist"] as? [String: Any]
        XCTAssertEqual(plist?["UIBackgroundModes"] as? [String], ["fetch"])
        XCTAssertTrue(plist?["X"] is ExpoConfigCode.Unknown)

        let arrow = """
            import { version } from "./package.json"
            const BUILD = 9
            export default ({ config }: ConfigContext): ExpoConfig => ({
              ...config,
              version,
              orientation: "landscape",
              ios: { supportsTablet: BUILD > 3 ? true : false },
            })
            """
        let merged = try XCTUnwrap(read(arrow, base: ["name": "Base", "orientation": "portrait"]))
        XCTAssertEqual(merged["name"] as? String, "Base", "the spread config is app.json's")
        XCTAssertEqual(merged["orientation"] as? String, "landscape", "written after the spread")
        XCTAssertTrue((merged["ios"] as? [String: Any])?["supportsTablet"] is ExpoConfigCode.Unknown)

        let constant = "const config: ExpoConfig = { name: 'C', orientation: 'default' };\nexport default config;\n"
        XCTAssertEqual(read(constant)?["orientation"] as? String, "default")
        // Without semicolons (a blind first run: AAO-React-Native), and with a type check after the object.
        let bare =
            "const config: ExpoConfig = {\n  name: 'C',\n  orientation: 'portrait',\n}\n\nexport default config\n"
        XCTAssertEqual(read(bare)?["orientation"] as? String, "portrait")
        XCTAssertEqual(
            read("export default { orientation: 'landscape' } satisfies ExpoConfig")?["orientation"] as? String,
            "landscape")
        let function = "module.exports = function ({ config }) { const x = 1; return { orientation: 'portrait' }; };"
        XCTAssertEqual(read(function)?["orientation"] as? String, "portrait")
        XCTAssertEqual(read("export default { orientation: 'portrait', }")?["orientation"] as? String, "portrait")
        // A constant holding the function (a blind first run: arena-mobile), and constants that name each other.
        let named = """
            const config = (): ExpoConfig => {
              const key = process.env.KEY;
              return { orientation: "default", ios: { supportsTablet: true, config: { key } } };
            };
            export default config;
            """
        XCTAssertEqual(read(named)?["orientation"] as? String, "default")
        XCTAssertNil(read("const a = b;\nconst b = a;\nexport default a;\n"))
    }

    func testConfigsWithNoObjectAreNotRead() {
        XCTAssertNil(read("export default make(process.env.APP);"))
        XCTAssertNil(read("export default async () => getConfig();"))
        XCTAssertNil(read("const a = 1;"))
    }

    func testBrokenAndHostileConfigsEnd() {
        for text in [
            "export default {", "export default ({ config }) => ({ a: '", "export default () => { return",
            "export default { a: /* unclosed", "export default `",
            "export default " + String(repeating: "{a:", count: 20_000),
            "export default " + String(repeating: "[", count: 50_000),
            "module.exports = function (" + String(repeating: "(", count: 10_000)
        ] {
            _ = read(text)
        }
    }
}
