export const SERVICE_TYPES = [
  'general',
  'shipping',
  'vault',
  'security',
  'enterprise',
  'support',
] as const;

export type ServiceType = (typeof SERVICE_TYPES)[number];

export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  general: 'General Inquiry',
  shipping: 'Shipping Services',
  vault: 'Vault Storage',
  security: 'Security Consultation',
  enterprise: 'Enterprise Solutions',
  support: 'Technical Support',
};

export const DEFAULT_SERVICE_TYPE: ServiceType = 'general';

/** Longest accepted text per contact field, shared by the form's inputs and the server. */
export const CONTACT_LIMITS = {
  name: 100,
  company: 150,
  phone: 40,
  subject: 200,
  message: 5000,
} as const;

/** The fields the form marks with * and checks before anything else. */
export const CONTACT_REQUIRED_FIELDS = ['name', 'email', 'message'] as const;
