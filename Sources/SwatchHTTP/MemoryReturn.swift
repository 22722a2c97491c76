internal import CMicroHTTPD
internal import Synchronization

/// Gives memory back to the system after large work, so that a server that
/// answered a few 56 MB range runs goes back to its resting size (about 50
/// MB with the guide rendered) instead of keeping the high-water mark (it
/// kept 311 MB after six such answers, three of them at once).
///
/// Two things kept it, both glibc's allocator:
/// - Its mmap threshold moves: every block of at least 128 KiB gets pages
///   of its own, given back when freed, but freeing one raises the bound to
///   that block's size (up to 32 MiB), after which large buffers (an
///   answer's text, its bytes) come from the arenas and stay there. The
///   bound is fixed here at 256 KiB (`configure`).
/// - The many small blocks a long request allocates on its work thread
///   stay in that thread's arena once freed, scattered among blocks still
///   in use, so the arena cannot shrink from its top. `malloc_trim` gives
///   back every free page of every arena; it runs on a thread of its own
///   after a long job (at least 100 ms on a work thread), never on the
///   path of an answer, one at a time (a request for another while one
///   runs makes it run once more after).
///
/// `make bench-server` and BENCHMARKS.md ("Server memory") show the figures.
enum MemoryReturn {
    /// Blocks of at least this many bytes get pages of their own.
    static let mmapThreshold = 256 << 10
    /// A job on a work thread that took at least this long (milliseconds)
    /// is followed by a trim.
    static let longWork: Int64 = 100

    /// 0: idle; 1: trimming; 2: trimming, and asked again meanwhile.
    private static let state = Atomic<Int>(0)

    /// Fixes glibc's mmap threshold (once, when a server starts).
    static func configure() {
        _ = swatch_malloc_set_mmap_threshold(Int32(mmapThreshold))
    }

    /// A job on a work thread ended after `milliseconds`.
    static func workEnded(after milliseconds: Int64) {
        if milliseconds >= longWork { trimSoon() }
    }

    /// Trims every arena on a thread of its own, unless a trim is running
    /// (which then runs again once it is done).
    static func trimSoon() {
        let (exchanged, previous) = state.compareExchange(expected: 0, desired: 1, ordering: .acquiringAndReleasing)
        if !exchanged {
            if previous == 1 { _ = state.compareExchange(expected: 1, desired: 2, ordering: .acquiringAndReleasing) }
            return
        }
        let started = NativeThread.detach {
            repeat {
                state.store(1, ordering: .releasing)
                _ = swatch_malloc_trim()
            } while !state.compareExchange(expected: 1, desired: 0, ordering: .acquiringAndReleasing).exchanged
        }
        if !started { state.store(0, ordering: .releasing) }
    }
}
