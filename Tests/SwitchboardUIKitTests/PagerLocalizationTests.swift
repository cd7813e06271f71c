#if os(iOS) || (os(Linux) && canImport(UIKitStandIn))
    import Foundation
    import Testing

    @testable import SwitchboardUIKit

    @Suite("The pager's VoiceOver position is localized from the adapter's own strings")
    @MainActor
    struct PagerLocalizationTests {
        /// The adapter's `language.lproj` folder, as a bundle of its own.
        private func localization(_ language: String) throws -> Bundle {
            let path = try #require(Bundle.switchboardUIKit.path(forResource: language, ofType: "lproj"))
            return try #require(Bundle(path: path))
        }

        @Test(
            "Each shipped language reads the position its own way",
            arguments: [("en", "page 2 of 5"), ("fr", "page 2 sur 5"), ("de", "Seite 2 von 5")])
        func eachLanguage(_ language: String, _ expected: String) throws {
            #expect(PagingContainerViewController.pagePosition(2, of: 5, in: try localization(language)) == expected)
        }

        @Test("With the process's languages (English here) the pager says the English position")
        func defaultLanguage() {
            #expect(PagingContainerViewController.pagePosition(1, of: 3) == "page 1 of 3")
        }

        @Test("Negative control: a bundle without the strings falls back to the English text, not the key")
        func missingStringsFallBack() {
            let empty = Bundle(path: FileManager.default.temporaryDirectory.path) ?? .main
            #expect(PagingContainerViewController.pagePosition(3, of: 4, in: empty) == "page 3 of 4")
        }
    }
#endif
