import Foundation

/// A value SwiftUI keeps in `UserDefaults` under `key`. A render reads no user defaults, so
/// that the same code draws the same page on every machine: the value starts at the
/// default the view gives it, and behaves as a `@State` from there (a preview or an
/// `onAppear` may set it, and it is drawn).
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
  private let state: State<Value>
  /// The key SwiftUI would store the value under.
  public let key: String

  /// A value starting at `wrappedValue`, stored under `key` in SwiftUI.
  public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) {
    state = State(wrappedValue: wrappedValue)
    self.key = key
  }

  /// The current value.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding that reads and writes the value.
  public var projectedValue: Binding<Value> { state.projectedValue }

  /// The storage reads no environment.
  public mutating func _update(environment: EnvironmentValues) {}
}

extension AppStorage where Value: ExpressibleByNilLiteral {
  /// An optional value starting at nil, stored under `key` in SwiftUI.
  public init(_ key: String, store: UserDefaults? = nil) {
    self.init(wrappedValue: nil, key, store: store)
  }
}

extension AppStorage: AnyStateProperty {
  package var anyStorage: any AnyStateStorage { state.anyStorage }
}

/// A value SwiftUI keeps per scene, restored when the scene comes back. A render has no
/// scenes: the value starts at the default the view gives it and behaves as a `@State`.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty {
  private let state: State<Value>
  /// The key SwiftUI would store the value under.
  public let key: String

  /// A value starting at `wrappedValue`, stored under `key` in SwiftUI.
  public init(wrappedValue: Value, _ key: String) {
    state = State(wrappedValue: wrappedValue)
    self.key = key
  }

  /// The current value.
  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding that reads and writes the value.
  public var projectedValue: Binding<Value> { state.projectedValue }

  /// The storage reads no environment.
  public mutating func _update(environment: EnvironmentValues) {}
}

extension SceneStorage where Value: ExpressibleByNilLiteral {
  /// An optional value starting at nil, stored under `key` in SwiftUI.
  public init(_ key: String) {
    self.init(wrappedValue: nil, key)
  }
}

extension SceneStorage: AnyStateProperty {
  package var anyStorage: any AnyStateStorage { state.anyStorage }
}
