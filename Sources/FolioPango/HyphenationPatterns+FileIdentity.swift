extension HyphenationPatterns {
  /// What tells one version of a dictionary file from another: its device and inode, its
  /// size and its modification time (a package upgrade changes them).
  struct FileIdentity: Equatable {
    var device: UInt64
    var inode: UInt64
    var size: UInt64
    var seconds: Int64
    var nanoseconds: Int64
  }
}
