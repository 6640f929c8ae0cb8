import type { Tone } from './tones';

export const SECURITY_LEVELS = ['standard', 'high', 'maximum'] as const;

export type SecurityLevel = (typeof SECURITY_LEVELS)[number];

export const SECURITY_LEVEL_LABELS: Record<SecurityLevel, string> = {
  standard: 'Standard',
  high: 'High',
  maximum: 'Maximum',
};

export const SECURITY_LEVEL_TONES: Record<SecurityLevel, Tone> = {
  standard: 'blue',
  high: 'orange',
  maximum: 'red',
};

export const DEFAULT_SECURITY_LEVEL: SecurityLevel = 'standard';
