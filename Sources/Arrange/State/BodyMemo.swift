import Foundation
import Observation
@_spi(Reflection) import Swift

/// The bodies of the views of one picture whose body is a function of their value alone, kept
/// by identity from one layout to the next, so that a view SwiftUI would not evaluate again is
/// not evaluated again.
///
/// SwiftUI evaluates a view's body again only when the view's value changed or something the
/// body read did (state, the environment, an observed object). After an `onAppear` changed the
/// state of a view deep in the tree, the views above it keep the bodies they had, and what
/// those bodies made (a model container made in a modifier's initialiser, say) stays the same.
/// Arrange builds the whole tree again in each layout; it keeps a body when:
/// 1. the view has no property wrappers, and its stored properties hold no references: only
///    plain values and closures that capture nothing (`ValueOnlyFields`), so the body can read
///    nothing through them that an action could have changed;
/// 2. its value is the same, byte for byte, as the one built at its identity in the layout
///    before;
/// 3. no `@Observable` property the body read has changed since (Observation's tracking).
final class BodyMemo {
    private struct Entry {
        let bytes: [UInt8]
        let body: Any
        let changed: ObservedChange
    }

    private var earlier: [ViewIdentity: Entry] = [:]
    private var current: [ViewIdentity: Entry] = [:]

    /// Begins a layout.
    func startLayout() {
        earlier = current
        current = [:]
    }

    /// `view`'s body: the one kept at `identity` when the rules allow, else `evaluate()`'s.
    func body<Subject, Body>(of view: Subject, at identity: ViewIdentity, _ evaluate: () -> Body) -> Body {
        guard ValueOnlyFields.of(Subject.self).isValueOnly, let bytes = ValueOnlyFields.bytes(of: view) else { return evaluate() }
        if let entry = earlier[identity], entry.bytes == bytes, !entry.changed.happened, let body = entry.body as? Body {
            current[identity] = entry
            return body
        }
        let changed = ObservedChange()
        let body = withObservationTracking(evaluate) { changed.record() }
        current[identity] = Entry(bytes: bytes, body: body, changed: changed)
        return body
    }
}

/// Whether something the body of a view read through Observation changed.
private final class ObservedChange: @unchecked Sendable {
    private let lock = NSLock()
    private var changed = false

    var happened: Bool {
        lock.lock()
        defer { lock.unlock() }
        return changed
    }

    func record() {
        lock.lock()
        changed = true
        lock.unlock()
    }
}

/// Whether a view type's stored properties hold only plain values and closures (rule 1 of
/// `BodyMemo`), and where its closures keep what they capture; worked out once per type.
struct ValueOnlyFields: Sendable {
    /// Whether every stored property, at any depth, is a plain value (no references) or a closure.
    let isValueOnly: Bool
    /// The offsets of the closures' context words: a closure that captures something has one.
    let closureContexts: [Int]

    /// The type's fields, worked out the first time it is asked for.
    static func of(_ type: Any.Type) -> ValueOnlyFields {
        known.value(for: type) {
            var contexts: [Int] = []
            let valueOnly = locate(in: type, at: 0, contexts: &contexts)
            return ValueOnlyFields(isValueOnly: valueOnly, closureContexts: valueOnly ? contexts : [])
        }
    }

    private static let known = TypeTable<ValueOnlyFields>()

    /// The bytes of `value`, a value of a value-only type, when none of its closures captures
    /// anything; else `nil`.
    static func bytes<Subject>(of value: Subject) -> [UInt8]? {
        let fields = of(Subject.self)
        return withUnsafeBytes(of: value) { raw -> [UInt8]? in
            for offset in fields.closureContexts where raw.load(fromByteOffset: offset, as: UInt.self) != 0 {
                return nil
            }
            return Array(raw)
        }
    }

    /// The metadata kinds of the Swift runtime this reads.
    private enum Kind {
        static let structure = 0x200
        static let function = 0x302
    }

    /// Whether `type`, stored at `offset`, is value-only; adds its closures' context offsets.
    private static func locate(in type: Any.Type, at offset: Int, contexts: inout [Int]) -> Bool {
        if isPlainValue(type) { return true }
        switch unsafeBitCast(type, to: UnsafeRawPointer.self).load(as: Int.self) {
        case Kind.function:
            // A thick closure is a function pointer and a context; a thin one has no context.
            if size(of: type) == 2 * MemoryLayout<UInt>.size { contexts.append(offset + MemoryLayout<UInt>.size) }
            return true
        case Kind.structure:
            var valueOnly = true
            let enumerated = _forEachField(of: type, options: []) { _, fieldOffset, fieldType, _ in
                valueOnly = locate(in: fieldType, at: offset + fieldOffset, contexts: &contexts)
                return valueOnly
            }
            return enumerated && valueOnly
        default:
            return false
        }
    }

    private static func isPlainValue<T>(_ type: T.Type) -> Bool { _isPOD(type) }
    private static func size<T>(of type: T.Type) -> Int { MemoryLayout<T>.size }
}
