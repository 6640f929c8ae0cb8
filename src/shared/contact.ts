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
