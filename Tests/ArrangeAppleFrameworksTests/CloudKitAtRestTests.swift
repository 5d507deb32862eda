// CloudKit as `import CloudKit` finds it: records and shares are values made in memory, and the
// device is signed out of iCloud, so every call that would reach it fails as it does then.
import ArrangeCloudKit
import ArrangeUIKit
import Foundation
import Testing

/// A contact kept in a record, as CloudKit samples write it.
private struct Contact {
    let name: String
    let record: CKRecord

    init?(record: CKRecord) {
        guard let name = record["name"] as? String else { return nil }
        self.name = name
        self.record = record
    }
}

@Suite("CloudKit at rest")
struct CloudKitAtRestTests {
    @Test func recordsAndSharesAreValuesReadBackInMemory() throws {
        let zone = CKRecordZone(zoneName: "Contacts")
        let record = CKRecord(recordType: "SharedContact", recordID: CKRecord.ID(zoneID: zone.zoneID))
        record["name"] = "Ada"
        record["visits"] = 3
        let contact = try #require(Contact(record: record))
        #expect(contact.name == "Ada")
        #expect(record["visits"] as? Int == 3)
        #expect(record.recordID.zoneID.zoneName == "Contacts" && record.allKeys() == ["name", "visits"])
        let share = CKShare(rootRecord: record)
        share[CKShare.SystemFieldKey.title] = "Contact: Ada"
        #expect(record.share?.recordID == share.recordID)
        #expect(share["cloudkit.title"] as? String == "Contact: Ada")
        #expect(share.url == nil)
    }

    @Test func theDeviceIsSignedOutSoEveryCallToICloudFails() async throws {
        let container = CKContainer(identifier: "iCloud.com.example.contacts")
        #expect(try await container.accountStatus() == .noAccount)
        var failure: CKError?
        do {
            _ = try await container.privateCloudDatabase.recordZoneChanges(inZoneWith: CKRecordZone.ID(zoneName: "Contacts"), since: nil)
        } catch {
            failure = error as? CKError
        }
        #expect(failure?.code == .notAuthenticated)
        var ended: Result<Void, any Error>?
        let operation = CKModifyRecordsOperation(recordsToSave: [CKRecord(recordType: "Note")])
        operation.modifyRecordsResultBlock = { ended = $0 }
        container.privateCloudDatabase.add(operation)
        if case .failure(let error)? = ended { #expect((error as? CKError)?.code == CKError.notAuthenticated) } else { Issue.record("no failure") }
    }

    @MainActor
    @Test func aSharingControllerIsAViewControllerKeepingItsShare() {
        let record = CKRecord(recordType: "SharedContact")
        let controller = UICloudSharingController(share: CKShare(rootRecord: record), container: .default())
        controller.availablePermissions = [.allowReadWrite, .allowPrivate]
        controller.modalPresentationStyle = .formSheet
        #expect(controller.availablePermissions.contains(.allowPrivate))
        #expect(controller.view.frame.size == UIScreen.main.bounds.size)
    }
}
