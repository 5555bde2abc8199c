import Dispatch
import Synchronization

/// Work in chunks on several threads, written out in input order.
///
/// A ring of chunks circulates: the calling thread fills a chunk and queues
/// it; worker threads take chunks from the queue as they become free; the
/// calling thread waits for the oldest chunk, writes it out, refills it and
/// queues it again. No round waits for its slowest chunk, reading and
/// writing overlap the work, and the output is the same for any `jobs`.
///
/// Memory is bounded whatever `jobs` and the input say: the ring has at
/// most ``maximumChunks`` chunks (so at most that many threads ever work),
/// and chunks stop being filled while those in flight hold
/// ``inFlightBudget`` bytes of input, however few of them that is (one line
/// of a megabyte of control characters is six megabytes of JSON).
package struct Pipeline<Chunk: AnyObject> {
  /// The worker threads: `jobs`, up to the ring's size.
  package let workers: Int
  private let ring: [Chunk]

  /// The most chunks in the ring.
  package static var maximumChunks: Int { 16 }
  /// Input bytes in flight past which no chunk is filled until the oldest
  /// is written.
  package static var inFlightBudget: Int { 2 << 20 }

  package init(jobs: Int, makeChunk: () -> Chunk) {
    let jobs = max(1, jobs)
    // At least eight chunks, so a worker always finds one waiting; two a
    // job beyond four jobs, up to the limit.
    let chunks = jobs == 1 ? 1 : min(Self.maximumChunks, max(8, 2 * jobs))
    ring = (0..<chunks).map { _ in makeChunk() }
    workers = min(jobs, chunks)
  }

  /// Runs until `fill` reports no more input.
  ///
  /// - Parameters:
  ///   - fill: loads the next input into a chunk; `false` when there is none.
  ///   - cost: the input bytes a filled chunk holds.
  ///   - work: processes one chunk (on any thread; it touches only that chunk).
  ///   - emit: writes one processed chunk (on the calling thread, in order).
  package func run(
    fill: (Chunk) -> Bool, cost: (Chunk) -> Int, work: @escaping @Sendable (Chunk) -> Void,
    emit: (Chunk) -> Void
  ) {
    if ring.count == 1 {
      // One job: no threads at all.
      while fill(ring[0]) {
        work(ring[0])
        emit(ring[0])
      }
      return
    }
    let queue = WorkQueue(slots: ring.count)
    let chunks = Handoff(chunks: ring)
    for _ in 0..<workers {
      DispatchQueue.global().async {
        while let slot = queue.take() {
          work(chunks.chunks[slot])
          queue.finished(slot)
        }
      }
    }
    // In flight: the slots from `oldest` on, `inFlight` of them.
    var costs = [Int](repeating: 0, count: ring.count)
    var inFlight = 0
    var inFlightCost = 0
    var oldest = 0
    var exhausted = false
    while true {
      while !exhausted && inFlight < ring.count && (inFlight == 0 || inFlightCost < Self.inFlightBudget) {
        let slot = (oldest + inFlight) % ring.count
        guard fill(ring[slot]) else {
          exhausted = true
          break
        }
        costs[slot] = cost(ring[slot])
        inFlightCost += costs[slot]
        queue.put(slot)
        inFlight += 1
      }
      guard inFlight > 0 else { break }
      queue.waitUntilFinished(oldest)
      emit(ring[oldest])
      inFlightCost -= costs[oldest]
      inFlight -= 1
      oldest = (oldest + 1) % ring.count
    }
    queue.close(workers: workers)
  }

  /// The chunks, handed to the worker threads. Each chunk is touched by one
  /// thread at a time: filled on the calling thread before it is queued,
  /// processed by the one worker that took it, emitted on the calling thread
  /// after that worker said it finished.
  package struct Handoff: @unchecked Sendable {
    let chunks: [Chunk]
  }
}

/// The queue of filled chunks (by slot) and the signal that each is done.
package final class WorkQueue: Sendable {
  private let pending = Mutex<[Int]>([])
  private let available = DispatchSemaphore(value: 0)
  private let done: [DispatchSemaphore]

  package init(slots: Int) {
    done = (0..<slots).map { _ in DispatchSemaphore(value: 0) }
  }

  package func put(_ slot: Int) {
    pending.withLock { $0.append(slot) }
    available.signal()
  }

  /// The next slot to work on, or `nil` once the queue is closed.
  package func take() -> Int? {
    available.wait()
    let slot = pending.withLock { $0.removeFirst() }
    return slot < 0 ? nil : slot
  }

  package func finished(_ slot: Int) { done[slot].signal() }

  package func waitUntilFinished(_ slot: Int) { done[slot].wait() }

  /// Ends each worker's loop.
  package func close(workers: Int) {
    for _ in 0..<workers { put(-1) }
  }
}
