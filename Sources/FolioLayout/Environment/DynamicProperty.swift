import Foundation
@_spi(Reflection) import Swift

/// A property that the layout engine updates before it asks a view for its `body`, as
/// SwiftUI's `DynamicProperty`: `@Environment`, `@State`, `@Binding`, and your own property
/// wrappers made of them (their nested properties are updated first, then `update()` runs,
/// and the updated value is kept in the view).
public protocol DynamicProperty {
  /// Called with the view's environment before `body` is evaluated. The default updates
  /// the property's own dynamic properties, then calls `update()`.
  mutating func _update(environment: EnvironmentValues)
  /// Called before the view's `body` is evaluated, after the nested properties are updated.
  mutating func update()
}

extension DynamicProperty {
  /// Updates the nested dynamic properties, then calls `update()`.
  public mutating func _update(environment: EnvironmentValues) {
    DynamicPropertyFields.update(&self, environment: environment, feedback: nil)
    update()
  }

  /// Nothing to do.
  public mutating func update() {}
}

/// The dynamic-property fields of a type, found once with the runtime's field key paths,
/// so a view's properties are updated in place and the updates are kept.
enum DynamicPropertyFields {
  /// The key paths of a type's fields that hold a `DynamicProperty`, with their names.
  private static let cache = FieldCache()

  /// The fields found so far, by type.
  ///
  /// `@unchecked Sendable`: `fields` is read and written only under `lock`.
  private final class FieldCache: @unchecked Sendable {
    let lock = NSLock()
    var fields: [ObjectIdentifier: Fields] = [:]
  }

  /// How a type's dynamic properties are reached.
  enum Fields {
    /// Through writable key paths (updates are written back).
    case keyPaths([(name: String, keyPath: AnyKeyPath)])
    /// Through reflection, for types whose fields the runtime cannot give key paths to (a
    /// closure field, a class): updates reach the properties' shared storage only.
    case mirror
  }

  /// How `T`'s dynamic-property fields are reached (no fields for most views).
  static func fields<T>(of subject: T.Type) -> Fields {
    let key = ObjectIdentifier(subject)
    cache.lock.lock()
    if let known = cache.fields[key] {
      cache.lock.unlock()
      return known
    }
    cache.lock.unlock()
    var found: [(name: String, keyPath: AnyKeyPath)] = []
    let complete = _forEachFieldWithKeyPath(of: subject) { name, keyPath in
      if type(of: keyPath).valueType is any DynamicProperty.Type {
        found.append((String(cString: name), keyPath))
      }
      return true
    }
    let fields: Fields = complete ? .keyPaths(found) : .mirror
    cache.lock.lock()
    cache.fields[key] = fields
    cache.lock.unlock()
    return fields
  }

  /// Updates every dynamic property of `value` in place; the `@State`s among them are bound
  /// to `feedback` (docs/layout-rules.md §17). Returns whether `value` has any.
  @discardableResult
  static func update<T>(_ value: inout T, environment: EnvironmentValues, feedback: FeedbackRun?) -> Bool {
    var states: [(label: String, storage: any AnyStateStorage)] = []
    var found = false
    switch fields(of: T.self) {
    case .keyPaths(let fields):
      for (name, keyPath) in fields {
        guard let property = value[keyPath: keyPath] as? any DynamicProperty else { continue }
        found = true
        if let state = property as? any AnyStateProperty { states.append((name, state.anyStorage)) }
        updated(property, at: keyPath, in: &value, environment: environment)
      }
    case .mirror:
      for child in Mirror(reflecting: value).children {
        guard var property = child.value as? any DynamicProperty else { continue }
        found = true
        if let state = property as? any AnyStateProperty {
          states.append((child.label ?? "state", state.anyStorage))
        }
        property._update(environment: environment)
      }
    }
    if let feedback, !states.isEmpty { feedback.bind(T.self, states: states) }
    return found
  }

  /// Updates one property and writes it back through its key path.
  private static func updated<T, P: DynamicProperty>(
    _ property: P, at keyPath: AnyKeyPath, in value: inout T, environment: EnvironmentValues
  ) {
    var copy = property
    copy._update(environment: environment)
    if let writable = keyPath as? WritableKeyPath<T, P> { value[keyPath: writable] = copy }
  }
}
