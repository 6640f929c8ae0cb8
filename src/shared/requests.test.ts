import { describe, expect, it } from 'vitest';
import {
  allowedRequestActions,
  nextRequestState,
  REQUEST_MESSAGES,
  type RuledRequest,
} from './requests';

const ASKER = 'asker';
const asked = (state: RuledRequest['state'], extra: Partial<RuledRequest> = {}): RuledRequest => ({
  state,
  requested_by_user_id: ASKER,
  ...extra,
});

describe('the request rule', () => {
  it('sends an organisation’s approval to our staff, and a transfer’s to its receiver first', () => {
    const approver = { side: 'client', userId: 'noah', clientRole: 'approver' } as const;
    expect(nextRequestState(asked('awaiting_client'), 'approve', approver)).toEqual({
      ok: true,
      state: 'awaiting_staff',
    });
    expect(
      nextRequestState(asked('awaiting_client', { transfer: true }), 'approve', approver),
    ).toEqual({ ok: true, state: 'awaiting_recipient' });
  });

  it('lets the receiving organisation’s Owner or Approver accept or decline, and no one else', () => {
    const offered = asked('awaiting_recipient', { transfer: true });
    const owner = { side: 'recipient', userId: 'marcus', clientRole: 'owner' } as const;
    expect(allowedRequestActions(offered, owner)).toEqual(['approve', 'decline']);
    expect(nextRequestState(offered, 'approve', owner)).toEqual({
      ok: true,
      state: 'awaiting_staff',
    });
    expect(nextRequestState(offered, 'approve', { ...owner, clientRole: 'member' })).toMatchObject({
      ok: false,
      status: 403,
      reason: REQUEST_MESSAGES.approverRoleOnly,
    });
    // The sender may only cancel while it waits; our staff wait for the receiver.
    expect(
      allowedRequestActions(offered, { side: 'client', userId: ASKER, clientRole: 'member' }),
    ).toEqual(['cancel']);
    expect(allowedRequestActions(offered, { side: 'staff', userId: 'ops' })).toEqual([]);
    expect(nextRequestState(offered, 'cancel', owner)).toMatchObject({
      ok: false,
      reason: REQUEST_MESSAGES.cancelClientOnly,
    });
  });

  it('completes a transfer at our last approval', () => {
    const request = asked('awaiting_staff', {
      transfer: true,
      staff_approvals: { needed: 2, given: ['ops'] },
      approved_state: 'completed',
    });
    expect(nextRequestState(request, 'approve', { side: 'staff', userId: 'admin' })).toEqual({
      ok: true,
      state: 'completed',
    });
    expect(nextRequestState(request, 'approve', { side: 'staff', userId: 'ops' })).toMatchObject({
      ok: false,
      status: 403,
    });
  });
});
