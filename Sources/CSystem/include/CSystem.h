// The C library's calls that Swift's Glibc module leaves out (GNU extensions, declared by glibc's
// headers only under _GNU_SOURCE), as small inline functions with the same meaning everywhere.
//
// They are declared here rather than by defining _GNU_SOURCE before the system headers: the headers
// would then define some types differently (fd_set's fields) from the Glibc and Dispatch modules,
// and Clang refuses two definitions of one type in modules that meet.
#ifndef TIMI_CSYSTEM_H
#define TIMI_CSYSTEM_H

#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <string.h>
#include <sys/types.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/random.h>
#include <sys/syscall.h>

// glibc's own declarations (string.h, fcntl.h), which it makes only under _GNU_SOURCE.
extern void *memmem(const void *haystack, size_t haystackCount, const void *needle, size_t needleCount);
extern int sync_file_range(int fd, __off64_t offset, __off64_t count, unsigned int flags);
#endif

/// getrandom(2): up to `count` random bytes from the kernel; elsewhere getentropy(2), which fills
/// all of at most 256 bytes or fails. Returns the number of bytes, or -1 with errno.
static inline long csystem_getrandom(void *buffer, size_t count) {
#if defined(__linux__)
    return (long)getrandom(buffer, count, 0);
#else
    if (count > 256) count = 256;
    return getentropy(buffer, count) == 0 ? (long)count : -1;
#endif
}

/// memmem(3): the first occurrence of `needle` in `haystack`, or NULL.
static inline void *csystem_memmem(const void *haystack, size_t haystackCount, const void *needle,
                                   size_t needleCount) {
    return memmem(haystack, haystackCount, needle, needleCount);
}

/// renameat2(2) with RENAME_EXCHANGE: swaps `first` and `second` in one step. Made through the
/// system call itself, so a C library older than the call (glibc before 2.28) does not matter;
/// -1 with errno ENOSYS where the system has no such call.
static inline int csystem_exchange(const char *first, const char *second) {
#if defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, 2u /* RENAME_EXCHANGE */);
#else
    (void)first;
    (void)second;
    errno = ENOSYS;
    return -1;
#endif
}

/// sync_file_range(2) with SYNC_FILE_RANGE_WRITE: starts writing `fd`'s dirty pages to the disk and
/// returns without waiting (a request: a later fdatasync decides). Nothing where there is no such call.
static inline int csystem_start_write_back(int fd) {
#if defined(__linux__)
    return sync_file_range(fd, 0, 0, 2u /* SYNC_FILE_RANGE_WRITE */);
#else
    (void)fd;
    return 0;
#endif
}

#endif
