import Foundation

/// Reads a value from the view's environment, as SwiftUI's `@Environment`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
  private let keyPath: KeyPath<EnvironmentValues, Value>
  private let box = EnvironmentBox()

  /// Creates a property that reads the value at `keyPath`.
  public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
    self.keyPath = keyPath
  }

  /// The current value (the default outside a layout pass).
  public var wrappedValue: Value {
    (box.values ?? EnvironmentValues())[keyPath: keyPath]
  }

  /// Stores the environment the value is read from.
  public mutating func _update(environment: EnvironmentValues) {
    box.values = environment
  }
}

final class EnvironmentBox {
  var values: EnvironmentValues?
}

extension View {
  /// Sets an environment value for this view and its descendants.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some View
  {
    var writer = _EnvironmentWritingModifier { $0[keyPath: keyPath] = value }
    if V.self == ColorScheme.self, keyPath == \EnvironmentValues.colorScheme,
      let scheme = value as? ColorScheme
    {
      // `folio previews` paints the canvas behind a preview in the scheme it asked for.
      writer.traits = { $0[ColorSchemeTrait.self] = scheme }
    }
    return modifier(writer)
  }

  /// Transforms an environment value for this view and its descendants.
  public func transformEnvironment<V>(
    _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
  ) -> some View {
    modifier(_EnvironmentWritingModifier { transform(&$0[keyPath: keyPath]) })
  }
}

/// Changes the environment of its content.
public struct _EnvironmentWritingModifier: PrimitiveViewModifier {
  let update: (inout EnvironmentValues) -> Void
  /// Traits the change also gives the content's elements.
  package var traits: ((inout ViewTraits) -> Void)?

  package init(update: @escaping (inout EnvironmentValues) -> Void) {
    self.update = update
  }

  package func makeViewList(content: ViewListMaker, context: _ResolveContext) -> _ViewList {
    var context = context
    update(&context.environment)
    let list = content(context)
    guard let traits else { return list }
    return list.mapTraits(traits)
  }
}
