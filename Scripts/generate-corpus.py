#!/usr/bin/env python3
"""Generates a synthetic iOS workspace for the benchmarks, deterministically (same arguments, same bytes).

    Scripts/generate-corpus.py OUT [--targets 40] [--swift 50] [--objc 8]

One project, Synthetic.xcodeproj, with TARGETS iOS app targets: even ones list their files in build phases and
groups (a large project.pbxproj), odd ones use Xcode 16 synchronized folders. Each target has SWIFT Swift files
(view controllers, containers, presentations, pushes, forced rotations, and ordinary code around them), OBJC
Objective-C pairs, a storyboard, an Info.plist (XML or binary, alternately) and four more plists.
"""
import os
import plistlib
import random
import sys

args = sys.argv[1:]
if not args:
    sys.exit(__doc__)

if args[0] == "--wrap":
    # Scripts/generate-corpus.py --wrap DIR: an Xcode project in DIR whose one iOS app target builds every
    # folder of DIR (synchronized folders), so that `orient check` reads a corpus of packages as an app.
    root = args[1]
    folders = sorted(d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d)) and not d.startswith(".") and not d.endswith(".xcodeproj"))
    groups = "".join('\t\tC0DE%020X /* %s */ = {isa = PBXFileSystemSynchronizedRootGroup; path = "%s"; sourceTree = "<group>"; };\n' % (i + 1, f, f) for i, f in enumerate(folders))
    refs = "".join("\t\t\t\tC0DE%020X,\n" % (i + 1) for i in range(len(folders)))
    text = """// !$*UTF8*$!
{
\tarchiveVersion = 1;
\tobjectVersion = 77;
\tobjects = {
%(groups)s\t\tC0DE0000000000000000A001 = {isa = PBXGroup; children = (
%(refs)s\t\t\t); sourceTree = "<group>"; };
\t\tC0DE0000000000000000A002 = {isa = PBXNativeTarget; buildConfigurationList = C0DE0000000000000000A003; buildPhases = (); fileSystemSynchronizedGroups = (
%(refs)s\t\t\t); name = Corpus; productName = Corpus; productType = "com.apple.product-type.application"; };
\t\tC0DE0000000000000000A003 = {isa = XCConfigurationList; buildConfigurations = (C0DE0000000000000000A004,); defaultConfigurationName = Release; };
\t\tC0DE0000000000000000A004 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; TARGETED_DEVICE_FAMILY = "1,2"; GENERATE_INFOPLIST_FILE = YES; INFOPLIST_KEY_UILaunchScreen_Generation = YES; IPHONEOS_DEPLOYMENT_TARGET = 16.0;}; name = Release; };
\t\tC0DE0000000000000000A005 = {isa = XCConfigurationList; buildConfigurations = (C0DE0000000000000000A006,); defaultConfigurationName = Release; };
\t\tC0DE0000000000000000A006 = {isa = XCBuildConfiguration; buildSettings = {}; name = Release; };
\t\tC0DE0000000000000000A007 = {isa = PBXProject; buildConfigurationList = C0DE0000000000000000A005; mainGroup = C0DE0000000000000000A001; projectDirPath = ""; projectRoot = ""; targets = (C0DE0000000000000000A002,); };
\t};
\trootObject = C0DE0000000000000000A007;
}
""" % {"groups": groups, "refs": refs}
    os.makedirs(os.path.join(root, "Corpus.xcodeproj"), exist_ok=True)
    with open(os.path.join(root, "Corpus.xcodeproj", "project.pbxproj"), "w") as f:
        f.write(text)
    print("%s/Corpus.xcodeproj: one app target over %s" % (root, ", ".join(folders)))
    sys.exit(0)
out = args[0]
opts = dict(zip(args[1::2], args[2::2]))
TARGETS = int(opts.get("--targets", 40))
SWIFT = int(opts.get("--swift", 50))
OBJC = int(opts.get("--objc", 8))
rng = random.Random(20261121)

counter = [0]
def uid():
    counter[0] += 1
    return "5EED%020X" % counter[0]

MASKS = [".portrait", ".landscape", ".all", ".allButUpsideDown", "[.portrait, .landscapeLeft]", ".landscapeRight"]
STYLES = [".fullScreen", ".pageSheet", ".formSheet", ".overFullScreen", ".automatic"]

def swift_file(t, i):
    name = "T%dScreen%d" % (t, i)
    mask = rng.choice(MASKS)
    lines = ["import UIKit", "", "/// Screen %d of target %d." % (i, t)]
    lines += ["final class %sViewController: UIViewController {" % name,
              "    private var items: [String] = []",
              "    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { %s }" % mask]
    if i % 3 == 0:
        lines.append("    override var shouldAutorotate: Bool { %s }" % rng.choice(["true", "false"]))
    if i % 5 == 0:
        lines.append("    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }")
    lines += ["",
              "    override func viewDidLoad() {",
              "        super.viewDidLoad()",
              "        title = \"%s\"" % name,
              "        items = (0..<20).map { \"item \\($0)\" }",
              "    }"]
    # As in real apps, a screen presents or pushes another now and then.
    if i % 3 == 0:
        lines += ["",
                  "    func openNext() {",
                  "        let next = T%dScreen%dViewController()" % (t, (i + 1) % SWIFT),
                  "        next.modalPresentationStyle = %s" % rng.choice(STYLES),
                  "        present(next, animated: true)",
                  "    }"]
    if i % 3 == 1:
        lines += ["",
                  "    func pushDetail() {",
                  "        navigationController?.pushViewController(T%dScreen%dViewController(), animated: true)" % (t, (i + 2) % SWIFT),
                  "    }"]
    if i % 10 == 0:
        lines += ["",
                  "    func forceLandscape() {",
                  "        if #available(iOS 16.0, *) {",
                  "            view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))",
                  "            setNeedsUpdateOfSupportedInterfaceOrientations()",
                  "        } else {",
                  "            UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: \"orientation\")",
                  "            UIViewController.attemptRotationToDeviceOrientation()",
                  "        }",
                  "    }"]
    lines.append("}")
    # Ordinary code around it: models and helpers with no orientation facts.
    for k in range(10):
        lines += ["",
                  "struct %sModel%d: Hashable, Codable {" % (name, k),
                  "    var id: Int",
                  "    var title: String",
                  "    var tags: [String]",
                  "    func matches(_ query: String) -> Bool {",
                  "        title.lowercased().contains(query.lowercased()) || tags.contains { $0.hasPrefix(query) }",
                  "    }",
                  "    static func sample(_ n: Int) -> [%sModel%d] {" % (name, k),
                  "        (0..<n).map { %sModel%d(id: $0, title: \"row \\($0)\", tags: [\"a\", \"b\"]) }" % (name, k),
                  "    }",
                  "}"]
    return "\n".join(lines) + "\n"

def container_file(t):
    return "\n".join([
        "import UIKit", "",
        "final class T%dNavigationController: UINavigationController {" % t,
        "    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {",
        "        topViewController?.supportedInterfaceOrientations ?? .all",
        "    }",
        "}", "",
        "@main",
        "final class T%dAppDelegate: UIResponder, UIApplicationDelegate {" % t,
        "    var window: UIWindow?",
        "    static var orientationLock = UIInterfaceOrientationMask.portrait",
        "    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {",
        "        T%dAppDelegate.orientationLock" % t,
        "    }",
        "    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {",
        "        let window = UIWindow(frame: UIScreen.main.bounds)",
        "        window.rootViewController = T%dNavigationController(rootViewController: T%dScreen0ViewController())" % (t, t),
        "        window.makeKeyAndVisible()",
        "        self.window = window",
        "        return true",
        "    }",
        "}", ""])

def objc_files(t, i):
    name = "T%dLegacy%d" % (t, i)
    h = "#import <UIKit/UIKit.h>\n\n@interface %sViewController : UIViewController\n@property (nonatomic, copy) NSString *name;\n@end\n" % name
    ret = rng.choice(["UIInterfaceOrientationMaskPortrait", "UIInterfaceOrientationMaskAll", "UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskLandscapeRight", "UIInterfaceOrientationLandscapeLeft"])
    m = "\n".join([
        '#import "%sViewController.h"' % name, "",
        "// Generated for Orient's benchmark.",
        "@implementation %sViewController" % name, "",
        "- (UIInterfaceOrientationMask)supportedInterfaceOrientations {",
        "    return %s;" % ret,
        "}", "",
        "- (BOOL)shouldAutorotate {",
        "    return YES;",
        "}", "",
        "- (void)viewDidLoad {",
        "    [super viewDidLoad];",
        "    self.title = @\"%s\";" % name,
        "    for (int i = 0; i < 10; i++) { NSLog(@\"row %d\", i); }",
        "}", "",
        "- (void)showDetail {",
        "    UIViewController *detail = [[UIViewController alloc] init];",
        "    detail.modalPresentationStyle = UIModalPresentationFormSheet;",
        "    [self presentViewController:detail animated:YES completion:nil];",
        "}", "",
        "@end", ""])
    return h, m

def storyboard(t):
    return """<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" initialViewController="nav-%(t)d">
    <scenes>
        <scene sceneID="s1-%(t)d">
            <objects>
                <navigationController id="nav-%(t)d" customClass="T%(t)dNavigationController" sceneMemberID="viewController">
                    <connections>
                        <segue destination="home-%(t)d" kind="relationship" relationship="rootViewController" id="r-%(t)d"/>
                    </connections>
                </navigationController>
            </objects>
        </scene>
        <scene sceneID="s2-%(t)d">
            <objects>
                <viewController id="home-%(t)d" customClass="T%(t)dScreen1ViewController" sceneMemberID="viewController">
                    <connections>
                        <segue destination="next-%(t)d" kind="presentation" modalPresentationStyle="pageSheet" id="p-%(t)d"/>
                    </connections>
                </viewController>
                <viewController id="next-%(t)d" customClass="T%(t)dScreen2ViewController" sceneMemberID="viewController"/>
            </objects>
        </scene>
    </scenes>
</document>
""" % {"t": t}

def info_plist(t):
    return {
        "CFBundleIdentifier": "$(PRODUCT_BUNDLE_IDENTIFIER)",
        "CFBundleShortVersionString": "1.%d" % t,
        "UILaunchStoryboardName": "LaunchScreen",
        "UIMainStoryboardFile": "Main",
        "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"],
        "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
                                                  "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"],
    }

def write(path, text, binary=False):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb" if binary else "w") as f:
        f.write(text)

objects = {}   # section -> [(id, comment, body)]
def obj(section, id, comment, body):
    objects.setdefault(section, []).append((id, comment, body))

main_children = []
target_ids = []
project_configs = []
for t in range(TARGETS):
    folder = "Target%d" % t
    files = {}
    for i in range(SWIFT):
        files["%s/T%dScreen%dViewController.swift" % (folder, t, i)] = swift_file(t, i)
    files["%s/T%dNavigationController.swift" % (folder, t)] = container_file(t)
    for i in range(OBJC):
        h, m = objc_files(t, i)
        files["%s/Legacy/T%dLegacy%dViewController.h" % (folder, t, i)] = h
        files["%s/Legacy/T%dLegacy%dViewController.m" % (folder, t, i)] = m
    files["%s/Base.lproj/Main.storyboard" % folder] = storyboard(t)
    for rel, text in files.items():
        write(os.path.join(out, rel), text)
    fmt = plistlib.FMT_BINARY if t % 2 else plistlib.FMT_XML
    write(os.path.join(out, folder, "Info.plist"), plistlib.dumps(info_plist(t), fmt=fmt), binary=True)
    for k in range(4):
        write(os.path.join(out, folder, "Resources", "Settings%d.plist" % k),
              plistlib.dumps({"key%d" % j: "value %d" % j for j in range(20)}, fmt=plistlib.FMT_BINARY if k % 2 else plistlib.FMT_XML), binary=True)

    tid = uid()
    target_ids.append((tid, "Target%d" % t))
    settings = [("INFOPLIST_FILE", "%s/Info.plist" % folder), ("PRODUCT_BUNDLE_IDENTIFIER", "com.example.target%d" % t),
                ("PRODUCT_NAME", '"$(TARGET_NAME)"'), ("TARGETED_DEVICE_FAMILY", '"1,2"'), ("IPHONEOS_DEPLOYMENT_TARGET", "15.0")]
    cfg_ids = []
    for cname in ("Debug", "Release"):
        cid = uid()
        cfg_ids.append((cid, cname))
        obj("XCBuildConfiguration", cid, cname, "{\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n" +
            "".join("\t\t\t\t%s = %s;\n" % kv for kv in settings) + "\t\t\t};\n\t\t\tname = %s;\n\t\t}" % cname)
    lid = uid()
    obj("XCConfigurationList", lid, 'Build configuration list for PBXNativeTarget "Target%d"' % t,
        "{\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n" + "".join("\t\t\t\t%s /* %s */,\n" % c for c in cfg_ids) +
        "\t\t\t);\n\t\t\tdefaultConfigurationName = Release;\n\t\t}")
    if t % 2 == 0:
        # Classic: groups, file references, build files and phases.
        source_build, resource_build, children = [], [], []
        for rel in sorted(files):
            name = os.path.basename(rel)
            fid, bid = uid(), uid()
            kind = "sourcecode.swift" if name.endswith(".swift") else "sourcecode.c.objc" if name.endswith(".m") else "sourcecode.c.h" if name.endswith(".h") else "file.storyboard"
            path = os.path.relpath(rel, folder)
            obj("PBXFileReference", fid, name, '{isa = PBXFileReference; lastKnownFileType = %s; path = "%s"; sourceTree = "<group>"; }' % (kind, path))
            children.append((fid, name))
            if not name.endswith(".h"):
                obj("PBXBuildFile", bid, name + " in Sources", "{isa = PBXBuildFile; fileRef = %s /* %s */; }" % (fid, name))
                (resource_build if name.endswith(".storyboard") else source_build).append((bid, name))
        gid = uid()
        obj("PBXGroup", gid, folder, "{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n" + "".join("\t\t\t\t%s /* %s */,\n" % c for c in children) +
            "\t\t\t);\n\t\t\tpath = %s;\n\t\t\tsourceTree = \"<group>\";\n\t\t}" % folder)
        main_children.append((gid, folder))
        phases = []
        for kind, builds in (("PBXSourcesBuildPhase", source_build), ("PBXResourcesBuildPhase", resource_build)):
            pid = uid()
            obj(kind, pid, kind, "{\n\t\t\tisa = %s;\n\t\t\tbuildActionMask = 2147483647;\n\t\t\tfiles = (\n" % kind +
                "".join("\t\t\t\t%s /* %s */,\n" % b for b in builds) + "\t\t\t);\n\t\t\trunOnlyForDeploymentPostprocessing = 0;\n\t\t}")
            phases.append(pid)
        sync = ""
    else:
        gid, eid = uid(), uid()
        obj("PBXFileSystemSynchronizedBuildFileExceptionSet", eid, "Exceptions for %s" % folder,
            "{\n\t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;\n\t\t\tmembershipExceptions = (\n\t\t\t\tInfo.plist,\n\t\t\t);\n\t\t\ttarget = %s;\n\t\t}" % tid)
        obj("PBXFileSystemSynchronizedRootGroup", gid, folder,
            "{\n\t\t\tisa = PBXFileSystemSynchronizedRootGroup;\n\t\t\texceptions = (\n\t\t\t\t%s,\n\t\t\t);\n\t\t\tpath = %s;\n\t\t\tsourceTree = \"<group>\";\n\t\t}" % (eid, folder))
        main_children.append((gid, folder))
        phases = []
        sync = "\t\t\tfileSystemSynchronizedGroups = (\n\t\t\t\t%s /* %s */,\n\t\t\t);\n" % (gid, folder)
    obj("PBXNativeTarget", tid, "Target%d" % t,
        "{\n\t\t\tisa = PBXNativeTarget;\n\t\t\tbuildConfigurationList = %s;\n\t\t\tbuildPhases = (\n" % lid +
        "".join("\t\t\t\t%s,\n" % p for p in phases) + "\t\t\t);\n" + sync +
        "\t\t\tname = Target%d;\n\t\t\tproductName = Target%d;\n\t\t\tproductType = \"com.apple.product-type.application\";\n\t\t}" % (t, t))

main, proj = uid(), uid()
pcfg = []
for cname in ("Debug", "Release"):
    cid = uid()
    pcfg.append((cid, cname))
    obj("XCBuildConfiguration", cid, cname, "{\n\t\t\tisa = XCBuildConfiguration;\n\t\t\tbuildSettings = {\n\t\t\t\tSDKROOT = iphoneos;\n\t\t\t\tSWIFT_VERSION = 5.0;\n\t\t\t};\n\t\t\tname = %s;\n\t\t}" % cname)
plid = uid()
obj("XCConfigurationList", plid, 'Build configuration list for PBXProject "Synthetic"',
    "{\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n" + "".join("\t\t\t\t%s /* %s */,\n" % c for c in pcfg) +
    "\t\t\t);\n\t\t\tdefaultConfigurationName = Release;\n\t\t}")
obj("PBXGroup", main, None, "{\n\t\t\tisa = PBXGroup;\n\t\t\tchildren = (\n" + "".join("\t\t\t\t%s /* %s */,\n" % c for c in main_children) +
    "\t\t\t);\n\t\t\tsourceTree = \"<group>\";\n\t\t}")
obj("PBXProject", proj, "Project object", "{\n\t\t\tisa = PBXProject;\n\t\t\tbuildConfigurationList = %s;\n\t\t\tmainGroup = %s;\n\t\t\tprojectDirPath = \"\";\n\t\t\tprojectRoot = \"\";\n\t\t\ttargets = (\n" % (plid, main) +
    "".join("\t\t\t\t%s /* %s */,\n" % t for t in target_ids) + "\t\t\t);\n\t\t}")

lines = ["// !$*UTF8*$!", "{", "\tarchiveVersion = 1;", "\tclasses = {", "\t};", "\tobjectVersion = 77;", "\tobjects = {"]
for section in sorted(objects):
    lines += ["", "/* Begin %s section */" % section]
    for id, comment, body in objects[section]:
        lines.append("\t\t%s%s = %s;" % (id, "" if comment is None else " /* %s */" % comment, body))
    lines.append("/* End %s section */" % section)
lines += ["\t};", "\trootObject = %s /* Project object */;" % proj, "}", ""]
write(os.path.join(out, "Synthetic.xcodeproj", "project.pbxproj"), "\n".join(lines))
print("%s: %d targets, %d Swift, %d Objective-C files, %d plists" % (out, TARGETS, TARGETS * (SWIFT + 1), TARGETS * OBJC * 2, TARGETS * 5))
