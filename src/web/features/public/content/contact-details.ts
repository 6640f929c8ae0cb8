/** What the Contact page promises beside the settings' phone, e-mail and address. */
export const EMERGENCY_LINE = { label: '24/7 Emergency Line', phone: '+1 (800) 555-0199' };

export const BUSINESS_HOURS = ['Mon-Fri 8:00 AM-6:00 PM', 'Sat 9:00 AM-4:00 PM'];

export const RESPONSE_PROMISES = [
  { label: 'Contact form', promise: 'Reply within 24 hours' },
  { label: 'E-mail', promise: 'Reply within 2 hours' },
  { label: 'Support', promise: 'Available 24/7' },
];
