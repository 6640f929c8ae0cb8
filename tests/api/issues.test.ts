import { and, count, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { NotificationPage } from '#shared/notification-schema';
import type { OverviewStats } from '#shared/admin/overview';
import type {
  AdminIssueDetail,
  AdminIssueRow,
  ClientIssue,
  ClientIssueDetail,
} from '#shared/issue-schema';
import type { Page } from '#shared/list-query';
import type { AccessLogEntry } from '#shared/portal';
import {
  auditEvents,
  issueMessages,
  issues,
  mailOutbox,
  shipmentPhotos,
} from '../../src/server/db/schema';
import { bodyOf, insertIssue, UNKNOWN_ID } from '../helpers/admin-callers';
import type { HttpClient } from '../helpers/http-client';
import { cameraJpeg } from '../helpers/images';
import { errorOf, signInAdmin, signInDemoClient } from '../helpers/portal-callers';
import type { SignedIn } from '../helpers/portal-callers';
import { linkIn } from '../helpers/smtp-sink';
import { useTestServer } from '../helpers/use-test-server';

const server = useTestServer({ seed: true });
let amelia: SignedIn;
let marcus: SignedIn;
let admin: SignedIn;

const AMELIAS_SHIPMENT = 'OTC1763380800007';
const MARCUS_SHIPMENT = 'OTC1763380800003';
const DESCRIPTION = 'The seal on the crate was cut when it reached Denver.';

beforeAll(async () => {
  amelia = await signInDemoClient(server, 'amelia');
  marcus = await signInDemoClient(server, 'marcus');
  admin = await signInAdmin(server);
});

type ReportFields = {
  tracking_number?: string;
  category?: string;
  description?: string;
  photo?: Blob;
};

function report(client: HttpClient, fields: ReportFields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value instanceof Blob) form.append(name, value, 'photo.jpg');
    else if (value !== undefined) form.append(name, value);
  }
  return client.request('/api/issues', { method: 'POST', body: form });
}

/** A photo as a browser's file input hands it over. */
const jpegBlob = (bytes: Uint8Array) => new Blob([Buffer.from(bytes)], { type: 'image/jpeg' });

const validReport = (extra: ReportFields = {}): ReportFields => ({
  tracking_number: AMELIAS_SHIPMENT,
  category: 'broken_seal',
  description: DESCRIPTION,
  ...extra,
});

async function reported(fields: ReportFields = validReport()) {
  return bodyOf<{ id: string; tracking_number: string; status: string }>(
    await report(amelia.client, fields),
    201,
  );
}

/** Everything an issue step may write: a failed one must leave every count as it was. */
async function writes() {
  const db = server.deps.db;
  const [[a], [b], [c], [d], [e]] = await Promise.all([
    db.select({ value: count() }).from(issues),
    db.select({ value: count() }).from(issueMessages),
    db.select({ value: count() }).from(shipmentPhotos),
    db.select({ value: count() }).from(auditEvents),
    db.select({ value: count() }).from(mailOutbox),
  ]);
  return {
    issues: a!.value,
    messages: b!.value,
    photos: c!.value,
    audits: d!.value,
    mails: e!.value,
  };
}

async function auditOf(issueId: string) {
  return server.deps.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.entity_type, 'issue'), eq(auditEvents.entity_id, issueId)))
    .orderBy(auditEvents.created_at);
}

describe('POST /api/issues: who may report a problem', () => {
  it('answers 401 to an anonymous caller and writes nothing', async () => {
    const before = await writes();
    const error = await errorOf(await report(server.client(), validReport()), 401);
    expect(error.code).toBe('UNAUTHORIZED');
    expect(await writes()).toEqual(before);
  });

  it("answers another client's shipment, an unknown one and an administrator alike: 404", async () => {
    const before = await writes();
    for (const [client, number] of [
      [marcus.client, AMELIAS_SHIPMENT],
      [amelia.client, 'OTC1'],
      [admin.client, AMELIAS_SHIPMENT],
    ] as const) {
      const error = await errorOf(
        await report(client, validReport({ tracking_number: number })),
        404,
      );
      expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Shipment not found.' });
    }
    expect(await writes()).toEqual(before);
  });

  it('keeps the owner’s report with its photo, re-encoded, and audits it', async () => {
    const photo = jpegBlob(await cameraJpeg(800, 600));
    const issue = await reported(
      validReport({ tracking_number: ` ${AMELIAS_SHIPMENT.toLowerCase()} `, photo }),
    );
    expect(issue).toMatchObject({ tracking_number: AMELIAS_SHIPMENT, status: 'open' });

    const [stored] = await server.deps.db.select().from(issues).where(eq(issues.id, issue.id));
    expect(stored).toMatchObject({
      client_id: amelia.userId,
      reporter_user_id: amelia.userId,
      category: 'broken_seal',
      description: DESCRIPTION,
      status: 'open',
      assignee_user_id: null,
    });
    const [photoRow] = await server.deps.db
      .select()
      .from(shipmentPhotos)
      .where(eq(shipmentPhotos.issue_id, issue.id));
    expect(photoRow).toMatchObject({
      shipment_id: stored!.shipment_id,
      update_id: null,
      content_type: 'image/webp',
    });
    const metadata = await sharp(Buffer.from(photoRow!.bytes)).metadata();
    expect(metadata.format).toBe('webp');
    expect(metadata.exif).toBeUndefined();

    const [audit] = await auditOf(issue.id);
    expect(audit).toMatchObject({
      action: 'issue_reported',
      actor_user_id: amelia.userId,
      client_id: amelia.userId,
      entity_label: AMELIAS_SHIPMENT,
      details: { category: 'broken_seal', photo: true },
    });
    const log = await bodyOf<Page<AccessLogEntry>>(
      await amelia.client.get('/api/portal/access-log'),
    );
    expect(log.rows[0]).toMatchObject({ action: 'issue_reported', entity_label: AMELIAS_SHIPMENT });
  });

  it('refuses bad input with the field and its message, writing nothing', async () => {
    const before = await writes();
    const cases: [ReportFields, Record<string, string>][] = [
      [validReport({ category: 'lost_in_space' }), { category: 'Choose what went wrong.' }],
      [
        validReport({ description: '   ' }),
        { description: 'Describe the problem in at least 10 characters.' },
      ],
      [
        validReport({ description: 'x'.repeat(2001) }),
        { description: 'The description must be at most 2000 characters.' },
      ],
      [
        validReport({ description: `Broken\u0000seal on arrival` }),
        {
          description: 'Contains a character that is not allowed (a NUL or a broken character).',
        },
      ],
      [
        validReport({ tracking_number: 'not a number!' }),
        { tracking_number: 'Please enter a valid tracking number.' },
      ],
      [
        validReport({ photo: new Blob(['<svg onload="alert(1)"/>'], { type: 'image/png' }) }),
        { photo: 'Only JPEG, PNG or WebP photos can be uploaded.' },
      ],
    ];
    for (const [fields, expected] of cases) {
      const error = await errorOf(await report(amelia.client, fields), 400);
      expect(error.fields, JSON.stringify(expected)).toEqual(expected);
    }
    const asJson = await errorOf(await amelia.client.post('/api/issues', validReport()), 400);
    expect(asJson.message).toBe('Send the report as a form (multipart/form-data).');
    expect(await writes()).toEqual(before);
  });
});

describe("the client's own issues", () => {
  it('lists only the caller’s issues, newest first', async () => {
    const first = await reported();
    const second = await reported(validReport({ category: 'delay' }));
    const page = await bodyOf<Page<ClientIssue>>(await amelia.client.get('/api/issues'));
    expect(page.rows.slice(0, 2).map((row) => row.id)).toEqual([second.id, first.id]);
    expect(page.total).toBe(page.rows.length);
    expect(page.rows.every((row) => row.tracking_number === AMELIAS_SHIPMENT)).toBe(true);

    const others = await bodyOf<Page<ClientIssue>>(await marcus.client.get('/api/issues'));
    expect(others.rows.map((row) => row.id)).not.toContain(first.id);
    const staff = await bodyOf<Page<ClientIssue>>(await admin.client.get('/api/issues'));
    expect(staff.total).toBe(0);
    await errorOf(await server.client().get('/api/issues'), 401);
    const badPage = await errorOf(await amelia.client.get('/api/issues?page=0'), 400);
    expect(badPage.fields).toEqual({ page: 'Page must be a whole number from 1.' });
  });

  it('reads one with its thread for its client only', async () => {
    const { id } = await reported();
    const detail = await bodyOf<ClientIssueDetail>(await amelia.client.get(`/api/issues/${id}`));
    expect(detail).toMatchObject({
      id,
      description: DESCRIPTION,
      status: 'open',
      photo_url: null,
      messages: [],
    });
    for (const client of [marcus.client, admin.client]) {
      const error = await errorOf(await client.get(`/api/issues/${id}`), 404);
      expect(error.message).toBe('Issue not found.');
    }
    await errorOf(await amelia.client.get(`/api/issues/${UNKNOWN_ID}`), 404);
    await errorOf(await server.client().get(`/api/issues/${id}`), 401);
    const malformed = await errorOf(await amelia.client.get('/api/issues/not-a-uuid'), 400);
    expect(malformed.fields).toEqual({ issueId: 'Issue not found.' });
  });

  it('serves the photo to its client and staff only, as an image that is not sniffed', async () => {
    const photo = jpegBlob(await cameraJpeg(400, 300));
    const { id } = await reported(validReport({ photo }));
    const detail = await bodyOf<ClientIssueDetail>(await amelia.client.get(`/api/issues/${id}`));
    expect(detail.photo_url).toBe(`/api/issues/${id}/photo`);
    for (const client of [amelia.client, admin.client]) {
      const response = await client.get(`/api/issues/${id}/photo`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe(
        'webp',
      );
    }
    await errorOf(await marcus.client.get(`/api/issues/${id}/photo`), 404);
    await errorOf(await server.client().get(`/api/issues/${id}/photo`), 401);
    const withoutPhoto = await reported();
    await errorOf(await amelia.client.get(`/api/issues/${withoutPhoto.id}/photo`), 404);
  });

  it("lets the client write in their own thread, and no one else's", async () => {
    const { id } = await reported();
    const before = await writes();
    for (const client of [marcus.client, admin.client]) {
      await errorOf(await client.post(`/api/issues/${id}/messages`, { body: 'Hello?' }), 404);
    }
    await errorOf(await server.client().post(`/api/issues/${id}/messages`, { body: 'Hi' }), 401);
    const empty = await errorOf(
      await amelia.client.post(`/api/issues/${id}/messages`, { body: '  ' }),
      400,
    );
    expect(empty.fields).toEqual({ body: 'Write a message.' });
    const long = await errorOf(
      await amelia.client.post(`/api/issues/${id}/messages`, { body: 'x'.repeat(2001) }),
      400,
    );
    expect(long.fields).toEqual({ body: 'A message must be at most 2000 characters.' });
    expect(await writes()).toEqual(before);

    const added = await amelia.client.post(`/api/issues/${id}/messages`, {
      body: 'Photos of the seal are on their way.',
    });
    expect(await bodyOf(added, 201)).toMatchObject({ id, status: 'open' });
    const detail = await bodyOf<ClientIssueDetail>(await amelia.client.get(`/api/issues/${id}`));
    expect(detail.messages).toMatchObject([
      { author_role: 'client', author_name: null, body: 'Photos of the seal are on their way.' },
    ]);
    expect((await auditOf(id)).map((event) => event.action)).toEqual([
      'issue_reported',
      'issue_replied',
    ]);
  });
});

describe('the admin Issues area', () => {
  it('queues issues newest first, filtered by status, category, assignment and number', async () => {
    const marcusIssue = await bodyOf<{ id: string }>(
      await report(
        marcus.client,
        validReport({ tracking_number: MARCUS_SHIPMENT, category: 'missing_item' }),
      ),
      201,
    );
    const all = await bodyOf<Page<AdminIssueRow>>(await admin.client.get('/api/admin/issues'));
    expect(all.rows[0]).toMatchObject({
      id: marcusIssue.id,
      tracking_number: MARCUS_SHIPMENT,
      category: 'missing_item',
      status: 'open',
      client: { id: marcus.userId, first_name: 'Marcus', last_name: 'Chen' },
      assignee: null,
    });
    const times = all.rows.map((row) => row.created_at);
    expect([...times].sort().reverse()).toEqual(times);

    const byCategory = await bodyOf<Page<AdminIssueRow>>(
      await admin.client.get('/api/admin/issues?category=missing_item'),
    );
    expect(byCategory.rows.map((row) => row.id)).toEqual([marcusIssue.id]);
    const bySearch = await bodyOf<Page<AdminIssueRow>>(
      await admin.client.get(`/api/admin/issues?search=${MARCUS_SHIPMENT.slice(-4)}`),
    );
    expect(bySearch.rows.map((row) => row.id)).toEqual([marcusIssue.id]);

    await bodyOf(await admin.client.post(`/api/admin/issues/${marcusIssue.id}/assign`));
    const mine = await bodyOf<Page<AdminIssueRow>>(
      await admin.client.get('/api/admin/issues?assigned=me'),
    );
    expect(mine.rows.map((row) => row.id)).toEqual([marcusIssue.id]);
    expect(mine.rows[0]!.assignee).toMatchObject({ id: admin.userId });
    const unassigned = await bodyOf<Page<AdminIssueRow>>(
      await admin.client.get('/api/admin/issues?assigned=unassigned&status=open'),
    );
    expect(unassigned.rows.map((row) => row.id)).not.toContain(marcusIssue.id);
    expect(unassigned.total).toBe(unassigned.rows.length);

    const bad = await errorOf(
      await admin.client.get('/api/admin/issues?status=closed&category=x&assigned=you'),
      400,
    );
    expect(bad.fields).toEqual({
      status: 'Unknown status.',
      category: 'Unknown category.',
      assigned: 'Assigned is me or unassigned.',
    });
  });

  it('assigns, replies by e-mail and in the thread, resolves and reopens, auditing each step', async () => {
    const { id } = await reported();
    const detail = await bodyOf<AdminIssueDetail>(
      await admin.client.get(`/api/admin/issues/${id}`),
    );
    expect(detail).toMatchObject({
      id,
      description: DESCRIPTION,
      client: { id: amelia.userId, first_name: 'Amelia' },
      assignee: null,
      messages: [],
    });
    expect(detail.shipment_id).toMatch(/^[0-9a-f-]{36}$/);

    expect(await bodyOf(await admin.client.post(`/api/admin/issues/${id}/assign`))).toEqual({
      id,
      status: 'open',
      assignee_user_id: admin.userId,
    });

    const reply = 'We found the seal log: the crate was re-sealed in Omaha. Details follow.';
    const replied = await admin.client.post(`/api/admin/issues/${id}/replies`, { body: reply });
    expect(await bodyOf(replied, 201)).toMatchObject({ status: 'in_progress' });
    const mail = await server.smtp.waitForMail(
      (m) => m.to === amelia.email && m.text.includes(reply),
    );
    expect(mail.subject).toBe(`A reply to your issue report on ${AMELIAS_SHIPMENT}`);
    expect(linkIn(mail, `${server.url}/vault/issues/`)).toBe(`${server.url}/vault/issues/${id}`);
    // A notification like the others: one-click unsubscribe, and an entry in the client's bell.
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const bell = await bodyOf<NotificationPage>(await amelia.client.get('/api/notifications'));
    expect(bell.rows[0]).toMatchObject({ kind: 'issue_reply', link: `/vault/issues/${id}` });

    const seen = await bodyOf<ClientIssueDetail>(await amelia.client.get(`/api/issues/${id}`));
    expect(seen.status).toBe('in_progress');
    expect(seen.messages).toMatchObject([{ author_role: 'staff', author_name: null, body: reply }]);
    const staffView = await bodyOf<AdminIssueDetail>(
      await admin.client.get(`/api/admin/issues/${id}`),
    );
    expect(staffView.assignee).toMatchObject({ id: admin.userId });
    expect(staffView.messages[0]!.author_name).toBeTruthy();

    const resolved = await bodyOf<{ status: string }>(
      await admin.client.post(`/api/admin/issues/${id}/resolve`),
    );
    expect(resolved.status).toBe('resolved');
    const [row] = await server.deps.db.select().from(issues).where(eq(issues.id, id));
    expect(row!.resolved_at).toBeInstanceOf(Date);

    const audit = await auditOf(id);
    expect(audit.map((event) => [event.action, event.details])).toEqual([
      ['issue_reported', { category: 'broken_seal', photo: false }],
      ['issue_assigned', { from: null, to: admin.userId }],
      ['issue_replied', { message_id: expect.any(String), author_role: 'staff' }],
      ['issue_status_changed', { from: 'open', to: 'in_progress' }],
      ['issue_status_changed', { from: 'in_progress', to: 'resolved' }],
    ]);
    expect(audit.every((event) => event.client_id === amelia.userId)).toBe(true);

    const reopened = await bodyOf<{ status: string }>(
      await admin.client.post(`/api/admin/issues/${id}/reopen`),
    );
    expect(reopened.status).toBe('in_progress');
    const [again] = await server.deps.db.select().from(issues).where(eq(issues.id, id));
    expect(again!.resolved_at).toBeNull();
  });

  it('refuses any reply to a resolved issue with 409, writing and sending nothing', async () => {
    const issue = await insertIssue(server, {
      client_id: amelia.userId,
      status: 'resolved',
      resolved_at: new Date(),
    });
    const before = await writes();
    const staff = await errorOf(
      await admin.client.post(`/api/admin/issues/${issue.id}/replies`, { body: 'One more thing' }),
      409,
    );
    expect(staff).toMatchObject({
      code: 'CONFLICT',
      message: 'This issue is resolved: it takes no more messages.',
    });
    const client = await errorOf(
      await amelia.client.post(`/api/issues/${issue.id}/messages`, { body: 'Still broken' }),
      409,
    );
    expect(client.message).toBe(staff.message);
    const twice = await errorOf(
      await admin.client.post(`/api/admin/issues/${issue.id}/resolve`),
      409,
    );
    expect(twice.message).toBe('This issue is already resolved.');
    expect(await writes()).toEqual(before);

    const open = await insertIssue(server, { client_id: amelia.userId });
    const notResolved = await errorOf(
      await admin.client.post(`/api/admin/issues/${open.id}/reopen`),
      409,
    );
    expect(notResolved.message).toBe('Only a resolved issue can be reopened.');
  });

  it('answers unknown and malformed ids with 404 and 400', async () => {
    for (const action of ['assign', 'resolve', 'reopen']) {
      const error = await errorOf(
        await admin.client.post(`/api/admin/issues/${UNKNOWN_ID}/${action}`),
        404,
      );
      expect(error.message).toBe('Issue not found.');
    }
    await errorOf(await admin.client.get(`/api/admin/issues/${UNKNOWN_ID}`), 404);
    await errorOf(
      await admin.client.post(`/api/admin/issues/${UNKNOWN_ID}/replies`, { body: 'Hi' }),
      404,
    );
    const malformed = await errorOf(await admin.client.get('/api/admin/issues/123'), 400);
    expect(malformed.fields).toEqual({ issueId: 'Issue not found.' });
    const empty = await errorOf(
      await admin.client.post(`/api/admin/issues/${UNKNOWN_ID}/replies`, { body: '' }),
      400,
    );
    expect(empty.fields).toEqual({ body: 'Write a message.' });
  });

  it('counts the issues not yet resolved on the overview', async () => {
    const [open] = await server.deps.db
      .select({ value: count() })
      .from(issues)
      .where(inArray(issues.status, ['open', 'in_progress']));
    const stats = await bodyOf<OverviewStats>(await admin.client.get('/api/admin/overview'));
    expect(stats.open_issues).toBe(open!.value);
    expect(stats.open_issues).toBeGreaterThan(0);

    const { id } = await reported();
    await bodyOf(await admin.client.post(`/api/admin/issues/${id}/resolve`));
    const after = await bodyOf<OverviewStats>(await admin.client.get('/api/admin/overview'));
    expect(after.open_issues).toBe(stats.open_issues);
  });
});
