/** Every site link the header, mobile menu and footer share, defined once. */
export type SiteLink = {
  to: string;
  label: string;
  footerLabel: string;
  footerSection: 'company' | 'services';
};

/** Shown to signed-out visitors in the header; all of them also appear in the footer. */
export const PUBLIC_NAV_LINKS: readonly SiteLink[] = [
  { to: '/', label: 'Home', footerLabel: 'Home', footerSection: 'company' },
  { to: '/about', label: 'About', footerLabel: 'About Us', footerSection: 'company' },
  { to: '/news', label: 'News', footerLabel: 'News & Updates', footerSection: 'company' },
  { to: '/faq', label: 'FAQ', footerLabel: 'FAQ', footerSection: 'company' },
  { to: '/contact', label: 'Contact', footerLabel: 'Contact', footerSection: 'company' },
  {
    to: '/track',
    label: 'Track Shipment',
    footerLabel: 'Shipment Tracking',
    footerSection: 'services',
  },
];

export const VAULT_LINK: SiteLink = {
  to: '/vault',
  label: 'Vault Portal',
  footerLabel: 'Secure Vault Storage',
  footerSection: 'services',
};

export const ADMIN_LINK = { to: '/admin', label: 'Admin', mobileLabel: 'Admin Dashboard' };

export const LOGIN_LINK = { to: '/login', label: 'Login' };

export const FOOTER_LINKS: readonly SiteLink[] = [...PUBLIC_NAV_LINKS, VAULT_LINK];
