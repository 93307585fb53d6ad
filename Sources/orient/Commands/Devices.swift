import ArgumentParser
import OrientEngine

struct Devices: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the device models and classes a scenario's `device` may name."
    )

    @Option(help: "Output format: text or json.")
    var format: OutputFormat = .text

    func run() throws {
        let all = DeviceCatalog.all + DeviceClass.allCases.map(Device.representative(of:))
        if format == .json {
            let items = all.map { d in
                "{\"name\":\"\(d.name)\",\"class\":\"\(d.deviceClass.rawValue)\",\"idiom\":\"\(d.idiom.rawValue)\",\"homeButton\":\(d.homeButton),\"orientations\":[\(d.hardwareMask.names.map { "\"\($0)\"" }.joined(separator: ","))],\"firstOS\":\"\(d.firstOS)\",\"lastOS\":\(d.lastOS.map { "\"\($0)\"" } ?? "null")}"
            }
            writeOut("[\(items.joined(separator: ","))]\n")
            return
        }
        var out = "name".padding(36) + "class".padding(20) + "idiom  home  orientations                 OS\n"
        for d in DeviceCatalog.all {
            let os = d.idiom == .vision ? "visionOS \(d.firstOS)+" : "\(d.firstOS)–\(d.lastOS.map(\.description) ?? "")"
            out +=
                d.name.padding(36) + d.deviceClass.rawValue.padding(20) + d.idiom.rawValue.padding(7)
                + (d.homeButton ? "yes   " : "no    ") + d.hardwareMask.displayName.padding(29) + os + "\n"
        }
        out += "\nClasses (any OS): " + DeviceClass.allCases.map(\.rawValue).joined(separator: ", ")
        out += "\nFace ID iPhones never show the interface upside down (catalog R2.2); iPads allow all four (R2.1).\n"
        writeOut(out)
    }
}
