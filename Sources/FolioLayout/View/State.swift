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
///
/// Its value is read and written under a lock: renders of one document value on several
/// threads at once share its states (a view's copies do), so that is safe, though a view
/// that sets state while one render lays it out may let the other see the value (give
/// each render a document value of its own; docs/reliability.md, "Which thread owns what").
final class StateStorage<Value>: AnyStateStorage {
  private let lock = NSLock()
  private var stored: Value
  init(_ value: Value) { stored = value }

  var value: Value {
    get { lock.withLock { stored } }
    set {
      let old = lock.withLock {
        defer { stored = newValue }
        return stored
      }
      FeedbackRun.delivering?.recordWrite(self, old: old, new: newValue)
    }
  }

  var anyValue: Any { lock.withLock { stored } }

  func restore(_ value: Any) {
    if let value = value as? Value { lock.withLock { stored = value } }
  }
}

/// A state's storage, whatever its value type.
package protocol AnyStateStorage: AnyObject {
  /// The value.
  var anyValue: Any { get }
  /// Sets the value a layout run kept, without recording a write.
  func restore(_ value: Any)
}

/// A `State` property, found by reflection when a view is prepared.
package protocol AnyStateProperty {
  var anyStorage: any AnyStateStorage { get }
}

extension State: AnyStateProperty {
  package var anyStorage: any AnyStateStorage { storage }
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
///
/// `@unchecked Sendable`: its closures are not `@Sendable`; they run on the thread laying out
/// their document. Those of `@State` (`projectedValue`) read and write a locked storage.
extension Binding: @unchecked Sendable {}

extension Binding: DynamicProperty {
  /// A binding does not read the environment.
  public mutating func _update(environment: EnvironmentValues) {}
}
