// Push, pop and tab selection: no mask is asked, except for the re-evaluation iOS 16 added (catalog R9).

extension EngineRun {
    func push(_ c: String, onto: String?) throws(StructureError) {
        let nav = try hierarchy.push(c, onto: onto)
        use("R9.1")
        note("\(c) is pushed onto \(nav); a push does not make UIKit ask for masks")
        reevaluateAfterStackChange()
    }

    func pop(_ nav: String?) throws(StructureError) {
        let (n, popped) = try hierarchy.pop(nav)
        use("R9.2")
        note("\(popped) is popped from \(n); a pop does not make UIKit ask for masks")
        reevaluateAfterStackChange()
    }

    func select(_ s: TabSelector) throws(StructureError) {
        let (tabs, i) = try hierarchy.select(s)
        note("\(tabs) selects tab \(i); selecting a tab does not make UIKit ask for masks")
        reevaluateAfterStackChange()
    }

    func reevaluateAfterStackChange() {
        guard os.major >= 16 else { return }
        use("R9.3")
        if choices.pushPopReevaluation == .fromIOS16 { reevaluate(towardDevice: true) }
    }
}
