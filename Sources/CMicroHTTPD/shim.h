// The C surface of libmicrohttpd that SwatchHTTP uses. Swift cannot call C
// variadic functions, so the few variadic entry points are wrapped here in
// fixed-argument static inline functions. SwatchHTTP is the only importer.
// Also the two calls of glibc's malloc.h the server's memory policy makes
// (`MemoryReturn`), which Swift's Glibc module does not carry.
#ifndef SWATCH_CMICROHTTPD_SHIM_H
#define SWATCH_CMICROHTTPD_SHIM_H

#include <malloc.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <sys/syscall.h>
#include <unistd.h>
#include <microhttpd.h>

/// Leaves the request target as the client sent it: SwatchHTTP decodes the
/// raw target itself (so `%2F` and `/` stay distinguishable).
static inline size_t swatch_mhd_keep_escaped(void *cls, struct MHD_Connection *connection, char *s) {
    (void) cls;
    (void) connection;
    return strlen(s);
}

/// Called with the status of an answer libmicrohttpd is about to make
/// itself (a request it refuses before the application sees it), on the
/// thread running the daemon, before that answer is queued; `in_body` is
/// 1 when it refuses a chunk of a chunked body, 0 when it refuses the head.
typedef void (*swatch_mhd_refusal_callback)(void *cls, unsigned int status, int in_body);

/// libmicrohttpd's error log, cut down to the one line SwatchHTTP acts on:
/// "Error processing request (HTTP response code is %u ('%s'))...", written
/// just before libmicrohttpd queues an answer of its own (its status, then
/// its page, whose text names chunked encoding when a chunk is refused).
/// Every other line is dropped (the server logs what it answers itself).
struct swatch_mhd_logger {
    void *cls;
    swatch_mhd_refusal_callback refusal;
};

static inline void swatch_mhd_log(void *cls, const char *format, va_list arguments) {
    static const char prefix[] = "Error processing request (HTTP response code is %u";
    const struct swatch_mhd_logger *logger = (const struct swatch_mhd_logger *) cls;
    if (logger == NULL || format == NULL || strncmp(format, prefix, sizeof(prefix) - 1) != 0) return;
    va_list copy;
    va_copy(copy, arguments);
    unsigned int status = va_arg(copy, unsigned int);
    const char *page = va_arg(copy, const char *);
    va_end(copy);
    logger->refusal(logger->cls, status, page != NULL && strstr(page, "chunk") != NULL);
}

/// Starts a daemon with no thread and no listening socket of its own:
/// SwatchHTTP's event loop accepts connections and hands them over
/// (`MHD_add_connection`), waits on `swatch_mhd_epoll_fd` and calls
/// `MHD_run`. Every callback gets the same closure argument.
static inline struct MHD_Daemon *swatch_mhd_start(
    unsigned int flags,
    unsigned int connection_timeout_seconds,
    size_t connection_memory_limit,
    unsigned int connection_limit,
    void *cls,
    MHD_AccessHandlerCallback access_handler,
    MHD_RequestCompletedCallback completed,
    MHD_NotifyConnectionCallback notify_connection,
    void *(*uri_log)(void *cls, const char *uri, struct MHD_Connection *connection),
    const struct swatch_mhd_logger *logger)
{
    return MHD_start_daemon(
        flags | MHD_USE_NO_LISTEN_SOCKET | MHD_USE_ERROR_LOG, 0, NULL, NULL, access_handler, cls,
        MHD_OPTION_EXTERNAL_LOGGER, swatch_mhd_log, (void *) logger,
        MHD_OPTION_CONNECTION_TIMEOUT, connection_timeout_seconds,
        MHD_OPTION_CONNECTION_MEMORY_LIMIT, connection_memory_limit,
        MHD_OPTION_CONNECTION_LIMIT, connection_limit,
        MHD_OPTION_NOTIFY_COMPLETED, completed, cls,
        MHD_OPTION_NOTIFY_CONNECTION, notify_connection, cls,
        MHD_OPTION_URI_LOG_CALLBACK, uri_log, cls,
        MHD_OPTION_UNESCAPE_CALLBACK, swatch_mhd_keep_escaped, NULL,
        // SwatchHTTP ignores SIGPIPE (HTTPServer.start), which lets
        // libmicrohttpd send file-backed bodies with sendfile(2).
        MHD_OPTION_SIGPIPE_HANDLED_BY_APP, (unsigned int) 1,
        MHD_OPTION_END);
}

/// The epoll descriptor of a daemon started with `MHD_USE_EPOLL`, or -1.
static inline int swatch_mhd_epoll_fd(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_EPOLL_FD);
    return info == NULL ? -1 : info->epoll_fd;
}

/// Milliseconds until libmicrohttpd must run again (a connection times
/// out), or -1 when nothing is due.
static inline long long swatch_mhd_timeout(struct MHD_Daemon *daemon) {
    MHD_UNSIGNED_LONG_LONG timeout = 0;
    if (MHD_get_timeout(daemon, &timeout) != MHD_YES) return -1;
    return timeout > (MHD_UNSIGNED_LONG_LONG) INT32_MAX ? INT32_MAX : (long long) timeout;
}

/// A connection's socket, or -1.
static inline int swatch_mhd_connection_fd(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : (int) info->connect_fd;
}

/// What the connection-notify callback stored for a connection, or NULL.
static inline void *swatch_mhd_socket_context(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_SOCKET_CONTEXT);
    return info == NULL ? NULL : info->socket_context;
}

/// The peer address of a connection, or NULL.
static inline const struct sockaddr *swatch_mhd_client_address(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
    return info == NULL ? NULL : info->client_addr;
}

/// The size of a request's head once libmicrohttpd has read all of it
/// (its request line and header lines), or 0 before.
static inline size_t swatch_mhd_head_size(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_REQUEST_HEADER_SIZE);
    return info == NULL ? 0 : info->header_size;
}

/// The status of the answer queued on a connection, or 0 when none is.
static inline unsigned int swatch_mhd_queued_status(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info =
        MHD_get_connection_info(connection, MHD_CONNECTION_INFO_HTTP_STATUS);
    return info == NULL ? 0 : info->http_status;
}

/// The start of the kernel's `struct tcp_info` (linux/tcp.h), up to
/// `tcpi_bytes_received` (Linux 4.1): glibc's netinet/tcp.h, which the
/// Glibc module brings, stops before it, and the two headers cannot both
/// be included.
struct swatch_tcp_info_start {
    uint8_t states[8];
    uint32_t counters[24];
    uint64_t pacing_rate;
    uint64_t max_pacing_rate;
    uint64_t bytes_acked;
    uint64_t bytes_received;
};

/// How many bytes the application (libmicrohttpd) has read from a TCP
/// socket since it opened: what the kernel received, less what still waits
/// in its queue; -1 when the kernel does not tell. The queue is asked
/// first, so bytes arriving between the two calls can only make the
/// figure larger than it was, never smaller.
static inline long long swatch_socket_bytes_read(int fd) {
    int waiting = 0;
    if (ioctl(fd, FIONREAD, &waiting) != 0) return -1;
    struct swatch_tcp_info_start info;
    socklen_t length = sizeof(info);
    memset(&info, 0, sizeof(info));
    if (getsockopt(fd, IPPROTO_TCP, TCP_INFO, &info, &length) != 0) return -1;
    if (length < sizeof(info)) return -1;
    return (long long) info.bytes_received - waiting;
}

/// Allocations of at least `bytes` get pages of their own, given back to
/// the system when freed; glibc's default raises this bound (up to 32 MiB)
/// each time such a block is freed, after which large buffers were kept.
static inline int swatch_malloc_set_mmap_threshold(int bytes) {
    return mallopt(M_MMAP_THRESHOLD, bytes);
}

/// Gives the free pages of every malloc arena back to the system.
static inline int swatch_malloc_trim(void) {
    return malloc_trim(0);
}

/// An anonymous in-memory file (memfd) holding `count` bytes, for a body
/// libmicrohttpd sends with sendfile(2) (the kernel copies from its pages,
/// not from the process: one copy less per request); -1 on failure.
static inline int swatch_memory_file(const void *bytes, size_t count) {
    int fd = (int) syscall(SYS_memfd_create, "swatch-body", 1u /* MFD_CLOEXEC */);
    if (fd < 0) return -1;
    size_t done = 0;
    while (done < count) {
        ssize_t written = write(fd, (const char *) bytes + done, count - done);
        if (written <= 0) { close(fd); return -1; }
        done += (size_t) written;
    }
    return fd;
}

/// `MHD_CONTENT_READER_END_OF_STREAM` as a plain value.
static inline ssize_t swatch_mhd_end_of_stream(void) {
    return MHD_CONTENT_READER_END_OF_STREAM;
}

/// `MHD_SIZE_UNKNOWN` as a plain value.
static inline uint64_t swatch_mhd_size_unknown(void) {
    return MHD_SIZE_UNKNOWN;
}

#endif
