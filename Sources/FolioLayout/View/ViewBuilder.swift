import Foundation

/// Builds views from closures: any number of statements, `if`/`else`, `if let`, `switch`,
/// optional content and availability checks.
@resultBuilder
public enum ViewBuilder {
  /// Passes a view through.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An empty block makes an `EmptyView`.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block of one view is that view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block of several views makes a `TupleView`.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView(packed: (repeat each content))
  }

  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// Content inside `if #available`.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}
