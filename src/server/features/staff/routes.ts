import {
  staffInvitationSchema,
  staffListSchema,
  staffMemberSchema,
  staffRoleChangeSchema,
} from '#shared/admin/staff';
import { STAFF_ACCESS } from '#shared/staff-access';
import { errorResponses } from '../../http/error-responses';
import { adminRoute, jsonBody, jsonContent, uuidParams } from '../../http/openapi';
import { STAFF_NOT_FOUND } from './staff-member';

const TAGS = ['Staff'];
const staffParams = uuidParams('userId', STAFF_NOT_FOUND);
const ONE_AT_A_TIME =
  'Staff changes are made one at a time, and only by an Administrator still in that role: two Administrators demoting each other at once leave one.';

export const listStaff = adminRoute({
  roles: STAFF_ACCESS.staff.read,
  operationId: 'listStaff',
  method: 'get',
  path: '/',
  tags: TAGS,
  summary: 'Every staff account with its role and status',
  description: 'Invited (no password chosen yet), active or deactivated; with the last sign-in.',
  responses: { 200: jsonContent(staffListSchema, 'Active first, then by name.') },
});

export const inviteStaff = adminRoute({
  roles: STAFF_ACCESS.staff.write,
  operationId: 'inviteStaff',
  method: 'post',
  path: '/',
  tags: TAGS,
  summary: 'Invite a staff member with a role',
  description:
    'Opens the account and e-mails a link, valid 7 days, to choose a password; two-factor sign-in is set up at the first sign-in. An address that already has an account is refused with 409 on `email`.',
  request: { body: jsonBody(staffInvitationSchema) },
  responses: {
    201: jsonContent(staffMemberSchema, 'Invited.'),
    ...errorResponses(400, 409),
  },
});

export const changeStaffRole = adminRoute({
  roles: STAFF_ACCESS.staff.write,
  operationId: 'changeStaffRole',
  method: 'put',
  path: '/{userId}/role',
  tags: TAGS,
  summary: "Change a staff member's role",
  description: `In force at their next request. Your own role is refused with 409. ${ONE_AT_A_TIME}`,
  request: { params: staffParams, body: jsonBody(staffRoleChangeSchema) },
  responses: {
    200: jsonContent(staffMemberSchema, 'The staff member with the new role.'),
    ...errorResponses(400, 404, 409),
  },
});

export const deactivateStaff = adminRoute({
  roles: STAFF_ACCESS.staff.write,
  operationId: 'deactivateStaff',
  method: 'post',
  path: '/{userId}/deactivate',
  tags: TAGS,
  summary: 'Deactivate a staff account',
  description: `Its sessions end at once and it cannot sign in; its history stays. Your own account is refused with 409. ${ONE_AT_A_TIME}`,
  request: { params: staffParams },
  responses: {
    200: jsonContent(staffMemberSchema, 'Deactivated.'),
    ...errorResponses(400, 404, 409),
  },
});

export const reactivateStaff = adminRoute({
  roles: STAFF_ACCESS.staff.write,
  operationId: 'reactivateStaff',
  method: 'post',
  path: '/{userId}/reactivate',
  tags: TAGS,
  summary: 'Reactivate a staff account',
  description: `It may sign in again, with its role as it was. ${ONE_AT_A_TIME}`,
  request: { params: staffParams },
  responses: {
    200: jsonContent(staffMemberSchema, 'Reactivated.'),
    ...errorResponses(400, 404, 409),
  },
});

export type ListStaffRoute = typeof listStaff;
export type InviteStaffRoute = typeof inviteStaff;
export type ChangeStaffRoleRoute = typeof changeStaffRole;
export type DeactivateStaffRoute = typeof deactivateStaff;
export type ReactivateStaffRoute = typeof reactivateStaff;
