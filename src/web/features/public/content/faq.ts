/** The FAQ: 12 items, 3 per category. */
export const FAQ_CATEGORIES = ['security', 'shipping', 'vault', 'billing'] as const;

export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

export const FAQ_CATEGORY_LABELS: Record<FaqCategory, string> = {
  security: 'Security',
  shipping: 'Shipping',
  vault: 'Vault Storage',
  billing: 'Billing',
};

export type FaqItem = { id: string; category: FaqCategory; question: string; answer: string };

export const FAQ_ITEMS: FaqItem[] = [
  {
    id: 'security-protection',
    category: 'security',
    question: 'How are my assets protected during transport?',
    answer:
      'Every consignment travels in an armoured vehicle with a vetted two-person crew, sealed in tamper-evident packaging whose seal numbers are recorded at collection and checked at delivery. The vehicle is tracked by GPS in real time and watched by our 24/7 operations centre, which dispatches a response team if anything unexpected happens.',
  },
  {
    id: 'security-data',
    category: 'security',
    question: 'How do you keep my shipment and vault data confidential?',
    answer:
      'Manifests, tracking data and access records are encrypted in transit and at rest, with keys held in FIPS 140-2 validated hardware. We are certified to ISO 27001 and audited for SOC 2 Type II every year. Public tracking shows only status, route and dates, never the contents, the value or who the client is.',
  },
  {
    id: 'security-staff',
    category: 'security',
    question: 'How do you screen the people who handle my items?',
    answer:
      'Every employee passes criminal-record, credit and reference checks before hiring and again every year. Crews complete 160 hours of training before their first route, and no single person can open a vault or a sealed container alone: every access takes two authorised people.',
  },
  {
    id: 'shipping-tracking',
    category: 'shipping',
    question: 'How do I track my shipment?',
    answer:
      'Enter your tracking number (it starts with OTC) on the Track Shipment page to see the status, current location, estimated delivery and a timeline of every step. Signed-in clients also see all their shipments in the vault portal.',
  },
  {
    id: 'shipping-international',
    category: 'shipping',
    question: 'Do you ship internationally?',
    answer:
      'Yes. We move valuables between the United States and over 40 countries, working with vetted partners abroad under the same chain-of-custody rules. Our customs specialists prepare export licences, provenance records and temporary-admission paperwork for exhibitions.',
  },
  {
    id: 'shipping-lead-time',
    category: 'shipping',
    question: 'How far in advance should I book a shipment?',
    answer:
      'For domestic routes, 48 hours is usually enough; international shipments need one to three weeks for customs paperwork. Urgent same-day collections are possible in New York, Los Angeles, Chicago and Miami: call our 24/7 line and we will tell you what we can do.',
  },
  {
    id: 'vault-items',
    category: 'vault',
    question: 'What can I store in your vaults?',
    answer:
      'Fine art, jewellery, precious metals, collectibles, wine and important documents. Units range from safe-deposit boxes to private rooms, with temperature and humidity control for sensitive items. We do not store hazardous materials, weapons or anything illegal to possess.',
  },
  {
    id: 'vault-access',
    category: 'vault',
    question: 'How do I access my items in the vault?',
    answer:
      'Arrange a visit at least 24 hours ahead through our contact form or by phone. You will be met by two staff members, identified by ID and biometrics, and taken to a private viewing room. In the vault portal you see each stored item with its details and last access, and the Access Logs list every view of your items and every change our staff make to them, with a CSV download for your records.',
  },
  {
    id: 'vault-insurance',
    category: 'vault',
    question: 'Are items in the vault insured?',
    answer:
      'Yes. Standard insurance covers every stored item up to its declared value within the standard limit, and additional cover is available for higher values. The declared value of each item is shown in its details in the vault portal. For a certificate of insurance for your own insurer or auditor, ask us through the contact form or by phone.',
  },
  {
    id: 'billing-cost',
    category: 'billing',
    question: 'How is the cost of a shipment calculated?',
    answer:
      'The price depends on the weight, the route and the security level (standard, high or maximum). The calculator on our home page gives an instant estimate; the final quote takes the exact route, declared value and handling requirements into account. There are no hidden fees.',
  },
  {
    id: 'billing-payment',
    category: 'billing',
    question: 'Which payment methods do you accept?',
    answer:
      'We accept bank transfer, major credit cards and, for business accounts, invoicing with 30-day terms. Vault storage is billed monthly or annually in advance; annual billing comes with a discount.',
  },
  {
    id: 'billing-discounts',
    category: 'billing',
    question: 'Do you offer volume discounts?',
    answer:
      'Yes. Clients who ship regularly or store several units receive tiered discounts, and enterprise clients can agree a fixed rate card for the year. Contact our team with your expected volume for a tailored quote.',
  },
];
