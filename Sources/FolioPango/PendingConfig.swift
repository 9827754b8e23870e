import CPango

/// A fontconfig configuration taken for later use (see `FontconfigConfiguration.pendingConfig`):
/// a referenced configuration, or the machine's default one still loading. Either
/// `take()` or `release()` is called once.
struct PendingConfig {
  /// The configuration, with a reference this value holds; nil: the default one, loading.
  private let referenced: OpaquePointer?

  init(referenced: OpaquePointer?) { self.referenced = referenced }

  /// The configuration with a reference the caller now owns (waits for the default one
  /// to finish loading).
  func take() -> OpaquePointer {
    referenced ?? DefaultConfigurationLoad.shared.referencedConfig()
  }

  /// Drops the reference when the configuration was never taken.
  func release() {
    if let referenced { FcConfigDestroy(referenced) }
  }
}
