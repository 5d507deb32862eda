// SKELETON — the tool helper replaces this file.
@_implementationOnly import SwiftParser
@_implementationOnly import SwiftSyntax

/// Whether `source` parses as Swift without syntax errors.
public func snippetParses(_ source: String) -> Bool {
    !Parser.parse(source: source).hasError
}
