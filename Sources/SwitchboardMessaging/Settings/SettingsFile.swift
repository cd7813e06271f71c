import Foundation

/// The system calls that read, save and move aside a settings file, made by the store itself so that a
/// failure keeps its `errno` (Foundation on Linux gives an `.atomic` write's error none) and is said in
/// plain words.
enum SettingsFile {
    /// A call that failed, with the `errno` it set.
    struct Failure: Error, Equatable {
        let code: Int32
        /// The file found where ``makeFolders(_:)`` needs a folder (`ENOTDIR`), which a report names.
        var fileInTheWay: String? = nil
    }

    /// The bytes of the regular file at `path` (through symbolic links), or `nil` when the app finds no
    /// file there (`stat(2)` fails: a broken link, a file where a folder should be above it): nothing to
    /// lose. The file is opened without blocking and then checked, so the check is of the file read (not
    /// of one deleted or replaced in between), a named pipe never blocks and a device never goes on
    /// without end: a folder throws `EISDIR`, any other file that is not a regular one `EINVAL`.
    static func contents(of path: String) throws(Failure) -> Data? {
        var status = stat()
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let failure = errno
            guard stat(path, &status) == 0 else { return nil }
            throw Failure(code: failure)
        }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw Failure(code: errno) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw Failure(code: status.st_mode & S_IFMT == S_IFDIR ? EISDIR : EINVAL)
        }
        // The checks need the descriptor; reading it is Foundation's. A regular file opened and checked
        // fails to read only when its disk does.
        do {
            return try FileHandle(fileDescriptor: descriptor, closeOnDealloc: false).readToEnd() ?? Data()
        } catch {
            throw Failure(code: EIO)
        }
    }

    /// Replaces the file at `path` with `data` as `Data.write(options: .atomic)` does: a new file in the
    /// same folder (mode 0666 less the umask, or the replaced file's), written, flushed (`fsync`) and
    /// renamed over `path`, so readers find the old file or the new one, never part of one. A symbolic
    /// link at `path` is replaced, not followed. On failure the new file is removed; `path` is untouched.
    static func replace(_ path: String, with data: Data) throws(Failure) {
        // Named with a UUID, which no file there has: one attempt, no retries (`O_EXCL` refuses a file that has it).
        let folder = (path as NSString).deletingLastPathComponent as NSString
        let temporary = folder.appendingPathComponent(".settings-\(UUID().uuidString)")
        let descriptor = open(temporary, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw Failure(code: errno) }
        var failure = writeAll(data, to: descriptor)
        var replaced = stat()
        if failure == nil, lstat(path, &replaced) == 0, replaced.st_mode & S_IFMT == S_IFREG {
            _ = fchmod(descriptor, replaced.st_mode & 0o7777)  // as Darwin's atomic write does; best effort
        }
        if failure == nil, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == nil { failure = errno }
        if failure == nil, rename(temporary, path) != 0 { failure = errno }
        if let failure {
            _ = unlink(temporary)
            throw Failure(code: failure)
        }
    }

    /// Runs `body` while this process holds the exclusive lock (`flock(2)`) of the folder that holds
    /// `path`: cooperating processes run such bodies one at a time. The lock is on the folder itself, so
    /// no lock file is left beside the settings; closing the descriptor releases it. A folder that cannot
    /// be opened or locked runs `body` unlocked, as before processes took turns.
    static func whileHoldingFolder<Result>(of path: String, _ body: () -> Result) -> Result {
        let folder = (path as NSString).deletingLastPathComponent
        let descriptor = open(folder.isEmpty ? "." : folder, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return body() }
        defer { close(descriptor) }
        while flock(descriptor, LOCK_EX) != 0, errno == EINTR {}
        return body()
    }

    /// Writes all of `data` to `descriptor`, again after an interrupting signal; the `errno` of a failure.
    static func writeAll(_ data: Data, to descriptor: Int32) -> Int32? {
        // write(2) needs the bytes' address, which is valid only inside this closure and never kept.
        data.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress?.advanced(by: offset), bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written == 0 || errno != EINTR {
                    return written == 0 ? EIO : errno
                }
            }
            return nil
        }
    }

    /// Creates the folder at `path` and the missing ones above it (mode 0777 less the umask), as
    /// `FileManager.createDirectory(at:withIntermediateDirectories: true)` does; a folder there will do.
    /// The nearest path that exists is found first, so a file where a folder must be is named
    /// (`ENOTDIR`, ``Failure/fileInTheWay``) rather than met by `mkdir(2)` as a bare `ENOTDIR`.
    static func makeFolders(_ path: String) throws(Failure) {
        var status = stat()
        if stat(path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else { throw Failure(code: ENOTDIR, fileInTheWay: path) }
            return
        }
        let parent = (path as NSString).deletingLastPathComponent
        if !parent.isEmpty, parent != path { try makeFolders(parent) }
        // Another process may have made it meanwhile; anything else there fails the write that follows.
        guard mkdir(path, 0o777) == 0 || errno == EEXIST else { throw Failure(code: errno) }
    }

    /// Why a save failed, in words for the user, from the `errno` of the call that failed
    /// (``SettingsStoreError/writeFailed(file:reason:)`` names the file).
    static func saveFailureReason(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied: the app may not write the file or its folder"
        case EROFS: "the disk or volume is read-only"
        case ENOSPC, EDQUOT: "there is no space left for it (the disk or the user's quota is full)"
        case EFBIG: "the file would be larger than the system allows"
        case EISDIR: "the path is a folder, not a file"
        case ENOTDIR: "a folder of the path is a file"
        case ENAMETOOLONG: "the file name or path is longer than the file system allows"
        case ELOOP: "the path goes through a loop of symbolic links"
        case EIO: "the disk reported an input/output error"
        default: "\(String(cString: strerror(code)).lowercased()) (errno \(code))"
        }
    }

    /// Why reading the file failed, in words for the user, from the `errno` of ``contents(of:)``
    /// (``SettingsStoreError/unreadable(file:reason:)`` names the file).
    static func readFailureReason(_ code: Int32) -> String {
        switch code {
        case EISDIR: "the path is a folder, not a settings file"
        case EINVAL: "the path is not a regular file, not a settings file"
        default: String(cString: strerror(code)).lowercased()
        }
    }
}
