import Glibc

/// Threads taking jobs from a bounded queue, first in first out. The server
/// answers requests that may take long here (`Responder.mayTakeLong`), so
/// that they never hold up its event loops.
///
/// `threads` run all the time. One slow job must not starve the others
/// (a code export of 10,000 unnamed nodes held the only thread for 16 s,
/// and every other API call waited until it was answered 503): when jobs
/// are waiting and every thread has been on its job for longer than
/// `stallTime`, another thread is started, up to `maxThreads`; a thread
/// beyond `threads` ends as soon as it finds the queue empty. Jobs that are
/// quick never start one (the youngest job running is younger than
/// `stallTime`), so a busy pool of quick jobs keeps its size.
final class WorkPool: @unchecked Sendable {
    typealias Job = @Sendable () -> Void

    /// Threads always running.
    let threads: Int
    /// Most threads running at once, when jobs stall.
    let maxThreads: Int
    /// How long every thread must have been on its job, with jobs waiting,
    /// before another thread is started (milliseconds).
    let stallTime: Int64
    /// Most jobs waiting (not counting those running); `submit` refuses more.
    let capacity: Int

    // Guarded by `mutex`.
    private var queue: [Job?] = []
    private var head = 0
    private var stopped = false
    /// When each thread on a job began it, by thread.
    private var busySince: [Int: Int64] = [:]
    private var alive = 0
    private var nextSlot = 0
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init(threads: Int, maxThreads: Int? = nil, stallTime: Int64 = 250, capacity: Int) {
        self.threads = max(1, threads)
        self.maxThreads = max(self.threads, maxThreads ?? self.threads)
        self.stallTime = max(1, stallTime)
        self.capacity = max(1, capacity)
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
        condition = .allocate(capacity: 1)
        condition.initialize(to: pthread_cond_t())
        pthread_cond_init(condition, nil)
    }

    deinit {
        pthread_cond_destroy(condition)
        condition.deallocate()
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Starts the threads; false if the system would not make them.
    func start() -> Bool {
        for _ in 0..<threads {
            pthread_mutex_lock(mutex)
            let started = startThread()
            pthread_mutex_unlock(mutex)
            guard started else {
                stop()
                return false
            }
        }
        return true
    }

    /// Queues a job; false (and the job is not run) when `capacity` jobs
    /// are already waiting or the pool was stopped.
    func submit(_ job: @escaping Job) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        guard !stopped, queue.count - head < capacity else { return false }
        queue.append(job)
        pthread_cond_signal(condition)
        growIfStalled(now: MonotonicTime.nowMilliseconds())
        return true
    }

    /// Starts another thread if jobs wait while every thread has been on
    /// its job for longer than `stallTime` (called by the event loops as
    /// they check deadlines, and on every submit).
    func checkStalls(now: Int64) {
        pthread_mutex_lock(mutex)
        growIfStalled(now: now)
        pthread_mutex_unlock(mutex)
    }

    /// Threads running now (for tests and the README's figures).
    var threadCount: Int {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return alive
    }

    /// Lets the threads end once their current job is done; jobs still
    /// waiting are dropped (the server answers their requests itself).
    func stop() {
        pthread_mutex_lock(mutex)
        stopped = true
        queue.removeAll()
        head = 0
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }

    // MARK: - Under the mutex

    private func growIfStalled(now: Int64) {
        // A thread not on a job takes the one waiting.
        guard !stopped, alive < maxThreads, head < queue.count, busySince.count == alive,
            let youngest = busySince.values.max(), now - youngest > stallTime
        else { return }
        _ = startThread()
    }

    private func startThread() -> Bool {
        let slot = nextSlot
        nextSlot += 1
        alive += 1
        guard NativeThread.detach({ [self] in work(slot: slot) }) else {
            alive -= 1
            return false
        }
        return true
    }

    private func work(slot: Int) {
        pthread_mutex_lock(mutex)
        while true {
            while !stopped && head == queue.count {
                if alive > threads { break }
                pthread_cond_wait(condition, mutex)
            }
            if stopped || head == queue.count { break }
            let job = queue[head]
            queue[head] = nil
            head += 1
            if head == queue.count || head >= 1024 {
                queue.removeFirst(head)
                head = 0
            }
            let start = MonotonicTime.nowMilliseconds()
            busySince[slot] = start
            pthread_mutex_unlock(mutex)
            job?()
            MemoryReturn.workEnded(after: MonotonicTime.nowMilliseconds() - start)
            pthread_mutex_lock(mutex)
            busySince[slot] = nil
        }
        alive -= 1
        pthread_mutex_unlock(mutex)
    }
}
