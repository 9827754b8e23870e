import Foundation

/// The view of an `if`/`else` or `switch` in a `ViewBuilder`: one of two contents.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: PrimitiveView {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage

  package func makeViewList(context: _ResolveContext) -> _ViewList {
    switch storage {
    case .trueContent(let view): return resolveViewList(view, context: context)
    case .falseContent(let view): return resolveViewList(view, context: context)
    }
  }
}

extension Optional: View where Wrapped: View {
  /// Optional views have no body.
  public var body: Never { neverBody(Self.self) }

  /// The wrapped view's elements, or none.
  public static func _makeViewList(view: Self, context: _ResolveContext) -> _ViewList {
    guard let wrapped = view else { return .empty }
    return resolveViewList(wrapped, context: context)
  }
}
