import Foundation

/// A value a view owns, as SwiftUI's `@State`. A document is drawn, not interacted with, so
/// a state holds its initial value; setting it (from a binding, say) changes what later
/// reads of this view value see. `$name` is a `Binding` to it.
@propertyWrapper
public struct State<Value>: DynamicProperty {
  private let storage: StateStorage<Value>

  /// Creates a state holding `value`.
  public init(wrappedValue value: Value) {
    storage = StateStorage(value)
  }

  /// Creates a state holding `value` (`@State var x: Int` written as `State(initialValue:)`).
  public init(initialValue value: Value) {
    storage = StateStorage(value)
  }

  /// The current value.
  public var wrappedValue: Value {
    get { storage.value }
    nonmutating set { storage.value = newValue }
  }

  /// A binding that reads and writes the state.
  public var projectedValue: Binding<Value> {
    let storage = self.storage
    return Binding(get: { storage.value }, set: { storage.value = $0 })
  }

  /// State does not read the environment.
  public mutating func _update(environment: EnvironmentValues) {}
}

extension State where Value: ExpressibleByNilLiteral {
  /// Creates a state holding nil.
  public init() {
    self.init(wrappedValue: nil)
  }
}

/// Where a `State` keeps its value (shared by copies of the view and its bindings). A write
/// while a layout's observers deliver is recorded by that run (docs/layout-rules.md §17).
final class StateStorage<Value>: AnyStateStorage {
  private var stored: Value
  init(_ value: Value) { stored = value }

  var value: Value {
    get { stored }
    set {
      FeedbackRun.delivering?.recordWrite(self, old: stored, new: newValue)
      stored = newValue
    }
  }

  var anyValue: Any { stored }

  func restore(_ value: Any) {
    if let value = value as? Value { stored = value }
  }
}

/// A state's storage, whatever its value type.
protocol AnyStateStorage: AnyObject {
  /// The value.
  var anyValue: Any { get }
  /// Sets the value a layout run kept, without recording a write.
  func restore(_ value: Any)
}

/// A `State` property, found by reflection when a view is prepared.
protocol AnyStateProperty {
  var anyStorage: any AnyStateStorage { get }
}

extension State: AnyStateProperty {
  var anyStorage: any AnyStateStorage { storage }
}

/// A reference to a value owned elsewhere, as SwiftUI's `Binding`: read and written
/// through the closures it was made with. `$binding.field` binds to a property of the
/// value; `.constant(x)` never changes.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
  private let getValue: () -> Value
  private let setValue: (Value) -> Void

  /// Creates a binding from a getter and a setter.
  public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
    getValue = get
    setValue = set
  }

  /// A binding to a value that never changes (writes are ignored).
  public static func constant(_ value: Value) -> Binding<Value> {
    Binding(get: { value }, set: { _ in })
  }

  /// The same binding (`@Binding var x` is initialized from `$x` of its owner).
  public init(projectedValue: Binding<Value>) {
    self = projectedValue
  }

  /// The value.
  public var wrappedValue: Value {
    get { getValue() }
    nonmutating set { setValue(newValue) }
  }

  /// The binding itself.
  public var projectedValue: Binding<Value> { self }

  /// A binding to a property of the value.
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
    let get = getValue
    let set = setValue
    return Binding<Subject>(
      get: { get()[keyPath: keyPath] },
      set: { newValue in
        var value = get()
        value[keyPath: keyPath] = newValue
        set(value)
      })
  }
}

/// A binding crosses threads as SwiftUI's does (a `LayoutValueKey` may hold one): a
/// document is laid out on one thread at a time, so its closures never run concurrently.
extension Binding: @unchecked Sendable {}

extension Binding: DynamicProperty {
  /// A binding does not read the environment.
  public mutating func _update(environment: EnvironmentValues) {}
}
