// Apple's framework brings Foundation, as this module does.
@_exported import Foundation

// CloudKit's records, zones and shares as values, as `import CloudKit` finds them. Records are
// made and read in memory; nothing reaches iCloud (see CKContainer).

/// A value a record's field holds: strings, numbers, dates, data, references, locations, and
/// arrays of them.
public protocol CKRecordValue {}
extension String: CKRecordValue {}
extension Int: CKRecordValue {}
extension Int64: CKRecordValue {}
extension Double: CKRecordValue {}
extension Bool: CKRecordValue {}
extension Date: CKRecordValue {}
extension Data: CKRecordValue {}
extension NSString: CKRecordValue {}
extension NSNumber: CKRecordValue {}
extension Array: CKRecordValue where Element: CKRecordValue {}

/// A token saying how far a fetch of changes got.
public final class CKServerChangeToken: NSObject, @unchecked Sendable {
    override init() { super.init() }
}

/// A zone of a database that records are kept in, as CloudKit's `CKRecordZone`.
open class CKRecordZone: NSObject, @unchecked Sendable {
    /// A zone's name and owner.
    public struct ID: Hashable, Sendable {
        /// The zone's name.
        public let zoneName: String
        /// Its owner (`CKCurrentUserDefaultName` for the user's own).
        public let ownerName: String

        /// The zone `zoneName` of `ownerName`.
        public init(zoneName: String = CKRecordZone.ID.defaultZoneName, ownerName: String = CKCurrentUserDefaultName) {
            self.zoneName = zoneName
            self.ownerName = ownerName
        }

        /// The default zone's name.
        public static let defaultZoneName = "_defaultZone"
        /// The default zone.
        public static let `default` = ID()
    }

    /// The zone's name and owner.
    public let zoneID: ID

    /// The user's zone `zoneName`.
    public init(zoneName: String) {
        zoneID = ID(zoneName: zoneName)
    }

    /// The zone `zoneID`.
    public init(zoneID: ID) {
        self.zoneID = zoneID
    }

    /// The database's default zone.
    open class func `default`() -> CKRecordZone { CKRecordZone(zoneID: .default) }
}

/// The name CloudKit gives the current user as an owner.
public let CKCurrentUserDefaultName = "__defaultOwner__"

/// A record: a type and fields, as CloudKit's `CKRecord`.
open class CKRecord: NSObject, @unchecked Sendable {
    /// A record's name in its zone.
    public struct ID: Hashable, Sendable {
        /// The record's name.
        public let recordName: String
        /// The zone it is in.
        public let zoneID: CKRecordZone.ID

        /// The record `recordName` in `zoneID`.
        public init(recordName: String, zoneID: CKRecordZone.ID = .default) {
            self.recordName = recordName
            self.zoneID = zoneID
        }

        /// A record of a new unique name in `zoneID`.
        public init(zoneID: CKRecordZone.ID = .default) {
            self.init(recordName: UUID().uuidString, zoneID: zoneID)
        }
    }

    /// A reference from one record to another.
    public final class Reference: NSObject, CKRecordValue, @unchecked Sendable {
        /// What deleting the referenced record does.
        public enum Action: UInt, Sendable { case none = 0, deleteSelf = 1 }
        /// The record referred to.
        public let recordID: ID
        /// What deleting it does.
        public let action: Action

        /// A reference to `recordID`.
        public init(recordID: ID, action: Action) {
            self.recordID = recordID
            self.action = action
        }

        /// A reference to `record`.
        public convenience init(record: CKRecord, action: Action) {
            self.init(recordID: record.recordID, action: action)
        }
    }

    /// The record's type (`"Contact"`).
    public let recordType: String
    /// Its name and zone.
    public let recordID: ID
    /// When it was made on the server: never at rest.
    open var creationDate: Date? { nil }
    /// When it was last changed on the server: never at rest.
    open var modificationDate: Date? { nil }
    /// The share it is shared through, if any.
    open internal(set) var share: Reference?
    /// Its parent, for sharing a hierarchy.
    open var parent: Reference?
    private var fields: [String: any CKRecordValue] = [:]

    /// A record of `recordType` named `recordID`.
    public init(recordType: String, recordID: ID = ID()) {
        self.recordType = recordType
        self.recordID = recordID
    }

    /// A record of `recordType` with a new name in `zoneID`.
    public convenience init(recordType: String, zoneID: CKRecordZone.ID) {
        self.init(recordType: recordType, recordID: ID(zoneID: zoneID))
    }

    /// The field `key`.
    open subscript(key: String) -> (any CKRecordValue)? {
        get { fields[key] }
        set { fields[key] = newValue }
    }

    /// The names of the fields that hold values.
    open func allKeys() -> [String] { fields.keys.sorted() }

    /// Sets `parent` to refer to `parentRecord`.
    open func setParent(_ parentRecord: CKRecord?) {
        parent = parentRecord.map { Reference(record: $0, action: .none) }
    }
}

/// A record that shares another and its children with other people, as CloudKit's `CKShare`.
open class CKShare: CKRecord, @unchecked Sendable {
    /// The share's own fields.
    public enum SystemFieldKey {
        /// The title shown to people it is shared with.
        public static let title = "cloudkit.title"
        /// A thumbnail's data.
        public static let thumbnailImageData = "cloudkit.thumbnailImageData"
        /// The type of what is shared.
        public static let shareType = "cloudkit.type"
    }

    /// What people with the link may do.
    public enum ParticipantPermission: Int, Sendable { case unknown = 0, none, readOnly, readWrite }

    /// Someone a share is shared with.
    public final class Participant: NSObject, @unchecked Sendable {
        /// What they may do.
        public var permission: ParticipantPermission = .readOnly
    }

    /// What a share link tells the app that accepts it, as `CKShare.Metadata`.
    public final class Metadata: NSObject, @unchecked Sendable {
        /// The share.
        public let share: CKShare
        /// The shared record's name.
        public let rootRecordID: CKRecord.ID
        /// The container the share is in.
        public let containerIdentifier: String

        init(share: CKShare, rootRecordID: CKRecord.ID, containerIdentifier: String) {
            self.share = share
            self.rootRecordID = rootRecordID
            self.containerIdentifier = containerIdentifier
        }
    }

    /// What anyone with the link may do: nothing until set.
    open var publicPermission: ParticipantPermission = .none
    /// The people it is shared with: its owner alone.
    open var participants: [Participant] { [owner] }
    /// Its owner.
    public let owner = Participant()
    /// Its link: none until saved to iCloud, which does not happen at rest.
    open var url: URL? { nil }

    /// A share of `rootRecord` (and its children), which now refers to it.
    public init(rootRecord: CKRecord) {
        super.init(recordType: "cloudkit.share", recordID: CKRecord.ID(zoneID: rootRecord.recordID.zoneID))
        rootRecord.share = Reference(recordID: recordID, action: .none)
    }

    /// A share of a whole zone.
    public init(recordZoneID: CKRecordZone.ID) {
        super.init(recordType: "cloudkit.share", recordID: CKRecord.ID(recordName: "cloudkit.zoneshare", zoneID: recordZoneID))
    }
}
