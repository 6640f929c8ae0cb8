import { custodySettingsSchema } from '#shared/custody-settings';
import { visitSettingsSchema } from '#shared/visits';
import { STAFF_ACCESS } from '#shared/staff-access';
import {
  publicSettingsAnswerSchema,
  siteSettingsAnswerSchema,
  siteSettingsSchema,
} from '#shared/site-settings-schema';
import { errorResponses } from '../../http/error-responses';
import { adminRoute, jsonBody, jsonContent, publicRoute } from '../../http/openapi';

export const publicSettings = publicRoute({
  operationId: 'publicSettings',
  method: 'get',
  path: '/public',
  tags: ['Settings'],
  summary: 'The company contact details and the map tiles',
  description:
    'Anyone: the footer and the contact page of every visitor read them, the live maps the tile server. A missing value is an empty string. Revalidated on every use (`Cache-Control: no-cache`).',
  responses: {
    200: jsonContent(
      publicSettingsAnswerSchema,
      'The contact e-mail, phone and address, and the tile template or null.',
    ),
    ...errorResponses(400),
  },
});

export const adminSettings = adminRoute({
  roles: STAFF_ACCESS.settings.read,
  operationId: 'adminSettings',
  method: 'get',
  path: '/',
  tags: ['Settings'],
  summary: 'The contact details, for editing',
  description: 'A missing value is an empty string.',
  responses: {
    200: jsonContent(siteSettingsAnswerSchema, 'The contact e-mail, phone and address.'),
  },
});

export const saveSettings = adminRoute({
  roles: STAFF_ACCESS.settings.write,
  operationId: 'saveSettings',
  method: 'put',
  path: '/',
  tags: ['Settings'],
  summary: 'Save the contact details',
  description: 'All three are saved together or none is; the change is recorded in the audit log.',
  request: { body: jsonBody(siteSettingsSchema) },
  responses: {
    200: jsonContent(siteSettingsAnswerSchema, 'The contact details as saved.'),
    ...errorResponses(400),
  },
});

export const custodySettings = adminRoute({
  roles: STAFF_ACCESS.settings.read,
  operationId: 'custodySettings',
  method: 'get',
  path: '/custody',
  tags: ['Settings'],
  summary: 'The custody rules',
  description:
    'Above `release_second_approval_threshold` (USD, default 100,000) a release needs a second member of staff, other than the first, to approve it (decision 069).',
  responses: { 200: jsonContent(custodySettingsSchema, 'The rules as they stand.') },
});

export const saveCustodySettings = adminRoute({
  roles: STAFF_ACCESS.settings.write,
  operationId: 'saveCustodySettings',
  method: 'put',
  path: '/custody',
  tags: ['Settings'],
  summary: 'Save the custody rules',
  description:
    'Applies to releases asked from then on; a release keeps the number of approvals it was asked with. Recorded in the audit log.',
  request: { body: jsonBody(custodySettingsSchema) },
  responses: {
    200: jsonContent(custodySettingsSchema, 'The rules as saved.'),
    ...errorResponses(400),
  },
});

export const visitSettings = adminRoute({
  roles: STAFF_ACCESS.settings.read,
  operationId: 'visitSettings',
  method: 'get',
  path: '/visits',
  tags: ['Settings'],
  summary: 'The visiting hours and rooms',
  description:
    'The days the vault receives visitors, its hours on the vault’s clock (America/New_York, whole hours) and its viewing rooms, each taking one visit an hour (decision 070). Default: Monday to Friday, 9 to 17, 2 rooms.',
  responses: { 200: jsonContent(visitSettingsSchema, 'The hours as they stand.') },
});

export const saveVisitSettings = adminRoute({
  roles: STAFF_ACCESS.settings.write,
  operationId: 'saveVisitSettings',
  method: 'put',
  path: '/visits',
  tags: ['Settings'],
  summary: 'Save the visiting hours and rooms',
  description:
    'Applies to visits booked from then on: visits already confirmed keep their hour. Recorded in the audit log.',
  request: { body: jsonBody(visitSettingsSchema) },
  responses: {
    200: jsonContent(visitSettingsSchema, 'The hours as saved.'),
    ...errorResponses(400),
  },
});

export type VisitSettingsRoute = typeof visitSettings;
export type SaveVisitSettingsRoute = typeof saveVisitSettings;
export type CustodySettingsRoute = typeof custodySettings;
export type SaveCustodySettingsRoute = typeof saveCustodySettings;
export type PublicSettingsRoute = typeof publicSettings;
export type AdminSettingsRoute = typeof adminSettings;
export type SaveSettingsRoute = typeof saveSettings;
