import Foundation

/// The services and bookkeeping shared by every node of one layout: the text measurer, the
/// image loader, diagnostics and the counters folio-bench reports.
///
/// A session belongs to one render on one thread. The counters and memos read on every
/// node skip the runtime's exclusivity checks: nothing holds them across a call.
package final class LayoutSession {
  package let textMeasurer: any TextMeasuring
  package let imageLoader: (any ImageLoading)?
  package private(set) var diagnostics: [LayoutDiagnostic] = []
  /// Errors that make the render fail (an image that could not be loaded, …), in order.
  package private(set) var failures: [FolioError] = []
  /// `sizeThatFits` computations that were not answered from a node's memo.
  @exclusivity(unchecked) package var sizeComputations = 0
  /// Nodes created.
  @exclusivity(unchecked) package var nodeCount = 0
  /// Whether nodes record the user `View` types they come from (for diagnostics' paths and
  /// `folio layout`).
  @exclusivity(unchecked) package var namesUserViews = true
  @exclusivity(unchecked) private var dynamicPropertyTypes: [ObjectIdentifier: Bool] = [:]
  /// The diagnostics reported so far, without their nodes: a repeat is dropped.
  private var reported: Set<LayoutDiagnostic> = []
  /// How much stack the thread using the session has left (`adoptCurrentThread` moves
  /// the session to another thread).
  @exclusivity(unchecked) package private(set) var stackGuard = StackGuard.current
  /// What notes where the document's anchors are drawn (set by the paginator; nil outside
  /// documents).
  @exclusivity(unchecked) package var anchorRecorder: (any AnchorRecording)?

  package init(textMeasurer: any TextMeasuring, imageLoader: (any ImageLoading)? = nil) {
    self.textMeasurer = textMeasurer
    self.imageLoader = imageLoader
  }

  /// Records a diagnostic once (repeated identical diagnostics are dropped); `node` is the
  /// view at fault, whose path is found when its page is laid out.
  package func report(_ diagnostic: LayoutDiagnostic, from node: LayoutNode? = nil) {
    var diagnostic = diagnostic
    diagnostic.source = diagnostic.source ?? node?.sourceLocation?.description
    // Compared by kind, view, subview, message, text and line (not by node or path).
    var key = diagnostic
    key.nodeID = nil
    key.path = nil
    if reported.insert(key).inserted {
      if let node {
        diagnostic.nodeID = ObjectIdentifier(node)
        unresolvedPaths += 1
      }
      diagnostics.append(diagnostic)
    }
  }

  /// Diagnostics whose node's path is not known yet.
  private var unresolvedPaths = 0

  /// The names of composite view types, nil for Folio's own, worked out once per type
  /// (reading a type's name is slow).
  @exclusivity(unchecked) private var userViewNames: [ObjectIdentifier: String?] = [:]

  /// The prefixes of the qualified names of Folio's own view types.
  private static let ownModulePrefixes = FolioModules.ownViews.map { $0 + "." }

  /// The name of a composite view type shown in paths and `folio layout`, or nil for one
  /// of Folio's own.
  package func userViewName(of type: Any.Type) -> String? {
    if let known = userViewNames[ObjectIdentifier(type)] { return known }
    // The names `String(reflecting:)` and `"\(type)"` give, without the printing machinery
    // those go through (its first use costs a render about a millisecond).
    let qualified = _typeName(type, qualified: true)
    let isFolio = Self.ownModulePrefixes.contains { qualified.hasPrefix($0) }
    let name = isFolio ? nil : _typeName(type, qualified: false)
    userViewNames[ObjectIdentifier(type)] = .some(name)
    return name
  }

  /// Gives the diagnostics reported by nodes of `roots` (a page's trees) their paths: the
  /// user's `View` types and the layout containers above each node. Costs nothing when no
  /// diagnostic waits for one.
  package func resolveDiagnosticPaths(in roots: [LayoutNode]) {
    guard unresolvedPaths > 0 else { return }
    var waiting: [ObjectIdentifier: [Int]] = [:]
    for (index, diagnostic) in diagnostics.enumerated() where diagnostic.path == nil {
      if let id = diagnostic.nodeID { waiting[id, default: []].append(index) }
    }
    // Depth first with an explicit stack, carrying each node's path.
    var pending: [(node: LayoutNode, path: [String])] = roots.reversed().map { ($0, []) }
    while let (node, above) = pending.popLast(), !waiting.isEmpty {
      let path = above + node.userViewNames
      if let indices = waiting.removeValue(forKey: ObjectIdentifier(node)) {
        for index in indices {
          diagnostics[index].path = path
          diagnostics[index].nodeID = nil
          unresolvedPaths -= 1
        }
      }
      let below = node.isLayoutContainer ? path + [node.dumpName] : path
      for child in node.children.reversed() { pending.append((child, below)) }
    }
  }

  /// Records an error that must fail the render, and a diagnostic for it (an error already
  /// recorded is not recorded again).
  /// `source` is where the view at fault was written: the error names it, unless it
  /// names a place already (a data record's line).
  package func fail(
    _ error: FolioError, kind: LayoutDiagnostic.Kind = .imageFailed, view: String = "Image",
    source: ViewSourceLocation? = nil
  ) {
    var error = error
    if error.source == nil, error.code != .invalidData, let source, !source.isInsideFolio {
      error.source = source.description
    }
    guard !failures.contains(error) else { return }
    failures.append(error)
    var unlocated = error
    unlocated.source = nil
    var diagnostic = LayoutDiagnostic(kind: kind, view: view, message: unlocated.description)
    diagnostic.source = error.source
    report(diagnostic)
  }

  /// How many recursive layout steps (resolving a view, sizing, placing or recording a
  /// node) are in progress on the session's thread, each inside the one before.
  @exclusivity(unchecked) private var depth = 0

  /// The deepest nesting of recursive layout steps a render allows. A level of stacks
  /// takes six (the view, its body, the stack, resolving, sizing and placing its content),
  /// a modifier five, an overlay two: views nest about 500 levels deep, modifiers 600,
  /// using at most about 5 MiB of a layout thread's 8 MiB stack (`LayoutThread.stackSize`)
  /// in a debug build, far less in a release build. Deeper trees fail with `depthError`,
  /// the same on every thread and machine (docs/reliability.md, "Limits").
  package static let maximumDepth = 3_000

  /// Enters a recursive layout step for `view`: true when it may go on (it must then call
  /// `leave()` when it is done); false when the depth limit or the thread's stack is
  /// reached — the first time, the render fails with a typed error.
  @inline(__always)
  package func enter(_ view: @autoclosure () -> String) -> Bool {
    guard depth < Self.maximumDepth, !stackGuard.isExhausted else { return refuseDeeperStep(in: view()) }
    depth += 1
    return true
  }

  /// Leaves the step `enter` let in.
  @inline(__always)
  package func leave() { depth -= 1 }

  /// Fails the render for a step that would go too deep.
  private func refuseDeeperStep(in view: String) -> Bool {
    fail(depth >= Self.maximumDepth ? Self.depthError : StackGuard.error, kind: .tooDeep, view: view)
    return false
  }

  /// The error a render fails with when views nest deeper than `maximumDepth` allows.
  package static var depthError: FolioError {
    .layoutFailed(
      "views are nested too deeply: more than \(maximumDepth) nested layout steps (about 500 levels of stacks or 600 of modifiers; flatten the hierarchy, e.g. with ForEach in one stack)"
    )
  }

  /// Makes the calling thread the one using the session (its stack is guarded from now).
  package func adoptCurrentThread() {
    stackGuard = .current
  }

  /// Returns `value` with its `DynamicProperty` fields (such as `@Environment`) updated in
  /// place, nested ones too, and its `@State` fields bound to the values the feedback run
  /// keeps (§17).
  package func prepareDynamicProperties<T>(of value: T, environment: EnvironmentValues) -> T {
    let key = ObjectIdentifier(T.self)
    if dynamicPropertyTypes[key] == false { return value }
    var copy = value
    dynamicPropertyTypes[key] = DynamicPropertyFields.update(
      &copy, environment: environment, feedback: feedback)
    return copy
  }

  /// The feedback run this session's pass belongs to (one of its own when none was given).
  package var feedback = FeedbackRun()
  /// The observers made in this pass, in the order their views were resolved.
  package private(set) var observers: [any FeedbackObserver] = []
  /// The preferences written on nodes, by node.
  private(set) var preferenceWrites: [ObjectIdentifier: [PreferenceWrite]] = [:]

  /// Adds an observer (its view's node was just made).
  package func addObserver(_ observer: any FeedbackObserver) {
    observers.append(observer)
  }

  /// Forgets the observers from `index` on (delivered, or their view made again).
  package func removeObservers(from index: Int) {
    observers.removeSubrange(index...)
  }

  /// Records a preference written on a node.
  func addPreference(_ write: PreferenceWrite, on node: LayoutNode) {
    preferenceWrites[ObjectIdentifier(node), default: []].append(write)
  }
}
