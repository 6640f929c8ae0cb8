import { Link } from 'react-router';
import { areaHome } from '../../session/area-home';
import { useSession } from '../../session/get-session';
import { BrandMark } from '../../ui/brand-mark';

/** The logo leads each visitor to their own starting page. */
export function BrandLink() {
  const { user } = useSession();
  const home = user ? areaHome(user.role) : '/';

  return (
    <Link to={home} className="flex items-center gap-2 rounded-md font-semibold tracking-tight">
      <BrandMark />
      <span className="text-sm sm:text-base">Orion Transit &amp; Custody</span>
    </Link>
  );
}
