import type { Context } from 'hono';
import { requestOriginOf } from '../../audit/record-audit-event';
import { requireSession } from '../../auth/session';
import type { AppEnv } from '../../core/context';
import type { AppRouteHandler } from '../../http/openapi';
import * as memberChanges from './change-member';
import * as invitationChanges from './change-invitation';
import * as invitation from './invite-member';
import * as team from './list-team';
import { organisationOf } from './organisation';
import * as organisations from './organisations';
import * as delegationRows from './delegation-rows';
import * as grants from './grant-access';
import type {
  GrantAccessRoute,
  ListDelegationsRoute,
  RevokeAccessRoute,
  ChangeMemberRoleRoute,
  ChooseOrganisationRoute,
  GetTeamRoute,
  InviteMemberRoute,
  ListOrganisationsRoute,
  RemoveMemberRoute,
  ResendInvitationRoute,
  RevokeInvitationRoute,
  TransferOwnershipRoute,
} from './routes';

/** The organisation of the session and who changes its team, as every team change needs them. */
async function teamChangeOf(c: Context<AppEnv>) {
  const { user } = await requireSession(c);
  const { clientId } = organisationOf(user);
  const { db, config, wakeMailSender } = c.get('deps');
  return {
    db,
    appUrl: config.appUrl,
    clientId,
    actor: { user, origin: requestOriginOf(c) },
    wakeMailSender,
  };
}

export const getTeam: AppRouteHandler<GetTeamRoute> = async (c) => {
  const { user } = await requireSession(c);
  const { clientId, role } = organisationOf(user);
  return c.json(await team.listTeam(c.get('deps').db, { clientId, role, userId: user.id }), 200);
};

export const inviteMember: AppRouteHandler<InviteMemberRoute> = async (c) => {
  const { wakeMailSender, ...change } = await teamChangeOf(c);
  const invited = await invitation.inviteMember({ ...change, form: c.req.valid('json') });
  wakeMailSender();
  return c.json(invited, 201);
};

export const resendInvitation: AppRouteHandler<ResendInvitationRoute> = async (c) => {
  const { wakeMailSender, ...change } = await teamChangeOf(c);
  const sent = await invitationChanges.resendInvitation({
    ...change,
    invitationId: c.req.valid('param').invitationId,
  });
  wakeMailSender();
  return c.json(sent, 200);
};

export const revokeInvitation: AppRouteHandler<RevokeInvitationRoute> = async (c) => {
  const { wakeMailSender, ...change } = await teamChangeOf(c);
  await invitationChanges.revokeInvitation({
    ...change,
    invitationId: c.req.valid('param').invitationId,
  });
  wakeMailSender();
  return c.body(null, 204);
};

export const changeMemberRole: AppRouteHandler<ChangeMemberRoleRoute> = async (c) => {
  const { wakeMailSender, ...change } = await teamChangeOf(c);
  const member = await memberChanges.changeMemberRole({
    ...change,
    userId: c.req.valid('param').userId,
    role: c.req.valid('json').role,
  });
  wakeMailSender();
  return c.json(member, 200);
};

export const removeMember: AppRouteHandler<RemoveMemberRoute> = async (c) => {
  const { wakeMailSender, ...change } = await teamChangeOf(c);
  await memberChanges.removeMember({ ...change, userId: c.req.valid('param').userId });
  wakeMailSender();
  return c.body(null, 204);
};

export const transferOwnership: AppRouteHandler<TransferOwnershipRoute> = async (c) => {
  const { wakeMailSender, ...change } = await teamChangeOf(c);
  const changed = await memberChanges.transferOwnership({
    ...change,
    userId: c.req.valid('param').userId,
  });
  wakeMailSender();
  return c.json(changed, 200);
};

export const listOrganisations: AppRouteHandler<ListOrganisationsRoute> = async (c) => {
  const { user } = await requireSession(c);
  return c.json(
    await organisations.listOrganisations(c.get('deps').db, {
      userId: user.id,
      currentId: user.clientId,
    }),
    200,
  );
};

export const chooseOrganisation: AppRouteHandler<ChooseOrganisationRoute> = async (c) => {
  const { user, session } = await requireSession(c);
  return c.json(
    await organisations.chooseOrganisation(c.get('deps').db, {
      userId: user.id,
      sessionId: session.id,
      clientId: c.req.valid('json').client_id,
    }),
    200,
  );
};

export const listDelegations: AppRouteHandler<ListDelegationsRoute> = async (c) => {
  const { user } = await requireSession(c);
  const { clientId } = organisationOf(user);
  return c.json(
    { delegations: await delegationRows.listDelegations(c.get('deps').db, clientId) },
    200,
  );
};

export const grantAccess: AppRouteHandler<GrantAccessRoute> = async (c) => {
  const { wakeMailSender, ...change } = await teamChangeOf(c);
  const granted = await grants.grantAccess({ ...change, form: c.req.valid('json') });
  wakeMailSender();
  return c.json(granted, 201);
};

export const revokeAccess: AppRouteHandler<RevokeAccessRoute> = async (c) => {
  const { wakeMailSender, ...change } = await teamChangeOf(c);
  await grants.revokeAccess({ ...change, delegationId: c.req.valid('param').delegationId });
  wakeMailSender();
  return c.body(null, 204);
};
