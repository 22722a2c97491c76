import Glibc

/// A fixed set of threads taking jobs from a bounded queue, first in first
/// out. The server answers requests that may take long here
/// (`Responder.mayTakeLong`), so that they never hold up its event loops.
final class WorkPool: @unchecked Sendable {
    typealias Job = @Sendable () -> Void

    let threads: Int
    /// Most jobs waiting (not counting those running); `submit` refuses more.
    let capacity: Int

    // Guarded by `mutex`.
    private var queue: [Job?] = []
    private var head = 0
    private var stopped = false
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private let condition: UnsafeMutablePointer<pthread_cond_t>

    init(threads: Int, capacity: Int) {
        self.threads = max(1, threads)
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
            guard NativeThread.detach({ [self] in work() }) else {
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
        return true
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

    private func work() {
        pthread_mutex_lock(mutex)
        while true {
            while !stopped && head == queue.count { pthread_cond_wait(condition, mutex) }
            if stopped { break }
            let job = queue[head]
            queue[head] = nil
            head += 1
            if head == queue.count || head >= 1024 {
                queue.removeFirst(head)
                head = 0
            }
            pthread_mutex_unlock(mutex)
            job?()
            pthread_mutex_lock(mutex)
        }
        pthread_mutex_unlock(mutex)
    }
}
