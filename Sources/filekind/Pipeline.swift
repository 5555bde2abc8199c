import Dispatch
import Synchronization

/// Work in chunks on several threads, written out in input order.
///
/// A ring of chunks circulates: the calling thread fills a chunk and queues
/// it; `jobs` worker threads take chunks from the queue as they become free;
/// the calling thread waits for the oldest chunk, writes it out, refills it
/// and queues it again. No round waits for its slowest chunk, reading and
/// writing overlap the work, memory is that of the ring whatever the input's
/// length, and the output is the same for any `jobs`.
struct Pipeline<Chunk: AnyObject> {
  let jobs: Int
  private let ring: [Chunk]

  init(jobs: Int, makeChunk: () -> Chunk) {
    self.jobs = max(1, jobs)
    // At least eight chunks, so a worker always finds one waiting; two a job
    // beyond four jobs. Memory grows with `jobs` (about 1.2 MB a chunk for
    // `rows`), never with the input.
    ring = (0..<(self.jobs == 1 ? 1 : max(8, 2 * self.jobs))).map { _ in makeChunk() }
  }

  /// Runs until `fill` reports no more input.
  ///
  /// - Parameters:
  ///   - fill: loads the next input into a chunk; `false` when there is none.
  ///   - work: processes one chunk (on any thread; it touches only that chunk).
  ///   - emit: writes one processed chunk (on the calling thread, in order).
  func run(fill: (Chunk) -> Bool, work: @escaping @Sendable (Chunk) -> Void, emit: (Chunk) -> Void) {
    if jobs == 1 {
      // One job: no threads at all.
      while fill(ring[0]) {
        work(ring[0])
        emit(ring[0])
      }
      return
    }
    let queue = WorkQueue(slots: ring.count)
    let chunks = Handoff(chunks: ring)
    for _ in 0..<jobs {
      DispatchQueue.global().async {
        while let slot = queue.take() {
          work(chunks.chunks[slot])
          queue.finished(slot)
        }
      }
    }
    var inFlight = 0
    var exhausted = false
    var slot = 0
    while inFlight < ring.count && !exhausted {
      if fill(ring[slot]) {
        queue.put(slot)
        inFlight += 1
        slot = (slot + 1) % ring.count
      } else {
        exhausted = true
      }
    }
    var oldest = 0
    while inFlight > 0 {
      queue.waitUntilFinished(oldest)
      emit(ring[oldest])
      inFlight -= 1
      if !exhausted {
        if fill(ring[oldest]) {
          queue.put(oldest)
          inFlight += 1
        } else {
          exhausted = true
        }
      }
      oldest = (oldest + 1) % ring.count
    }
    queue.close(workers: jobs)
  }

  /// The chunks, handed to the worker threads. Each chunk is touched by one
  /// thread at a time: filled on the calling thread before it is queued,
  /// processed by the one worker that took it, emitted on the calling thread
  /// after that worker said it finished.
  struct Handoff: @unchecked Sendable {
    let chunks: [Chunk]
  }
}

/// The queue of filled chunks (by slot) and the signal that each is done.
final class WorkQueue: Sendable {
  private let pending = Mutex<[Int]>([])
  private let available = DispatchSemaphore(value: 0)
  private let done: [DispatchSemaphore]

  init(slots: Int) {
    done = (0..<slots).map { _ in DispatchSemaphore(value: 0) }
  }

  func put(_ slot: Int) {
    pending.withLock { $0.append(slot) }
    available.signal()
  }

  /// The next slot to work on, or `nil` once the queue is closed.
  func take() -> Int? {
    available.wait()
    let slot = pending.withLock { $0.removeFirst() }
    return slot < 0 ? nil : slot
  }

  func finished(_ slot: Int) { done[slot].signal() }

  func waitUntilFinished(_ slot: Int) { done[slot].wait() }

  /// Ends each worker's loop.
  func close(workers: Int) {
    for _ in 0..<workers { put(-1) }
  }
}

/// Standard input (or any descriptor) cut into chunks of whole lines.
struct LineChunker {
  let fd: Int32
  /// Bytes read past the last line break of the previous chunk.
  private var leftover = ByteBuffer(capacity: 1 << 16)
  private var finished = false
  /// Lines end at this byte: `\n`, or NUL for `find -print0` lists.
  let separator: UInt8
  /// A chunk holds about this much input.
  static let chunkSize = 1 << 17

  init(fd: Int32, separator: UInt8 = 0x0A) {
    self.fd = fd
    self.separator = separator
  }

  /// Fills `input` with whole lines; `false` at the end of input.
  mutating func fill(_ input: ByteBuffer) -> Bool {
    input.removeAll()
    input.append(leftover.bytes)
    leftover.removeAll()
    while !finished && input.count < Self.chunkSize {
      input.reserve(Self.chunkSize)
      switch SystemCalls.readSome(fd, input.base + input.count, input.capacity - input.count) {
      case .success(0): finished = true
      case .success(let n): input.count += n
      case .failure(let error):
        printError("filekind: cannot read the input: \(error.description)")
        finished = true
      }
    }
    guard input.count > 0 else { return false }
    if !finished, let last = input.bytes.lastIndex(of: separator) {
      // Keep the partial last line for the next chunk.
      leftover.append(UnsafeBufferPointer(rebasing: input.bytes[(last + 1)...]))
      input.count = last + 1
    }
    return true
  }

  /// Calls `body` with each line of a filled chunk (without its separator;
  /// a `\r` before a `\n` is dropped too).
  static func forEachLine(
    in input: ByteBuffer, separator: UInt8, _ body: (UnsafeBufferPointer<UInt8>) -> Void
  ) {
    let bytes = input.bytes
    var start = 0
    while start < bytes.count {
      let (line, next) = line(in: bytes, from: start, separator: separator)
      body(UnsafeBufferPointer(rebasing: bytes[line]))
      start = next
    }
  }

  /// The line that starts at `start` (without its separator, nor a `\r`
  /// before a `\n`), and where the next one starts.
  @inline(__always)
  static func line(
    in bytes: UnsafeBufferPointer<UInt8>, from start: Int, separator: UInt8
  ) -> (line: Range<Int>, next: Int) {
    let end = ByteScan.firstIndex(of: separator, in: bytes, from: start) ?? bytes.count
    var lineEnd = end
    if separator == 0x0A && lineEnd > start && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
    return (start..<lineEnd, end + 1)
  }
}
