import type { RequestOrigin } from './record-audit-event';

/** Who makes an admin change and from where: every admin write records both. */
export type StaffChange = {
  admin: { id: string; email: string };
  origin: RequestOrigin;
};
