import { Mail, MapPin, Phone } from 'lucide-react';
import { usePublicSettings } from '../../features/public/api/get-public-settings';
import { Spinner } from '../../ui/spinner';

// Fixed height for e-mail, phone and a two-line address, so the footer does not shift on load.
const BLOCK_HEIGHT = 'min-h-26';

export function FooterContact() {
  const { settings, isPending } = usePublicSettings();

  if (isPending) {
    return (
      <div className={`${BLOCK_HEIGHT} grid place-items-center`}>
        <Spinner label="Loading contact details" surface="dark" />
      </div>
    );
  }

  return (
    <ul className={`${BLOCK_HEIGHT} space-y-3 text-sm`}>
      <li className="flex items-start gap-3">
        <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
        <a href={`mailto:${settings.contact_email}`} className="break-all hover:text-amber-200">
          {settings.contact_email}
        </a>
      </li>
      <li className="flex items-start gap-3">
        <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
        <a
          href={`tel:${settings.contact_phone.replace(/[^\d+]/g, '')}`}
          className="hover:text-amber-200"
        >
          {settings.contact_phone}
        </a>
      </li>
      <li className="flex items-start gap-3">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-300" />
        <address className="not-italic">
          {settings.company_address.split('\n').map((line, index) => (
            <span key={index} className="block">
              {line}
            </span>
          ))}
        </address>
      </li>
    </ul>
  );
}
