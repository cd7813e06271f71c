import Foundation
import Testing

@testable import SwitchboardMessaging

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A save failure this machine produces in the test process, even as root, and the `errno` it gives.
enum ProducibleSaveFault: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case folderAtPath, nameTooLong, linkLoop

    var code: Int32 {
        switch self {
        case .folderAtPath: EISDIR
        case .nameTooLong: ENAMETOOLONG
        case .linkLoop: ELOOP
        }
    }

    var testDescription: String {
        switch self {
        case .folderAtPath: "a folder where the file should be (EISDIR)"
        case .nameTooLong: "a file name of 256 bytes (ENAMETOOLONG)"
        case .linkLoop: "a folder that is a loop of symbolic links (ELOOP)"
        }
    }

    /// Sets the fault up in `folder`; returns the settings file a save must fail to write.
    func prepare(in folder: URL) throws -> URL {
        switch self {
        case .folderAtPath:
            let file = folder.appendingPathComponent("prefs.json")
            try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
            return file
        case .nameTooLong:
            return folder.appendingPathComponent(String(repeating: "n", count: 251) + ".json")
        case .linkLoop:
            let (first, second) = (folder.appendingPathComponent("first"), folder.appendingPathComponent("second"))
            try FileManager.default.createSymbolicLink(atPath: first.path, withDestinationPath: second.path)
            try FileManager.default.createSymbolicLink(atPath: second.path, withDestinationPath: first.path)
            return first.appendingPathComponent("prefs.json")
        }
    }
}

/// A file-system call of the save, failing in a way this machine produces, and the `errno` it gives.
enum ProducibleCallFault: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case replaceThroughFile, foldersThroughFile, folderIsFile
    #if os(Linux)
        case fullDevice
    #endif

    var testDescription: String {
        switch self {
        case .replaceThroughFile: "replacing a file whose folder is a file (ENOTDIR)"
        case .foldersThroughFile: "making folders below a file (ENOTDIR)"
        case .folderIsFile: "making a folder where a file is (ENOTDIR)"
        #if os(Linux)
            case .fullDevice: "writing to /dev/full (ENOSPC)"
        #endif
        }
    }

    var code: Int32 {
        #if os(Linux)
            if self == .fullDevice { return ENOSPC }
        #endif
        return ENOTDIR
    }

    /// The failure the call in `folder` gives: making folders names the file in the way.
    func failure(in folder: URL) -> SettingsFile.Failure {
        let fileInTheWay = folder.appendingPathComponent("plain").path
        switch self {
        case .foldersThroughFile, .folderIsFile: return SettingsFile.Failure(code: code, fileInTheWay: fileInTheWay)
        default: return SettingsFile.Failure(code: code)
        }
    }

    /// Makes the call in `folder`.
    func call(in folder: URL) throws {
        let file = folder.appendingPathComponent("plain")
        try Data("x".utf8).write(to: file)
        switch self {
        case .replaceThroughFile: try SettingsFile.replace(file.appendingPathComponent("prefs.json").path, with: Data())
        case .foldersThroughFile: try SettingsFile.makeFolders(file.appendingPathComponent("a/b").path)
        case .folderIsFile: try SettingsFile.makeFolders(file.path)
        #if os(Linux)
            case .fullDevice:
                let device = open("/dev/full", O_WRONLY | O_CLOEXEC)
                defer { close(device) }
                if let code = SettingsFile.writeAll(Data("{}".utf8), to: device) {
                    throw SettingsFile.Failure(code: code)
                }
        #endif
        }
    }
}

/// A save that fails is reported in plain words naming the file, from the `errno` of the call that
/// failed (Foundation's atomic write read "The operation could not be completed" on Linux).
@Suite("Settings file saves: a failed write says why, naming the file")
struct SettingsSaveErrorTests {
    @Test("a failed save names the file and the cause the system gave", arguments: ProducibleSaveFault.allCases)
    func failedSaveNamesTheCause(fault: ProducibleSaveFault) throws {
        let folder = try TemporaryFolder()
        let file = try fault.prepare(in: folder.url)
        let before = try folder.contents()

        let error = #expect(throws: SettingsStoreError.self) {
            try JSONFileSettingsStore<PreferencesV1>(fileURL: file).save(PreferencesV1(theme: "dark"))
        }

        #expect(error == .writeFailed(file: file, reason: SettingsFile.saveFailureReason(fault.code)))
        let sentence = try #require(error).description
        #expect(sentence.contains(file.path))
        #expect(!sentence.contains("NSCocoaErrorDomain") && !sentence.contains("could not be completed"), "\(sentence)")
        #expect(try folder.contents() == before, "nothing is left behind, no temporary file either")
        #expect(throws: SettingsFile.Failure(code: fault.code)) { try SettingsFile.replace(file.path, with: Data()) }
    }

    @Test("each file-system call of a save reports the errno the system gave", arguments: ProducibleCallFault.allCases)
    func callReportsErrno(fault: ProducibleCallFault) throws {
        let folder = try TemporaryFolder()
        #expect(throws: fault.failure(in: folder.url)) { try fault.call(in: folder.url) }
        #expect(try folder.contents() == ["plain"], "nothing is left behind")
    }

    @Test("a failed save reaches lastSaveError in the same words, and the value stays in memory")
    func failedSaveIsTheSettingsSaveError() throws {
        let folder = try TemporaryFolder()
        let file = try ProducibleSaveFault.nameTooLong.prepare(in: folder.url)
        let settings = SharedSettings(PreferencesV1(), store: JSONFileSettingsStore(fileURL: file))
        settings.update { $0.fontSize = 20 }
        settings.flush()

        let reason = SettingsFile.saveFailureReason(ENAMETOOLONG)
        #expect(settings.lastSaveError == .writeFailed(file: file, reason: reason))
        #expect(settings.value.fontSize == 20)
    }

    @Test("negative control: a save that succeeds replaces the file whole, keeps its mode and leaves nothing behind")
    func successfulSaveReplacesTheFile() throws {
        let folder = try TemporaryFolder()
        let file = try folder.file("prefs.json", containing: "{}")
        let earlier = folder.url.appendingPathComponent("earlier")
        try FileManager.default.linkItem(at: file, to: earlier)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)

        try JSONFileSettingsStore<PreferencesV1>(fileURL: file).save(PreferencesV1(theme: "dark"))

        #expect(try folder.decoded(PreferencesV1.self, from: "prefs.json") == PreferencesV1(theme: "dark"))
        #expect(try folder.bytes(of: "earlier") == Data("{}".utf8), "a new file was renamed over it, not written into")
        let mode = try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(try folder.contents() == ["earlier", "prefs.json"])
    }

    @Test(
        "each errno a save can meet reads as plain words, and the error names the file",
        arguments: [
            (EACCES, "permission denied"), (EPERM, "permission denied"), (EROFS, "read-only"),
            (ENOSPC, "no space left"), (EDQUOT, "no space left"), (EFBIG, "larger than the system allows"),
            (EISDIR, "is a folder, not a file"), (ENOTDIR, "a folder of the path is a file"),
            (ENAMETOOLONG, "longer than the file system allows"), (ELOOP, "loop of symbolic links"),
            (EIO, "input/output error"),
        ])
    func errnoReadsAsSentence(code: Int32, words: String) {
        let reason = SettingsFile.saveFailureReason(code)
        #expect(reason.contains(words), "\(reason)")
        #expect(!reason.contains("errno"), "not the fallback for causes the table lacks")
        let file = URL(fileURLWithPath: "/var/mobile/Library/prefs.json")
        #expect(
            SettingsStoreError.writeFailed(file: file, reason: reason).description
                == "Could not write settings file /var/mobile/Library/prefs.json: \(reason)")
    }

    @Test("negative control: an errno the table lacks reads as the system's words with its number; causes differ")
    func unlistedErrnoFallsBack() {
        #expect(
            SettingsFile.saveFailureReason(ETXTBSY)
                == "\(String(cString: strerror(ETXTBSY)).lowercased()) (errno \(ETXTBSY))")
        let groups: [[Int32]] = [
            [EACCES, EPERM], [EROFS], [ENOSPC, EDQUOT], [EFBIG], [EISDIR], [ENOTDIR], [ENAMETOOLONG], [ELOOP], [EIO],
        ]
        for group in groups {
            #expect(Set(group.map(SettingsFile.saveFailureReason)).count == 1, "one sentence for \(group)")
        }
        #expect(Set(groups.map { SettingsFile.saveFailureReason($0[0]) }).count == groups.count, "one per cause")
    }
}

/// The failures only another process can produce here: permission denied (tests run as root, who
/// may write anywhere) and a file-size limit (process-wide, so never set in the test process).
@Suite("Settings file saves: failures produced in a child process")
struct SettingsSaveErrorChildProcessTests {
    /// Saves through the store and writes its error's description to standard error, then makes the
    /// same kind of write directly (64 bytes) and writes `errno=<code>`; exits successfully.
    static func saveReporting(to path: String) -> Never {
        do {
            try JSONFileSettingsStore<PreferencesV1>(fileURL: URL(fileURLWithPath: path)).save(
                PreferencesV1(theme: "dark"))
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
        }
        do throws(SettingsFile.Failure) {
            try SettingsFile.replace(path, with: Data(repeating: UInt8(ascii: " "), count: 64))
        } catch {
            FileHandle.standardError.write(Data("errno=\(error.code)\n".utf8))
        }
        exit(EXIT_SUCCESS)
    }

    /// ``saveReporting(to:)`` as the user nobody when run as root (as an app runs), else as is.
    static func saveWithoutRootRights(to path: String) -> Never {
        if getuid() == 0, setgroups(0, nil) != 0 || setgid(65_534) != 0 || setuid(65_534) != 0 {
            FileHandle.standardError.write(Data("could not drop root's rights\n".utf8))
            exit(EXIT_FAILURE)
        }
        saveReporting(to: path)
    }

    /// Checks that the child reported `code` from the direct write and the store's sentence for it.
    static func expectReported(_ code: Int32, for path: String, in result: ExitTest.Result?) throws {
        let output = String(decoding: try #require(result).standardErrorContent, as: UTF8.self)
        #expect(output.contains("errno=\(code)\n"), "\(output)")
        let sentence = "Could not write settings file \(path): \(SettingsFile.saveFailureReason(code))"
        #expect(output.contains(sentence), "\(output)")
    }

    @Test("a folder the process may not write in: permission denied (EACCES)")
    func permissionDenied() async throws {
        let folder = try TemporaryFolder()
        let locked = folder.url.appendingPathComponent("locked")
        try FileManager.default.createDirectory(
            at: locked, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o555])
        let path = locked.appendingPathComponent("prefs.json").path

        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            [path = path as String] in
            SettingsSaveErrorChildProcessTests.saveWithoutRootRights(to: path)
        }

        try Self.expectReported(EACCES, for: path, in: result)
        #expect(try FileManager.default.contentsOfDirectory(atPath: locked.path).isEmpty)
    }

    @Test(
        "another user's file in a shared folder with the sticky bit: permission denied (EPERM), the file intact",
        .enabled(if: getuid() == 0, "needs root to own the file another user may not replace"))
    func replacingAnotherUsersFileIsRefused() async throws {
        let folder = try TemporaryFolder()
        let shared = folder.url.appendingPathComponent("shared")
        try FileManager.default.createDirectory(
            at: shared, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o1777])
        let file = try folder.file("shared/prefs.json", containing: #"{"theme": "light"}"#)

        let path = file.path

        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            [path = path as String] in
            SettingsSaveErrorChildProcessTests.saveWithoutRootRights(to: path)
        }

        try Self.expectReported(EPERM, for: path, in: result)
        #expect(try Data(contentsOf: file) == Data(#"{"theme": "light"}"#.utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: shared.path) == ["prefs.json"])
    }

    @Test("a file larger than the process's file-size limit: EFBIG")
    func fileTooLarge() async throws {
        let folder = try TemporaryFolder()
        let path = folder.url.appendingPathComponent("prefs.json").path

        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            [path = path as String] in
            #if os(Linux)
                let resource = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
            #else
                let resource = RLIMIT_FSIZE
            #endif
            // Past the limit a write fails with EFBIG once SIGXFSZ, which would end the process, is ignored.
            _ = signal(SIGXFSZ, SIG_IGN)
            var limit = rlimit()
            _ = getrlimit(resource, &limit)
            limit.rlim_cur = 8
            _ = setrlimit(resource, &limit)
            SettingsSaveErrorChildProcessTests.saveReporting(to: path)
        }

        try Self.expectReported(EFBIG, for: path, in: result)
        #expect(try folder.contents().isEmpty, "the cut-off file was removed")
    }
}
