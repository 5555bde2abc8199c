import Dispatch

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The batch calls in `async` form, for Swift concurrency callers: each runs
/// on Dispatch's threads, on every core, and resumes the caller with the
/// results in order. No thread of the cooperative pool waits on the batch
/// (a blocked cooperative thread would starve other tasks); the blocking
/// forms stay for the sync engine's own worker threads.
enum AwaitedBatch {
  /// Runs `work` on a Dispatch thread and returns its result.
  static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      DispatchQueue.global(qos: .userInitiated).async { continuation.resume(returning: work()) }
    }
  }
}

extension ContentSniffer {
  /// `sniff(paths:options:)`, awaited: the files are read on every
  /// core, off the caller's thread, and the answers come back in order.
  public func sniff(
    paths: [String],
    options: BatchOptions = BatchOptions(
      threads: ProcessInfo.processInfo.activeProcessorCount, minimumParallelCount: 16)
  ) async -> [Result<Finding, SniffError>] {
    await AwaitedBatch.run { self.sniff(paths: paths, options: options) }
  }
}

extension KindResolver {
  /// `resolve(batch:options:)`, awaited: resolved on every core, off the
  /// caller's thread, in order.
  public static func resolve(batch: [KindSignals], options: BatchOptions = .allCores) async
    -> [KindResolution]
  {
    await AwaitedBatch.run { resolve(batch: batch, options: options) }
  }
}

extension RowRenderer {
  /// `rows(for:options:)`, awaited: rendered on every core, off the
  /// caller's thread, in order.
  public func rows(for entries: [FileEntry], options: BatchOptions = .allCores) async -> [FileRow] {
    await AwaitedBatch.run { self.rows(for: entries, options: options) }
  }
}
