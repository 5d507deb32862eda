import Foundation

// CloudKit's containers and databases, as `import CloudKit` finds them. Arrange's device is
// signed out of iCloud: the account status is `.noAccount`, and every call that would reach
// iCloud fails with `CKError.notAuthenticated`, as it does on a phone without an account, so
// apps show the state they show then.

/// Why a CloudKit call failed, as CloudKit's `CKError`.
public struct CKError: Error, Hashable, Sendable {
    /// The kinds of failure.
    public enum Code: Int, Sendable {
        case internalError = 1, partialFailure = 2, networkUnavailable = 3, networkFailure = 4, badContainer = 5
        case serviceUnavailable = 6, requestRateLimited = 7, missingEntitlement = 8, notAuthenticated = 9
        case permissionFailure = 10, unknownItem = 11, invalidArguments = 12, serverRecordChanged = 14
        case zoneNotFound = 26, quotaExceeded = 25, userDeletedZone = 28, accountTemporarilyUnavailable = 36
    }

    /// The kind of failure.
    public let code: Code

    /// A failure of kind `code`.
    public init(_ code: Code) {
        self.code = code
    }

    public static var notAuthenticated: Code { .notAuthenticated }
    public static var unknownItem: Code { .unknownItem }
    public static var zoneNotFound: Code { .zoneNotFound }
    public static var networkUnavailable: Code { .networkUnavailable }
    public static var partialFailure: Code { .partialFailure }
    public static var serverRecordChanged: Code { .serverRecordChanged }
}

/// Whether the device is signed in to iCloud.
public enum CKAccountStatus: Int, Sendable {
    case couldNotDetermine = 0, available = 1, restricted = 2, noAccount = 3, temporarilyUnavailable = 4
}

/// An app's iCloud container, as CloudKit's `CKContainer`: the device is signed out, so its
/// account status is `.noAccount` and its databases refuse every call.
open class CKContainer: NSObject, @unchecked Sendable {
    /// The container's identifier (`iCloud.com.example.app`).
    public let containerIdentifier: String?

    /// The container `containerIdentifier`.
    public init(identifier containerIdentifier: String) {
        self.containerIdentifier = containerIdentifier
    }

    private init(defaultContainer: Void) {
        containerIdentifier = nil
    }

    /// The app's default container.
    open class func `default`() -> CKContainer { CKContainer(defaultContainer: ()) }

    /// The user's private data.
    open var privateCloudDatabase: CKDatabase { CKDatabase(scope: .private) }
    /// Data everyone using the app sees.
    open var publicCloudDatabase: CKDatabase { CKDatabase(scope: .public) }
    /// Data others shared with the user.
    open var sharedCloudDatabase: CKDatabase { CKDatabase(scope: .shared) }

    /// The database of `scope`.
    open func database(with scope: CKDatabase.Scope) -> CKDatabase { CKDatabase(scope: scope) }

    /// Whether the device is signed in: `.noAccount`.
    open func accountStatus() async throws -> CKAccountStatus { .noAccount }

    /// Tells `completionHandler` the account status: `.noAccount`.
    open func accountStatus(completionHandler: @escaping (CKAccountStatus, (any Error)?) -> Void) {
        completionHandler(.noAccount, nil)
    }

    /// Runs `operation`: it fails at once with `CKError.notAuthenticated`.
    open func add(_ operation: CKOperation) {
        operation.finish(with: CKError(.notAuthenticated))
    }
}

/// A database of a container, as CloudKit's `CKDatabase`: every call fails with
/// `CKError.notAuthenticated`, the device being signed out of iCloud.
open class CKDatabase: NSObject, @unchecked Sendable {
    /// Whose data the database holds.
    public enum Scope: Int, Sendable {
        case `public` = 1, `private` = 2, shared = 3
    }

    /// The changes to one zone's records since a change token, as `recordZoneChanges` returns them.
    public enum RecordZoneChange {
        /// A record saved.
        public struct Modification: Sendable {
            /// The record as saved.
            public let record: CKRecord
        }

        /// A record deleted.
        public struct Deletion: Sendable {
            /// The record's name.
            public let recordID: CKRecord.ID
            /// Its type.
            public let recordType: String
        }
    }

    /// Whose data the database holds.
    public let databaseScope: Scope

    init(scope: Scope) {
        databaseScope = scope
    }

    private func signedOut() -> CKError { CKError(.notAuthenticated) }

    /// Saves `record`: fails, signed out.
    @discardableResult
    open func save(_ record: CKRecord) async throws -> CKRecord { throw signedOut() }
    /// The record `recordID`: fails, signed out.
    open func record(for recordID: CKRecord.ID) async throws -> CKRecord { throw signedOut() }
    /// Deletes the record `recordID`: fails, signed out.
    @discardableResult
    open func deleteRecord(withID recordID: CKRecord.ID) async throws -> CKRecord.ID { throw signedOut() }

    /// Saves and deletes records: fails, signed out.
    open func modifyRecords(
        saving recordsToSave: [CKRecord], deleting recordIDsToDelete: [CKRecord.ID], savePolicy: CKModifyRecordsOperation.RecordSavePolicy = .ifServerRecordUnchanged,
        atomically: Bool = true
    ) async throws -> (saveResults: [CKRecord.ID: Result<CKRecord, any Error>], deleteResults: [CKRecord.ID: Result<Void, any Error>]) {
        throw signedOut()
    }

    /// Saves and deletes zones: fails, signed out.
    open func modifyRecordZones(
        saving recordZonesToSave: [CKRecordZone], deleting recordZoneIDsToDelete: [CKRecordZone.ID]
    ) async throws -> (saveResults: [CKRecordZone.ID: Result<CKRecordZone, any Error>], deleteResults: [CKRecordZone.ID: Result<Void, any Error>]) {
        throw signedOut()
    }

    /// The changes to the zone `zoneID` since `changeToken`: fails, signed out.
    open func recordZoneChanges(
        inZoneWith zoneID: CKRecordZone.ID, since changeToken: CKServerChangeToken?
    ) async throws -> (modificationResultsByID: [CKRecord.ID: Result<RecordZoneChange.Modification, any Error>],
                       deletions: [RecordZoneChange.Deletion], changeToken: CKServerChangeToken, moreComing: Bool) {
        throw signedOut()
    }

    /// Every zone of the database: fails, signed out.
    open func allRecordZones() async throws -> [CKRecordZone] { throw signedOut() }

    /// The records `query` matches: fails, signed out.
    open func records(
        matching query: CKQuery, inZoneWith zoneID: CKRecordZone.ID? = nil, desiredKeys: [String]? = nil, resultsLimit: Int = 0
    ) async throws -> (matchResults: [(CKRecord.ID, Result<CKRecord, any Error>)], queryCursor: CKQueryOperation.Cursor?) {
        throw signedOut()
    }

    /// Runs `operation`: it fails at once with `CKError.notAuthenticated`.
    open func add(_ operation: CKOperation) {
        operation.finish(with: signedOut())
    }
}

/// A query for records of a type, as CloudKit's `CKQuery`.
open class CKQuery: NSObject, @unchecked Sendable {
    /// The type of the records looked for.
    public let recordType: String
    /// Which records match.
    public let predicate: NSPredicate
    /// Their order.
    open var sortDescriptors: [NSSortDescriptor]?

    /// Records of `recordType` matching `predicate`.
    public init(recordType: String, predicate: NSPredicate) {
        self.recordType = recordType
        self.predicate = predicate
    }
}

/// A unit of CloudKit work, as `CKOperation`: added to a container or database, it fails at
/// once, signed out.
open class CKOperation: Operation, @unchecked Sendable {
    /// How urgent the work is.
    open override var qualityOfService: QualityOfService {
        get { storedQualityOfService }
        set { storedQualityOfService = newValue }
    }
    private var storedQualityOfService: QualityOfService = .default

    /// Reports `error` to the operation's blocks.
    open func finish(with error: any Error) {}
}

/// Saves and deletes records, as `CKModifyRecordsOperation`.
open class CKModifyRecordsOperation: CKOperation, @unchecked Sendable {
    /// When a save replaces the server's record.
    public enum RecordSavePolicy: Int, Sendable { case ifServerRecordUnchanged = 0, changedKeys = 1, allKeys = 2 }

    /// The records to save.
    open var recordsToSave: [CKRecord]?
    /// The records to delete.
    open var recordIDsToDelete: [CKRecord.ID]?
    /// When a save replaces the server's record.
    open var savePolicy: RecordSavePolicy = .ifServerRecordUnchanged
    /// Told how the whole operation ended.
    open var modifyRecordsResultBlock: ((Result<Void, any Error>) -> Void)?

    /// An operation saving `recordsToSave` and deleting `recordIDsToDelete`.
    public init(recordsToSave: [CKRecord]? = nil, recordIDsToDelete: [CKRecord.ID]? = nil) {
        self.recordsToSave = recordsToSave
        self.recordIDsToDelete = recordIDsToDelete
    }

    open override func finish(with error: any Error) { modifyRecordsResultBlock?(.failure(error)) }
}

/// Runs a query, as `CKQueryOperation`.
open class CKQueryOperation: CKOperation, @unchecked Sendable {
    /// Where a query's results continue.
    public final class Cursor: NSObject, @unchecked Sendable {}

    /// The query.
    public let query: CKQuery?
    /// Told each record matched.
    open var recordMatchedBlock: ((CKRecord.ID, Result<CKRecord, any Error>) -> Void)?
    /// Told how the query ended.
    open var queryResultBlock: ((Result<Cursor?, any Error>) -> Void)?

    /// An operation running `query`.
    public init(query: CKQuery) {
        self.query = query
    }

    open override func finish(with error: any Error) { queryResultBlock?(.failure(error)) }
}

/// Accepts shares from their links, as `CKAcceptSharesOperation`.
open class CKAcceptSharesOperation: CKOperation, @unchecked Sendable {
    /// The shares to accept.
    open var shareMetadatas: [CKShare.Metadata]
    /// Told how each share's acceptance ended.
    open var perShareResultBlock: ((CKShare.Metadata, Result<CKShare, any Error>) -> Void)?
    /// Told how the whole operation ended.
    open var acceptSharesResultBlock: ((Result<Void, any Error>) -> Void)?

    /// An operation accepting `shareMetadatas`.
    public init(shareMetadatas: [CKShare.Metadata]) {
        self.shareMetadatas = shareMetadatas
    }

    open override func finish(with error: any Error) {
        for metadata in shareMetadatas { perShareResultBlock?(metadata, .failure(error)) }
        acceptSharesResultBlock?(.failure(error))
    }
}
