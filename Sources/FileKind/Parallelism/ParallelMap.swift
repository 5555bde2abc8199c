import Dispatch

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How a batch call uses the machine's cores.
public struct BatchOptions: Sendable, Hashable {
  /// The most threads a batch may use; `1` keeps it on the caller's thread.
  public var threads: Int
  /// Batches smaller than this stay on the caller's thread: below it,
  /// waking other threads costs more than the work.
  public var minimumParallelCount: Int

  /// Every active core, and parallel work from 2,048 items on.
  public static var allCores: BatchOptions {
    BatchOptions(threads: ProcessInfo.processInfo.activeProcessorCount)
  }

  /// The caller's thread only.
  public static let callerThread = BatchOptions(threads: 1)

  /// Options for a batch call.
  public init(threads: Int, minimumParallelCount: Int = 2_048) {
    self.threads = Swift.max(1, threads)
    self.minimumParallelCount = Swift.max(1, minimumParallelCount)
  }
}

/// Maps `0..<count` in contiguous chunks over several threads, writing each
/// result in its own slot: the order and the results are what a plain loop
/// gives, whatever the scheduling.
enum ParallelMap {
  /// Whether a batch of `count` items stays on the caller's thread.
  static func staysOnCaller(_ count: Int, _ options: BatchOptions) -> Bool {
    options.threads <= 1 || count < options.minimumParallelCount
  }

  /// `body` of each of `0..<count`, in order.
  static func map<T>(_ count: Int, _ options: BatchOptions, _ body: @Sendable (Int) -> T) -> [T] {
    map(count, options, local: {}, { _, i in body(i) })
  }

  /// `map` over `0..<count` with a value of each chunk's own, made by
  /// `local` when the chunk starts and handed to `body` for each of its
  /// items: what a chunk retains for every item (a row's template) is then
  /// its own object, not one whose reference count every core writes.
  static func map<T, Local>(
    _ count: Int, _ options: BatchOptions, local: @Sendable () -> Local,
    _ body: @Sendable (inout Local, Int) -> T
  ) -> [T] {
    guard count > 0 else { return [] }
    if staysOnCaller(count, options) {
      var state = local()
      return (0..<count).map { body(&state, $0) }
    }
    // A few chunks per thread, so a slow chunk does not leave a core idle.
    let chunks = Swift.min(options.threads * 4, count)
    return [T](unsafeUninitializedCapacity: count) { buffer, initialized in
      let slots = Slots(base: buffer.baseAddress!)
      DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
        let low = count * chunk / chunks
        let high = count * (chunk + 1) / chunks
        var state = local()
        for i in low..<high { (slots.base + i).initialize(to: body(&state, i)) }
      }
      initialized = count
    }
  }

  /// `map` over an array's elements, each handed to `body` as a pointer to
  /// where it lies: `body` reads the fields it needs, and the chunks never
  /// copy a whole element and destroy the copy again (for a resolver's
  /// signals, that was a quarter of the work). The elements are only read.
  static func map<Element, T>(
    _ elements: [Element], _ options: BatchOptions, _ body: @Sendable (UnsafePointer<Element>) -> T
  ) -> [T] {
    map(elements, options, local: {}, { _, element in body(element) })
  }

  /// The array form with a value of each chunk's own, as the index form
  /// above gives one.
  static func map<Element, T, Local>(
    _ elements: [Element], _ options: BatchOptions, local: @Sendable () -> Local,
    _ body: @Sendable (inout Local, UnsafePointer<Element>) -> T
  ) -> [T] {
    elements.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return [] }
      let source = Source(base: base)
      return map(buffer.count, options, local: local) { state, i in body(&state, source.base + i) }
    }
  }

  /// The elements a map reads, shared by the chunks, which only read them;
  /// the array they lie in outlives the map.
  struct Source<Element>: @unchecked Sendable {
    let base: UnsafePointer<Element>
  }

  /// The result storage, shared by the chunks; each writes only its own
  /// disjoint range of slots.
  struct Slots<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T>
  }
}
