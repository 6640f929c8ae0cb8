import { and, eq } from 'drizzle-orm';
import { ISSUE_MESSAGES } from '#shared/issue-schema';
import { AppError } from '../../core/errors';
import type { DbOrTx } from '../../db/client';
import type { Viewer } from '../../auth/session';
import { issues, shipmentPhotos } from '../../db/schema';
import { visibleTo } from '../shared/visible-to';

/**
 * The photo sent with a report, for the reporting client and administrators; anyone else gets the
 * same 404 as for an issue without a photo.
 */
export async function readIssuePhoto({
  db,
  issueId,
  viewer,
}: {
  db: DbOrTx;
  issueId: string;
  viewer: Viewer;
}) {
  const [photo] = await db
    .select({ bytes: shipmentPhotos.bytes, contentType: shipmentPhotos.content_type })
    .from(shipmentPhotos)
    .innerJoin(issues, eq(issues.id, shipmentPhotos.issue_id))
    .where(and(eq(shipmentPhotos.issue_id, issueId), visibleTo(issues.client_id, viewer)))
    .limit(1);
  if (!photo) throw new AppError('NOT_FOUND', ISSUE_MESSAGES.photoNotFound);
  return photo;
}
