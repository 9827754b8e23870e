import CPango
import Foundation

/// fontconfig's default configuration (the machine's fonts), loaded once per process on a
/// thread of its own.
///
/// Loading it parses some fifty XML files and reads the font caches: the longest single
/// step before a document's first text can be measured (docs/benchmarks.md, "Figures the
/// code was shaped by"). Started when the system configuration is first named
/// (`RenderSettings(fonts: .system)`, the default), it overlaps what comes before the first
/// measurement — building the document, resolving the first page's views, staging the
/// output files, creating the PDF surface — instead of preceding it. Pango's first font map
/// also waits for this configuration (its own loading thread then finds it loaded), so a
/// custom configuration starts it too.
///
/// `@unchecked Sendable`: `config` is written once, by the loading thread, and read, all under
/// `condition`; fontconfig's reference counts are atomic.
final class DefaultConfigurationLoad: @unchecked Sendable {
  /// The process's load, started on first use.
  static let shared = DefaultConfigurationLoad()

  /// Starts the load unless it has started.
  static func startIfNeeded() { _ = shared }

  private let condition = NSCondition()
  /// The configuration, with a reference this load keeps for the process's life (so a
  /// configuration handed out later is never one fontconfig already freed).
  private var config: OpaquePointer?

  private init() {
    Thread.detachNewThread { [self] in
      // fontconfig answers with a configuration even when it cannot read its files (an
      // empty one); should it ever answer with none, an empty configuration stands in, so
      // no render waits for one forever.
      let loaded: OpaquePointer? = FcConfigReference(nil) ?? FcConfigCreate()
      condition.lock()
      config = loaded
      condition.broadcast()
      condition.unlock()
    }
  }

  /// Whether `config` is the default configuration (waiting for it to load if need be).
  func isDefault(_ config: OpaquePointer) -> Bool { config == loadedConfig() }

  /// The default configuration with a new reference the caller releases with
  /// `FcConfigDestroy`, once it is loaded (waiting for it if need be).
  func referencedConfig() -> OpaquePointer { FcConfigReference(loadedConfig()) }

  /// Waits until the default configuration has loaded.
  func waitUntilLoaded() { _ = loadedConfig() }

  /// The default configuration once loaded (its reference stays this load's).
  private func loadedConfig() -> OpaquePointer {
    condition.lock()
    defer { condition.unlock() }
    while config == nil { condition.wait() }
    return config!
  }
}
