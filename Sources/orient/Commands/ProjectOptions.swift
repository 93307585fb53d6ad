import ArgumentParser

/// What `check`, `matrix` and `facts` read: the project, its build configuration, and whether dependency folders count.
struct ProjectOptions: ParsableArguments {
    @Argument(help: "A directory, a .xcodeproj or a .xcworkspace.")
    var path: String = "."

    @Option(
        help:
            "The build configuration to read (default: Release, else each target's default, and for check every other configuration that reads differently)."
    )
    var configuration: String?

    /// The configuration read first.
    var buildConfiguration: String { configuration ?? "Release" }

    @Flag(help: "Also read Pods, Carthage, DerivedData, .build, node_modules, SourcePackages and build folders.")
    var includeDependencies = false

    @Flag(
        help:
            "Also read git submodules, projects a build system generated (CMake), and sample or third-party apps beside the app's own."
    )
    var includeVendored = false

    @Flag(help: "Also read files outside the repository that holds PATH (an xcconfig #include, an INFOPLIST_FILE).")
    var allowOutsideRoot = false
}
