import { staffMay, type StaffArea } from '#shared/staff-access';
import { useSession } from '../../../session/get-session';

/**
 * Whether the signed-in staff member's role may change this part of the admin area (STAFF_ACCESS,
 * as the server's routes declare it): a control it may not use is not shown. The server decides.
 */
export function useStaffMayChange(area: StaffArea): boolean {
  const { staffRole } = useSession();
  return staffMay(staffRole, area, 'write');
}
