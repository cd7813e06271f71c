import Foundation

#if canImport(Glibc)
    internal import Glibc
#elseif canImport(Musl)
    internal import Musl
#elseif canImport(Darwin)
    internal import Darwin
#endif

// The store's file operations, done with POSIX calls so every failure has an `errno` the store
// can describe in its own words (Foundation's errors read "NSCocoaErrorDomain Code=256 (null)").
extension JSONFileSettingsStore {
    /// The file's bytes, or `nil` when there is no file.
    ///
    /// - Throws: ``SettingsStoreError/unreadable(file:reason:)`` when something is there but
    ///   cannot be read.
    func readFile() throws(SettingsStoreError) -> [UInt8]? {
        let descriptor = open(fileURL.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            // A missing file, or a missing folder (or a file where a folder should be) above it:
            // nothing is stored there, so nothing can be lost; a save reports why it cannot write.
            if code == ENOENT || code == ENOTDIR { return nil }
            throw .unreadable(file: fileURL, reason: FileProblem.describe(code))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else {
            throw .unreadable(file: fileURL, reason: FileProblem.describe(errno))
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            let kind = status.st_mode & S_IFMT == S_IFDIR ? "a folder" : "not a regular file"
            throw .unreadable(file: fileURL, reason: "the path is \(kind), not a settings file")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: max(4096, Int(status.st_size) + 1))
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count == 0 { return bytes }
            guard count > 0 else {
                let code = errno
                if code == EINTR { continue }
                throw .unreadable(file: fileURL, reason: FileProblem.describe(code))
            }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// Replaces the file with `bytes` atomically: a hidden temporary file in the same folder is
    /// written and flushed, then renamed over the target. A failure leaves the previous file intact.
    func writeAtomically(_ bytes: [UInt8]) throws(SettingsStoreError) {
        let folder = fileURL.deletingLastPathComponent()
        try createFolder(folder)
        let temporary = folder.appendingPathComponent(".\(fileURL.lastPathComponent).tmp-\(UUID().uuidString)").path
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw .writeFailed(
                file: fileURL, reason: "could not create a file in \(folder.path): \(FileProblem.describe(errno))")
        }
        var failure: Int32?
        var written = 0
        while failure == nil, written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count >= 0 {
                written += count
            } else if errno != EINTR {
                failure = errno
            }
        }
        if failure == nil, fsync(descriptor) != 0 {
            failure = errno
        }
        if close(descriptor) != 0, failure == nil {
            failure = errno
        }
        if let failure {
            unlink(temporary)
            throw .writeFailed(
                file: fileURL, reason: "could not write the new contents: \(FileProblem.describe(failure))")
        }
        // `rename` replaces the destination atomically; Foundation's `moveItem` refuses to.
        guard rename(temporary, fileURL.path) == 0 else {
            let code = errno
            unlink(temporary)
            throw .writeFailed(file: fileURL, reason: "could not replace the file: \(FileProblem.describe(code))")
        }
    }

    /// Creates `folder` and any missing folders above it.
    private func createFolder(_ folder: URL) throws(SettingsStoreError) {
        var status = stat()
        if stat(folder.path, &status) == 0 {
            guard status.st_mode & S_IFMT == S_IFDIR else {
                throw .writeFailed(file: fileURL, reason: "\(folder.path) is a file, not a folder")
            }
            return
        }
        let code = errno
        // Missing, or below a file: walking up finds (and names) the file in the way.
        guard code == ENOENT || code == ENOTDIR else {
            throw .writeFailed(
                file: fileURL, reason: "could not reach the folder \(folder.path): \(FileProblem.describe(code))")
        }
        let parent = folder.deletingLastPathComponent()
        if parent.path != folder.path {
            try createFolder(parent)
        }
        guard mkdir(folder.path, 0o755) == 0 || errno == EEXIST else {
            throw .writeFailed(
                file: fileURL, reason: "could not create the folder \(folder.path): \(FileProblem.describe(errno))")
        }
    }

    /// Renames the file to the first free `<name>.corrupt-<n>` and describes what happened.
    func moveAside(because problem: SettingsDataProblem) -> SettingsStoreError {
        let folder = fileURL.deletingLastPathComponent()
        for attempt in 1... {
            let aside = folder.appendingPathComponent("\(fileURL.lastPathComponent).corrupt-\(attempt)")
            switch moveWithoutReplacing(to: aside.path) {
            case 0:
                return .corrupt(file: fileURL, movedTo: aside, problem: problem)
            case EEXIST:
                continue
            case let code:
                return .corruptNotMovedAside(file: fileURL, problem: problem, reason: FileProblem.describe(code))
            }
        }
        fatalError("unreachable: the attempts never run out")
    }

    /// Moves the file to `destination` unless something is there already.
    ///
    /// - Returns: 0, or the `errno` of the failure (`EEXIST` when `destination` is taken).
    private func moveWithoutReplacing(to destination: String) -> Int32 {
        // `link` never replaces an existing file, so two loaders cannot clobber each other's copy.
        if link(fileURL.path, destination) == 0 {
            guard unlink(fileURL.path) == 0 else {
                let code = errno
                unlink(destination)
                return code
            }
            return 0
        }
        let code = errno
        if code == EEXIST { return code }
        // File systems without hard links: check, then rename.
        var status = stat()
        if lstat(destination, &status) == 0 { return EEXIST }
        return rename(fileURL.path, destination) == 0 ? 0 : errno
    }
}

/// Turns an `errno` into a phrase about files.
enum FileProblem {
    static func describe(_ code: Int32) -> String {
        switch code {
        case EACCES, EPERM: "permission denied"
        case ENOENT: "no such file or folder"
        case ENOTDIR: "part of the path is a file, not a folder"
        case EISDIR: "the path is a folder"
        case ENOSPC: "the disk is full"
        case EDQUOT: "the disk quota is used up"
        case EROFS: "the file system is read-only"
        case ELOOP: "the path has too many symbolic links"
        case ENAMETOOLONG: "the path is too long"
        case EIO: "the device reported an input/output error"
        case EXDEV: "the paths are on different file systems"
        default: "system error \(code) (\(String(cString: strerror(code))))"
        }
    }
}
