import { eq } from 'drizzle-orm';
import type { IssueCategory } from '#shared/issue';
import { ISSUE_MESSAGES } from '#shared/issue-schema';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/client';
import { issues, shipmentPhotos, shipments } from '../../db/schema';
import { encodeCustodyPhoto } from '../../images/encode-photo';
import { recordIssueEvent, type IssueActor } from './record-issue-event';

export type ReportIssueInput = IssueActor & {
  db: Db;
  /** The reporter's organisation: only its shipments take a report. */
  clientId: string | null;
  trackingNumber: string;
  category: IssueCategory;
  description: string;
  photo: File | undefined;
};

/**
 * A person of the shipment's client organisation reports a problem with it. Anyone else, an administrator included, gets
 * the same 404 as for an unknown number. The photo is checked and re-encoded first; the report,
 * its photo and its audit event are then one transaction, so a refusal leaves nothing behind.
 */
export async function reportIssue({
  db,
  trackingNumber,
  category,
  description,
  photo,
  clientId,
  ...actor
}: ReportIssueInput) {
  const encoded = photo
    ? await encodeCustodyPhoto(new Uint8Array(await photo.arrayBuffer()), 'photo')
    : null;

  return db.transaction(async (tx) => {
    const [shipment] = await tx
      .select({
        id: shipments.id,
        client_id: shipments.client_id,
        tracking_number: shipments.tracking_number,
      })
      .from(shipments)
      .where(eq(shipments.tracking_number, trackingNumber));
    if (!shipment || clientId === null || shipment.client_id !== clientId) {
      throw new AppError('NOT_FOUND', ISSUE_MESSAGES.shipmentNotFound);
    }
    const [issue] = await tx
      .insert(issues)
      .values({
        shipment_id: shipment.id,
        tracking_number: shipment.tracking_number,
        client_id: shipment.client_id,
        reporter_user_id: actor.user.id,
        category,
        description,
      })
      .returning({
        id: issues.id,
        tracking_number: issues.tracking_number,
        client_id: issues.client_id,
        status: issues.status,
      });
    if (!issue) throw new Error('issue insert returned no row');
    if (encoded) {
      await tx.insert(shipmentPhotos).values({
        ...encoded,
        shipment_id: shipment.id,
        issue_id: issue.id,
        uploaded_by_user_id: actor.user.id,
      });
    }
    await recordIssueEvent(tx, {
      actor,
      issue,
      action: 'issue_reported',
      details: { category, photo: Boolean(encoded) },
    });
    return { id: issue.id, tracking_number: issue.tracking_number, status: issue.status };
  });
}
