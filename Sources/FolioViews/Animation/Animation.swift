import Foundation

/// How a change would be animated, as SwiftUI's `Animation`. A page is a still picture:
/// Folio draws every animated change at its end, so an animation is kept only as its
/// description (`easeOut(duration: 0.3)`), for code that builds, stores or compares one
/// (an app's own `static var ripple: Animation`).
public struct Animation: Hashable, Sendable, CustomStringConvertible {
  /// What the animation was made as, with its modifiers (`spring.delay(0.2)`).
  public let description: String

  private init(_ description: String) { self.description = description }

  /// The default animation.
  public static let `default` = Animation("default")
  /// Constant speed.
  public static let linear = Animation("linear")
  /// Slow at the start.
  public static let easeIn = Animation("easeIn")
  /// Slow at the end.
  public static let easeOut = Animation("easeOut")
  /// Slow at both ends.
  public static let easeInOut = Animation("easeInOut")
  /// A spring.
  public static let spring = Animation("spring")
  /// A spring that follows a gesture.
  public static let interactiveSpring = Animation("interactiveSpring")
  /// A spring with a little bounce.
  public static let bouncy = Animation("bouncy")
  /// A spring with no bounce.
  public static let smooth = Animation("smooth")
  /// A quick spring with a little bounce.
  public static let snappy = Animation("snappy")

  /// Constant speed over `duration` seconds.
  public static func linear(duration: TimeInterval) -> Animation {
    Animation("linear(duration: \(duration))")
  }
  /// Slow at the start, over `duration` seconds.
  public static func easeIn(duration: TimeInterval) -> Animation {
    Animation("easeIn(duration: \(duration))")
  }
  /// Slow at the end, over `duration` seconds.
  public static func easeOut(duration: TimeInterval) -> Animation {
    Animation("easeOut(duration: \(duration))")
  }
  /// Slow at both ends, over `duration` seconds.
  public static func easeInOut(duration: TimeInterval) -> Animation {
    Animation("easeInOut(duration: \(duration))")
  }
  /// A cubic Bézier timing curve.
  public static func timingCurve(
    _ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: TimeInterval = 0.35
  ) -> Animation {
    Animation("timingCurve(\(p1x), \(p1y), \(p2x), \(p2y), duration: \(duration))")
  }
  /// A spring by its response and damping.
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: TimeInterval = 0
  )
    -> Animation
  {
    Animation("spring(response: \(response), dampingFraction: \(dampingFraction))")
  }
  /// A spring by its duration and bounce.
  public static func spring(duration: TimeInterval = 0.5, bounce: Double = 0, blendDuration: Double = 0)
    -> Animation
  {
    Animation("spring(duration: \(duration), bounce: \(bounce))")
  }
  /// A spring that follows a gesture, by its response and damping.
  public static func interactiveSpring(
    response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: TimeInterval = 0.25
  ) -> Animation {
    Animation("interactiveSpring(response: \(response), dampingFraction: \(dampingFraction))")
  }
  /// A spring by its stiffness and damping.
  public static func interpolatingSpring(
    mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
  ) -> Animation {
    Animation("interpolatingSpring(stiffness: \(stiffness), damping: \(damping))")
  }
  /// A spring with a little bounce, over `duration` seconds.
  public static func bouncy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("bouncy(duration: \(duration), extraBounce: \(extraBounce))")
  }
  /// A spring with no bounce, over `duration` seconds.
  public static func smooth(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("smooth(duration: \(duration), extraBounce: \(extraBounce))")
  }
  /// A quick spring, over `duration` seconds.
  public static func snappy(duration: TimeInterval = 0.5, extraBounce: Double = 0) -> Animation {
    Animation("snappy(duration: \(duration), extraBounce: \(extraBounce))")
  }

  /// The animation starting `delay` seconds later.
  public func delay(_ delay: TimeInterval) -> Animation { Animation("\(description).delay(\(delay))") }
  /// The animation `speed` times as fast.
  public func speed(_ speed: Double) -> Animation { Animation("\(description).speed(\(speed))") }
  /// The animation repeated `repeatCount` times.
  public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
    Animation("\(description).repeatCount(\(repeatCount))")
  }
  /// The animation repeated for ever.
  public func repeatForever(autoreverses: Bool = true) -> Animation {
    Animation("\(description).repeatForever(autoreverses: \(autoreverses))")
  }
}

/// Runs `body`, whose state changes SwiftUI would animate: Folio draws their end, so this
/// only runs it and returns its result.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows
  -> Result
{
  try body()
}

extension View {
  /// Animates this view's changes in SwiftUI; on a page the view is drawn as it ends up
  /// (the view itself, unchanged).
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> Self { self }

  /// Animates every change of this view in SwiftUI (the form SwiftUI deprecated); on a
  /// page the view is drawn as it ends up.
  public func animation(_ animation: Animation?) -> Self { self }

  /// How the view would come and go in SwiftUI; on a page a view that is there is drawn,
  /// one that is not is not.
  public func transition(_ transition: AnyTransition) -> Self { self }

  /// Keeps two views' geometry together across a change in SwiftUI; on a page each view
  /// is drawn where its own layout puts it.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
    anchor: UnitPoint = .center, isSource: Bool = true
  ) -> Self { self }

  /// How the view's content would change in SwiftUI (`.numericText()` rolls digits); on a
  /// page the content is drawn as it is.
  public func contentTransition(_ transition: ContentTransition) -> Self { self }
}
