/** The About page's static content. */

export const CORE_VALUES = [
  {
    title: 'Security First',
    text: 'Every decision starts with the question of what could go wrong, and how we prevent it.',
  },
  {
    title: 'Client Partnership',
    text: 'We plan each move with you, share what we see in real time and answer to you directly.',
  },
  {
    title: 'Excellence',
    text: 'Audited procedures, trained crews and equipment we maintain beyond the manufacturer’s schedule.',
  },
  {
    title: 'Innovation',
    text: 'We invest in tracking, encryption and sensor technology before our clients have to ask.',
  },
] as const;

export type TeamMember = { name: string; role: string; experience: string };

export const LEADERSHIP_TEAM: TeamMember[] = [
  {
    name: 'Eleanor Whitfield',
    role: 'Chief Executive Officer',
    experience: '22 years in secure logistics, formerly head of operations at a global carrier.',
  },
  {
    name: 'Daniel Okafor',
    role: 'Chief Security Officer',
    experience: '18 years in protective services and risk assessment for financial institutions.',
  },
  {
    name: 'Priya Raman',
    role: 'Chief Technology Officer',
    experience: '15 years building tracking, telemetry and encryption systems.',
  },
  {
    name: 'Lucas Moreau',
    role: 'Head of Vault Operations',
    experience: '12 years managing high-value storage facilities in Geneva and New York.',
  },
];

export const TIMELINE = [
  { year: 2015, event: 'Founded in New York with two armoured vehicles and one vault.' },
  { year: 2017, event: 'Opened our Los Angeles hub and began coast-to-coast transport.' },
  { year: 2019, event: 'Certified to ISO 27001 for information security.' },
  { year: 2021, event: 'Launched real-time GPS tracking for every consignment.' },
  { year: 2023, event: 'Opened the client vault portal and our Chicago and Miami offices.' },
  { year: 2025, event: 'Passed 10,000 secure deliveries for more than 500 clients.' },
] as const;

export const CERTIFICATIONS = [
  { title: 'ISO 27001', text: 'Information security management' },
  { title: 'SOC 2 Type II', text: 'Security compliance, audited every year' },
  { title: 'FIPS 140-2', text: 'Cryptographic standards for our encryption modules' },
  { title: 'Best Employer 2024', text: 'Awarded for crew training, safety and retention' },
] as const;

/** 'Eleanor Whitfield' → 'EW', shown in place of a photograph. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
}
