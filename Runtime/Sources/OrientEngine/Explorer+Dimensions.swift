// Which devices and versions to explore: each device class the app runs on, at each version where one of the
// engine's rules changes (read from the rules' own version ranges, so a rule added later adds its boundary).

extension Explorer {
    /// The versions at which some rule starts or stops applying, ascending: "16+" gives 16, "5–15" gives 5 and 16.
    /// visionOS ranges are left out (the vision device maps its versions to iOS ones, rule O4). A boundary after
    /// the newest release any rule names (the end of a range that is still open) is left out too.
    public static var versionBoundaries: [OSVersion] {
        var starts = Set<OSVersion>(), ends = Set<OSVersion>()
        for rule in Behaviours.all where !rule.versions.contains("visionOS") {
            let text = Array(rule.versions.unicodeScalars)
            var i = 0
            func number() -> OSVersion? {
                let start = i
                while i < text.count, text[i] == "." || (text[i].value >= 0x30 && text[i].value <= 0x39) { i += 1 }
                return start < i ? OSVersion(String(String.UnicodeScalarView(text[start..<i]))) : nil
            }
            while i < text.count {
                guard let v = number() else { i += 1; continue }
                if i < text.count, text[i] == "+" {
                    starts.insert(v)
                } else if i < text.count, text[i] == "–" || text[i] == "-" {
                    i += 1
                    starts.insert(v)
                    if let end = number() { ends.insert(OSVersion(end.major + 1)) }
                }
            }
        }
        let newest = starts.max() ?? OSVersion(0)
        // iOS went from 18 to 26: a boundary in between ("9–18" ends at 19) is the next release that exists.
        let existing = starts.union(ends.filter { $0 <= newest }).map { v in
            (19..<26).contains(v.major) ? OSVersion(26) : v
        }
        return Set(existing).sorted()
    }

    /// Each device class the app runs on (`DeviceFamily.deviceClasses`: an iPhone app runs on iPad too, R2.3), at
    /// `minimum` and each boundary after it. A class that never ran a version (a Face ID iPhone before iOS 11)
    /// skips it.
    public static func dimensions(family: DeviceFamily, from minimum: OSVersion) -> [(device: Device, os: OSVersion)] {
        let classes = family.deviceClasses
        let versions = [minimum] + versionBoundaries.filter { $0 > minimum }
        var out: [(device: Device, os: OSVersion)] = []
        for c in classes {
            let device = Device.representative(of: c)
            for v in versions where device.ran(v) { out.append((device, v)) }
        }
        return out
    }
}
