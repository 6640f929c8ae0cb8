import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ClientRole } from '#shared/client-roles';
import type { VaultItemSummary } from '#shared/portal';
import {
  TEAM_MESSAGES,
  type InvitationView,
  type OrganisationList,
  type Team,
  type TeamInvitationRow,
} from '#shared/team';
import {
  auditEvents,
  clientInvitations,
  clientMembers,
  vaultItems,
} from '../../src/server/db/schema';
import { bodyOf, del } from '../helpers/admin-callers';
import type { HttpClient } from '../helpers/http-client';
import {
  errorOf,
  put,
  signIn,
  signInAdmin,
  signInDemoClient,
  signInDemoMember,
  userIdOf,
  type SignedIn,
} from '../helpers/portal-callers';
import { linkIn } from '../helpers/smtp-sink';
import { useTestServer } from '../helpers/use-test-server';

/**
 * The Team page's API and an invitation's link (decision 064): who may change a team, what each
 * change writes and tells, and every refusal with nothing written.
 */

const server = useTestServer({ seed: true });
const PASSWORD = 'Velvet-Harbour-Lantern-81';

let amelia: SignedIn;
let grace: SignedIn;
let ethan: SignedIn;

beforeAll(async () => {
  amelia = await signInDemoClient(server, 'amelia');
  grace = await signInDemoMember(server, 'amelia', 'member');
  ethan = await signInDemoMember(server, 'amelia', 'viewer');
});

const team = async (client: HttpClient) => bodyOf<Team>(await client.get('/api/team'));

function invite(client: HttpClient, email: string, role: ClientRole | string = 'member') {
  return client.post('/api/team/invitations', { email, role });
}

/** The token of the latest invitation mailed to this address. */
async function mailedToken(email: string, after = 0): Promise<string> {
  const mail = await server.smtp.waitForMail(
    (m) => m.to === email && /^Join /.test(m.subject) && m.receivedAt > after,
  );
  return new URL(linkIn(mail, `${server.url}/join?token=`)).searchParams.get('token')!;
}

async function writes() {
  const db = server.deps.db;
  const [[a], [i], [m]] = await Promise.all([
    db.select({ n: count() }).from(auditEvents),
    db.select({ n: count() }).from(clientInvitations),
    db.select({ n: count() }).from(clientMembers),
  ]);
  return { audit: a!.n, invitations: i!.n, members: m!.n };
}

async function itemClientIds(client: HttpClient): Promise<Set<string>> {
  const { items } = await bodyOf<{ items: VaultItemSummary[] }>(
    await client.get('/api/portal/items'),
  );
  if (items.length === 0) return new Set();
  const rows = await server.deps.db.select().from(vaultItems);
  return new Set(items.map((item) => rows.find((row) => row.id === item.id)!.client_id));
}

describe('GET /api/team', () => {
  it('lists the organisation’s people, owners first, to every role', async () => {
    for (const person of [amelia, grace, ethan]) {
      const answer = await team(person.client);
      expect(answer.organisation).toEqual({ id: amelia.userId, name: 'Hart Fine Art Gallery' });
      expect(answer.members.map((member) => [member.email, member.role])).toEqual([
        ['amelia.hart@hartgallery.example', 'owner'],
        ['ethan.cole@hartgallery.example', 'viewer'],
        ['grace.lin@hartgallery.example', 'member'],
        ['noah.brooks@hartgallery.example', 'approver'],
      ]);
      expect(answer.members.filter((member) => member.is_you).map((m) => m.email)).toEqual([
        person.email,
      ]);
    }
  });

  it('is a 404 for staff, who belong to no organisation', async () => {
    const admin = await signInAdmin(server);
    expect((await errorOf(await admin.client.get('/api/team'), 404)).message).toBe(
      'You are not a member of a client organisation.',
    );
  });
});

describe('inviting', () => {
  it('refuses bad input and uninvitable addresses, writing nothing', async () => {
    const before = await writes();
    const badEmail = await errorOf(await invite(amelia.client, 'not-an-address'), 400);
    expect(badEmail.fields).toHaveProperty('email');
    const badRole = await errorOf(await invite(amelia.client, 'new@x.example', 'boss'), 400);
    expect(badRole.fields).toEqual({ role: 'Choose one of the roles.' });
    const member = await errorOf(await invite(amelia.client, 'Grace.Lin@hartgallery.example'), 409);
    expect(member.fields).toEqual({ email: TEAM_MESSAGES.alreadyMember });
    const staff = await errorOf(await invite(amelia.client, 'helen.park@orion-tc.example'), 409);
    expect(staff.fields).toEqual({ email: TEAM_MESSAGES.staffAddress });
    expect(await writes()).toEqual(before);
  });

  it('is refused to every role but the owner', async () => {
    const noah = await signInDemoMember(server, 'amelia', 'approver');
    const before = await writes();
    for (const person of [grace, ethan, noah]) {
      const refused = await errorOf(await invite(person.client, 'someone@x.example'), 403);
      expect(refused.code).toBe('FORBIDDEN');
    }
    expect(await writes()).toEqual(before);
  });

  it('mails a 7-day link; the invitee signs up from it and works in the organisation', async () => {
    const email = 'lena.ortiz@hartgallery.example';
    const invited = await bodyOf<TeamInvitationRow>(await invite(amelia.client, email), 201);
    expect(invited).toMatchObject({ email, role: 'member', status: 'pending' });
    const days = (Date.parse(invited.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect((await team(amelia.client)).invitations.map((row) => row.email)).toContain(email);
    // A second invitation to the same address waits for the first.
    const again = await errorOf(await invite(amelia.client, email), 409);
    expect(again.fields).toEqual({ email: TEAM_MESSAGES.alreadyInvited });

    const token = await mailedToken(email);
    const view = await bodyOf<InvitationView>(
      await server.client().get(`/api/invitations/${token}`),
    );
    expect(view).toMatchObject({
      kind: 'member',
      shared: null,
      organisation_name: 'Hart Fine Art Gallery',
      email,
      role: 'member',
      invited_by: 'Amelia Hart',
      status: 'pending',
      account_exists: false,
    });

    const weak = await server.client().post(`/api/invitations/${token}/sign-up`, {
      first_name: 'Lena',
      last_name: 'Ortiz',
      password: 'password123',
    });
    expect((await errorOf(weak, 400)).fields).toHaveProperty('password');

    const joined = await server.client().post(`/api/invitations/${token}/sign-up`, {
      first_name: 'Lena',
      last_name: 'Ortiz',
      password: PASSWORD,
    });
    expect(await bodyOf(joined, 201)).toEqual({
      kind: 'member',
      organisation: { id: amelia.userId, name: 'Hart Fine Art Gallery' },
      role: 'member',
    });
    const lena = await signIn(server, email, PASSWORD);
    expect(await itemClientIds(lena.client)).toEqual(new Set([amelia.userId]));
    const members = (await team(amelia.client)).members;
    expect(members.find((member) => member.email === email)).toMatchObject({
      name: 'Lena Ortiz',
      role: 'member',
    });
    expect((await team(amelia.client)).invitations.map((row) => row.email)).not.toContain(email);

    // Spent: neither a second sign-up nor an accept opens it again.
    const twice = await server.client().post(`/api/invitations/${token}/sign-up`, {
      first_name: 'Lena',
      last_name: 'Ortiz',
      password: PASSWORD,
    });
    expect((await errorOf(twice, 409)).message).toBe(TEAM_MESSAGES.invitationAccepted);
    const [joinedEvent] = await server.deps.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'team_member_joined'),
          eq(auditEvents.actor_user_id, lena.userId),
        ),
      );
    expect(joinedEvent).toMatchObject({ client_id: amelia.userId, entity_type: 'team_member' });
  });

  it('an existing account accepts signed in, only as the invited address, and switches organisations', async () => {
    const priya = await signInDemoMember(server, 'marcus', 'viewer');
    const marcusId = await userIdOf(server, 'marcus.chen@chenjewelers.example');
    await bodyOf(await invite(amelia.client, priya.email, 'viewer'), 201);
    const token = await mailedToken(priya.email);
    const view = await bodyOf<InvitationView>(
      await server.client().get(`/api/invitations/${token}`),
    );
    expect(view.account_exists).toBe(true);

    const signUp = await server.client().post(`/api/invitations/${token}/sign-up`, {
      first_name: 'Priya',
      last_name: 'Nair',
      password: PASSWORD,
    });
    expect((await errorOf(signUp, 409)).message).toBe(TEAM_MESSAGES.accountExists);

    const sofia = await signInDemoClient(server, 'sofia');
    const wrong = await sofia.client.post(`/api/invitations/${token}/accept`, {});
    expect((await errorOf(wrong, 403)).message).toBe(TEAM_MESSAGES.wrongAccount);
    expect(
      (await errorOf(await server.client().post(`/api/invitations/${token}/accept`, {}), 401)).code,
    ).toBe('UNAUTHORIZED');

    expect(await itemClientIds(priya.client)).toEqual(new Set([marcusId]));
    await bodyOf(await priya.client.post(`/api/invitations/${token}/accept`, {}));
    expect(await itemClientIds(priya.client)).toEqual(new Set([amelia.userId]));
    const listed = await bodyOf<OrganisationList>(
      await priya.client.get('/api/team/organisations'),
    );
    expect(listed.organisations.map((row) => [row.name, row.role, row.current])).toEqual([
      ['Chen & Sons Jewelers', 'viewer', false],
      ['Hart Fine Art Gallery', 'viewer', true],
    ]);
    await bodyOf(
      await put(priya.client, '/api/team/organisations/current', { client_id: marcusId }),
    );
    expect(await itemClientIds(priya.client)).toEqual(new Set([marcusId]));
    const notMine = await put(priya.client, '/api/team/organisations/current', {
      client_id: await userIdOf(server, 'sofia.alvarez@alvarezholdings.example'),
    });
    expect((await errorOf(notMine, 404)).message).toBe(TEAM_MESSAGES.notYourOrganisation);
  });

  it('an expired, withdrawn or replaced link opens nothing', async () => {
    const expiring = 'expiring@hartgallery.example';
    const { id } = await bodyOf<TeamInvitationRow>(await invite(amelia.client, expiring), 201);
    const token = await mailedToken(expiring);
    await server.deps.db
      .update(clientInvitations)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(clientInvitations.id, id));
    const view = await bodyOf<InvitationView>(
      await server.client().get(`/api/invitations/${token}`),
    );
    expect(view.status).toBe('expired');
    expect((await team(amelia.client)).invitations.find((row) => row.id === id)?.status).toBe(
      'expired',
    );
    const before = await writes();
    const late = await server.client().post(`/api/invitations/${token}/sign-up`, {
      first_name: 'Late',
      last_name: 'Comer',
      password: PASSWORD,
    });
    expect((await errorOf(late, 409)).message).toBe(TEAM_MESSAGES.invitationExpired);
    expect(await writes()).toEqual(before);

    // Re-sent: a new link for 7 more days; the old one is gone.
    const sentAt = Date.now();
    const resent = await bodyOf<TeamInvitationRow>(
      await amelia.client.post(`/api/team/invitations/${id}/resend`, {}),
    );
    expect(resent.status).toBe('pending');
    const fresh = await mailedToken(expiring, sentAt);
    expect(fresh).not.toBe(token);
    expect(
      (await errorOf(await server.client().get(`/api/invitations/${token}`), 404)).message,
    ).toBe(TEAM_MESSAGES.invitationNotFound);

    // Withdrawn.
    const revoked = await amelia.client.post(`/api/team/invitations/${id}/revoke`, {});
    expect(revoked.status).toBe(204);
    const withdrawn = await server.client().post(`/api/invitations/${fresh}/sign-up`, {
      first_name: 'Late',
      last_name: 'Comer',
      password: PASSWORD,
    });
    expect((await errorOf(withdrawn, 409)).message).toBe(TEAM_MESSAGES.invitationRevoked);
    const closed = await amelia.client.post(`/api/team/invitations/${id}/resend`, {});
    expect((await errorOf(closed, 409)).message).toBe(TEAM_MESSAGES.invitationClosed);
    expect((await team(amelia.client)).invitations.map((row) => row.id)).not.toContain(id);
  });

  it('answers 404 to a made-up token or another organisation’s invitation', async () => {
    const unknown = await server.client().get(`/api/invitations/${'x'.repeat(43)}`);
    expect((await errorOf(unknown, 404)).message).toBe(TEAM_MESSAGES.invitationNotFound);
    const malformed = await server.client().get('/api/invitations/short');
    expect(malformed.status).toBe(400);
    const { id } = await bodyOf<TeamInvitationRow>(
      await invite(amelia.client, 'other-org@hartgallery.example'),
      201,
    );
    const marcus = await signInDemoClient(server, 'marcus');
    const foreign = await marcus.client.post(`/api/team/invitations/${id}/revoke`, {});
    expect((await errorOf(foreign, 404)).message).toBe(TEAM_MESSAGES.invitationNotFound);
  });
});

describe('changing the team', () => {
  it('changes a role, in force at the next request; the same role writes nothing', async () => {
    const changed = await put(amelia.client, `/api/team/members/${grace.userId}/role`, {
      role: 'viewer',
    });
    expect(await bodyOf(changed)).toMatchObject({ user_id: grace.userId, role: 'viewer' });
    const refused = await grace.client.post(
      `/api/issues/00000000-0000-4000-8000-000000000000/messages`,
      {
        body: 'Hello',
      },
    );
    expect((await errorOf(refused, 403)).message).toBe(
      'Your role in this organisation, Viewer, does not allow this.',
    );
    const before = await writes();
    await bodyOf(
      await put(amelia.client, `/api/team/members/${grace.userId}/role`, { role: 'viewer' }),
    );
    expect(await writes()).toEqual(before);
    const bad = await put(amelia.client, `/api/team/members/${grace.userId}/role`, {
      role: 'boss',
    });
    expect((await errorOf(bad, 400)).fields).toEqual({ role: 'Choose one of the roles.' });
    await bodyOf(
      await put(amelia.client, `/api/team/members/${grace.userId}/role`, { role: 'member' }),
    );
  });

  it('keeps at least one owner: the last cannot step down or be removed', async () => {
    const before = await writes();
    const demoted = await put(amelia.client, `/api/team/members/${amelia.userId}/role`, {
      role: 'member',
    });
    expect((await errorOf(demoted, 409)).message).toBe(TEAM_MESSAGES.lastOwner);
    const removed = await del(amelia.client, `/api/team/members/${amelia.userId}`);
    expect((await errorOf(removed, 409)).message).toBe(TEAM_MESSAGES.lastOwner);
    expect(await writes()).toEqual(before);
  });

  it('tells the other owners by e-mail and audits each step', async () => {
    const noahId = await userIdOf(server, 'noah.brooks@hartgallery.example');
    await bodyOf(await put(amelia.client, `/api/team/members/${noahId}/role`, { role: 'owner' }));
    const removedAt = Date.now();
    expect((await del(amelia.client, `/api/team/members/${ethan.userId}`)).status).toBe(204);
    const notice = await server.smtp.waitForMail(
      (m) =>
        m.to === 'noah.brooks@hartgallery.example' &&
        m.receivedAt >= removedAt &&
        m.text.includes('removed Ethan Cole (Viewer)'),
    );
    expect(notice.subject).toBe('A change to the team of Hart Fine Art Gallery');
    const [event] = await server.deps.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'team_member_removed'), eq(auditEvents.entity_id, ethan.userId)),
      );
    expect(event).toMatchObject({ actor_user_id: amelia.userId, client_id: amelia.userId });
    // The removed person's session has none of the organisation's rows at once.
    expect((await ethan.client.get('/api/portal/items')).status).toBe(404);
    expect((await errorOf(await ethan.client.get('/api/team'), 404)).message).toBe(
      'You are not a member of a client organisation.',
    );
    const again = await del(amelia.client, `/api/team/members/${ethan.userId}`);
    expect((await errorOf(again, 404)).message).toBe(TEAM_MESSAGES.memberNotFound);
  });

  it('hands ownership on: the new owner manages the team, the old one is a Member', async () => {
    const sofia = await signInDemoClient(server, 'sofia');
    const tomas = await signInDemoMember(server, 'sofia', 'member');
    const self = await sofia.client.post(
      `/api/team/members/${sofia.userId}/transfer-ownership`,
      {},
    );
    expect((await errorOf(self, 409)).message).toBe(TEAM_MESSAGES.notTransferable);
    const after = await bodyOf<Team>(
      await sofia.client.post(`/api/team/members/${tomas.userId}/transfer-ownership`, {}),
    );
    expect(after.your_role).toBe('member');
    expect(after.members.map((member) => [member.email, member.role])).toEqual([
      ['tomas.alvarez@alvarezholdings.example', 'owner'],
      ['sofia.alvarez@alvarezholdings.example', 'member'],
    ]);
    expect((await errorOf(await invite(sofia.client, 'x@alvarez.example'), 403)).code).toBe(
      'FORBIDDEN',
    );
    expect((await invite(tomas.client, 'x@alvarez.example')).status).toBe(201);
  });

  it('another organisation’s owner finds none of this team’s people', async () => {
    const marcus = await signInDemoClient(server, 'marcus');
    const before = await writes();
    const change = await put(marcus.client, `/api/team/members/${grace.userId}/role`, {
      role: 'viewer',
    });
    expect((await errorOf(change, 404)).message).toBe(TEAM_MESSAGES.memberNotFound);
    expect((await del(marcus.client, `/api/team/members/${grace.userId}`)).status).toBe(404);
    expect(await writes()).toEqual(before);
  });
});
