import Folio
import FolioTestSupport
import Foundation
import Testing

@testable import FolioCairo

// Issue 51: renders on shared machines and shared disks — other users' links, other hosts'
// temporary files, commits without hard links, processes that died, stale pages.
@Suite struct SharedFolderTests {
  /// A document of `pages` small pages.
  func document(pages: Int) -> Document {
    Document(pageSize: PageSize(width: 200, height: 200), margins: EdgeInsets(.all, 10)) {
      ForEach(0..<pages, id: \.self) { page in Page { Text(verbatim: "page \(page)") } }
    }
  }

  /// A temporary file name as this process would make it for `output`, with a host and a
  /// process ID.
  func temporaryName(for output: String, host: String = TemporaryFiles.hostIdentity, pid: pid_t) -> String {
    "\(TemporaryFiles.prefix(for: output))\(host)-\(pid)-1.tmp"
  }

  @Test(.enabled(if: getuid() == 0, "making another user's link needs root"))
  func anotherUsersLinkInASharedFolderIsNotWrittenThrough() throws {
    let directory = temporaryDirectory()
    let shared = directory.appendingPathComponent("shared")
    let victim = directory.appendingPathComponent("victim")
    for folder in [shared, victim] {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    #expect(chmod(shared.path, 0o1777) == 0)
    let secret = victim.appendingPathComponent("important.conf")
    try Data("secret".utf8).write(to: secret)
    #expect(chmod(secret.path, 0o600) == 0)
    // `nobody` plants report.pdf -> ../victim/important.conf in the shared folder.
    let link = shared.appendingPathComponent("report.pdf")
    #expect(symlink("../victim/important.conf", link.path) == 0)
    #expect(lchown(link.path, 65_534, 65_534) == 0)
    let url = try script("import Folio\nlet document = Document { Text(\"report\") }\n", name: "report.swift")
    let result = runFolio(["render", url.path, "-o", link.path])
    #expect(result.status == 1, "\(result.err)")
    #expect(result.err.contains("symbolic link that user 65534 made in the shared folder"), "\(result.err)")
    #expect(try Data(contentsOf: secret) == Data("secret".utf8))
    #expect(files(in: shared) == ["report.pdf"])
    #expect(files(in: victim) == ["important.conf"])
    // The same link of the folder's owner (root here) is written through, as before.
    #expect(lchown(link.path, 0, 0) == 0)
    try document(pages: 1).render(to: [.pdf(link)], settings: pinned)
    #expect(try Data(contentsOf: secret).starts(with: Data("%PDF".utf8)))
    #expect(files(in: shared) == ["report.pdf"])
  }

  @Test(.enabled(if: getuid() == 0, "a PID namespace needs root"))
  func aRenderInAnotherPIDNamespaceLeavesThisHostsFilesAlone() throws {
    let directory = temporaryDirectory()
    // A render of this process, in flight: its file is named by this host and process.
    let inFlight = directory.appendingPathComponent(temporaryName(for: "mine.pdf", pid: getpid()))
    try Data("in flight".utf8).write(to: inFlight)
    let url = try script("import Folio\nlet document = Document { Text(\"theirs\") }\n", name: "theirs.swift")
    // Inside its own PID namespace, this process's ID names no process (or another one).
    let result = run(
      [
        "unshare", "--pid", "--fork", "--mount-proc", folio, "render", url.path, "-o",
        directory.appendingPathComponent("theirs.pdf").path,
      ],
      environment: ["FOLIO_CACHE_DIR": scriptCache.path])
    #expect(result.status == 0, "\(result.err)")
    #expect(FileManager.default.fileExists(atPath: inFlight.path), "another namespace's sweep removed it")
    #expect(files(in: directory).contains("theirs.pdf"))
  }

  @Test func aSweepRemovesItsOwnHostsDeadAndOtherHostsOldFiles() throws {
    let directory = temporaryDirectory()
    // A zombie: a child that exited and was not waited for yet.
    var zombie: pid_t = 0
    let shell: [String] = ["/bin/sh", "-c", "exit 0"]
    let argv: [UnsafeMutablePointer<CChar>?] = shell.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    #expect(posix_spawn(&zombie, "/bin/sh", nil, nil, argv, environ) == 0)
    var sleeper: pid_t = 0
    // Killed when the test ends: it must outlive the test however long a busy runner takes.
    let sleep: [String] = ["/bin/sleep", "3600"]
    let sleepArgv: [UnsafeMutablePointer<CChar>?] = sleep.map { strdup($0) } + [nil]
    defer { sleepArgv.forEach { free($0) } }
    #expect(posix_spawn(&sleeper, "/bin/sleep", nil, nil, sleepArgv, environ) == 0)
    defer {
      kill(sleeper, SIGKILL)
      var status: Int32 = 0
      waitpid(sleeper, &status, 0)
      waitpid(zombie, &status, 0)
    }
    // Wait until the shell has exited (its state is Z). A short wait, on this thread: a
    // suspended one resumed tens of seconds later on a busy runner (CI).
    let deadline = Date().addingTimeInterval(10)
    while TemporaryFiles.isRunning(zombie) && Date() < deadline { usleep(20_000) }
    #expect(TemporaryFiles.isRunning(sleeper))
    let names = [
      "zombie": temporaryName(for: "a.pdf", pid: zombie),
      "dead": temporaryName(for: "a.pdf", pid: 4_194_305),
      "running": temporaryName(for: "a.pdf", pid: sleeper),
      "own": temporaryName(for: "a.pdf", pid: getpid()),
      "other host": temporaryName(for: "a.pdf", host: "0badc0de", pid: 4_194_305),
      "older Folio": "\(TemporaryFiles.prefix(for: "a.pdf"))4194305-1.tmp",
      "not Folio's": ".folio-notahash-\(TemporaryFiles.hostIdentity)-4194305-1.tmp",
    ]
    for name in names.values { try Data("x".utf8).write(to: directory.appendingPathComponent(name)) }
    func left() -> Set<String> { Set(names.filter { files(in: directory).contains($0.value) }.keys) }
    TemporaryFiles.removeLeftovers(in: directory)
    #expect(left() == ["running", "own", "other host", "older Folio", "not Folio's"])
    // A week later, another host's and an older Folio's files go too.
    TemporaryFiles.removeLeftovers(in: directory, now: Date().addingTimeInterval(8 * 24 * 3_600))
    #expect(left() == ["running", "own", "not Folio's"])
  }

  @Test func aCrashedScriptsTemporaryFileIsGoneWhenTheRenderReportsIt() throws {
    // The trap comes on a late page, when the PDF's temporary file is being written.
    let source = """
      import Folio
      struct Boom: View {
        var body: some View {
          let empty: [Int] = []
          return Text("\\(empty[1])")
        }
      }
      let document = Document {
        ForEach(0..<400, id: \\.self) { index in
          if index == 399 { Boom() } else { Text("line \\(index) " + String(repeating: "words ", count: 30)) }
        }
      }
      """
    let url = try script(source, name: "boom.swift")
    let directory = url.deletingLastPathComponent()
    let output = directory.appendingPathComponent("boom.pdf")
    try Data("old".utf8).write(to: output)
    let result = runFolio(["render", url.path, "-o", output.path])
    #expect(result.status == 2, "\(result.err)")
    #expect(result.err.contains("boom.swift"), "\(result.err)")
    #expect(try Data(contentsOf: output) == Data("old".utf8))
    #expect(!files(in: directory).contains { $0.hasPrefix(".folio-") }, "\(files(in: directory))")
  }

  /// Outputs `a.pdf` (existing, "old a") and `b.pdf`, whose rename will fail (a folder
  /// takes its place after it was staged).
  func stagePair(in directory: URL, _ transaction: OutputTransaction) throws -> (a: URL, b: URL) {
    let a = directory.appendingPathComponent("a.pdf")
    let b = directory.appendingPathComponent("b.pdf")
    try Data("old a".utf8).write(to: a)
    try transaction.write(Data("new a".utf8), to: a)
    try transaction.write(Data("new b".utf8), to: b)
    try FileManager.default.createDirectory(at: b, withIntermediateDirectories: false)
    return (a, b)
  }

  @Test func aCommitWhoseBackupCannotBeLinkedRestoresFromACopy() throws {
    let directory = temporaryDirectory()
    let transaction = OutputTransaction()
    transaction.linkBackup = { _, _ in
      errno = EMLINK
      return false
    }
    let (a, _) = try stagePair(in: directory, transaction)
    #expect(throws: FolioError.self) { try transaction.commit() }
    #expect(try Data(contentsOf: a) == Data("old a".utf8), "the old file was lost")
    #expect(files(in: directory) == ["a.pdf", "b.pdf"])
  }

  @Test func aCommitThatCanKeepNoBackupReplacesNothing() throws {
    let directory = temporaryDirectory()
    let transaction = OutputTransaction()
    transaction.linkBackup = { _, _ in
      errno = EPERM
      return false
    }
    transaction.copyBackup = { _, _ in
      errno = ENOSPC
      return false
    }
    let (a, _) = try stagePair(in: directory, transaction)
    do {
      try transaction.commit()
      Issue.record("the commit went ahead without a backup")
    } catch {
      #expect("\(error)".contains("nothing was replaced"), "\(error)")
    }
    #expect(try Data(contentsOf: a) == Data("old a".utf8))
    #expect(files(in: directory) == ["a.pdf", "b.pdf"])
  }

  @Test func aDocumentThatGrowsOrShrinksLeavesNoStaleFile() throws {
    let directory = temporaryDirectory()
    for format in ["png", "svg"] {
      let url = directory.appendingPathComponent("doc.\(format)")
      let output: DocumentOutput = format == "png" ? .png(url) : .svg(url)
      try document(pages: 1).render(to: [output], settings: pinned)
      #expect(files(in: directory).filter { $0.hasSuffix(format) } == ["doc.\(format)"])
      try document(pages: 3).render(to: [output], settings: pinned)
      #expect(
        files(in: directory).filter { $0.hasSuffix(format) } == [
          "doc-1.\(format)", "doc-2.\(format)", "doc-3.\(format)",
        ])
      try document(pages: 1).render(to: [output], settings: pinned)
      #expect(files(in: directory).filter { $0.hasSuffix(format) } == ["doc.\(format)"])
    }
  }
}
