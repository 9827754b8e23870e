import Foundation

/// Which field has the keyboard focus, as SwiftUI's `@FocusState`. Nothing on a page has
/// focus: a `Bool` focus state starts false and an optional one nil, and either behaves as
/// a `@State` (code may set it; `.focused` draws nothing different).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
  private let state: State<Value>

  /// The focus state's binding, for `.focused`.
  @propertyWrapper
  public struct Binding {
    private let binding: FolioLayout.Binding<Value>

    fileprivate init(_ binding: FolioLayout.Binding<Value>) { self.binding = binding }

    /// The value.
    public var wrappedValue: Value {
      get { binding.wrappedValue }
      nonmutating set { binding.wrappedValue = newValue }
    }

    /// The binding itself.
    public var projectedValue: FocusState<Value>.Binding { self }
  }

  /// A focus state for one field: false.
  public init() where Value == Bool { state = State(wrappedValue: false) }

  /// A focus state for several fields: nil.
  public init<T: Hashable>() where Value == T? { state = State(wrappedValue: nil) }

  /// The current value.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// The binding `.focused` takes.
  public var projectedValue: FocusState<Value>.Binding { Binding(state.projectedValue) }

  /// The focus state reads no environment.
  public mutating func _update(environment: EnvironmentValues) {}
}

extension FocusState: AnyStateProperty {
  package var anyStorage: any AnyStateStorage { state.anyStorage }
}

extension View {
  /// Ties the view's focus to a `Bool` focus state in SwiftUI; a page has no focus, so
  /// the view is drawn as it is.
  public func focused(_ condition: FocusState<Bool>.Binding) -> Self { self }

  /// Ties the view's focus to one value of a focus state in SwiftUI; a page has no focus,
  /// so the view is drawn as it is.
  public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> Self {
    self
  }
}
