import type { Tone } from '#shared/tones';

/** The news articles (spec §3: 8 articles, 2 featured), shown on /news and /news/{id}. */
export const NEWS_CATEGORIES = ['security', 'technology', 'company', 'industry'] as const;

export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

export const NEWS_CATEGORY_LABELS: Record<NewsCategory, string> = {
  security: 'Security',
  technology: 'Technology',
  company: 'Company',
  industry: 'Industry',
};

export const NEWS_CATEGORY_TONES: Record<NewsCategory, Tone> = {
  security: 'red',
  technology: 'blue',
  company: 'green',
  industry: 'purple',
};

/** Which inline drawing stands in for the article's photograph. */
export type ArticleIllustration =
  'shield' | 'satellite' | 'vault' | 'award' | 'chip' | 'globe' | 'truck' | 'scale';

export type NewsArticle = {
  /** The slug in /news/{id}. */
  id: string;
  title: string;
  excerpt: string;
  category: NewsCategory;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  readTime: string;
  featured: boolean;
  illustration: ArticleIllustration;
  /** The full text, one string per paragraph (3 to 5). */
  body: readonly string[];
};

export const NEWS_ARTICLES: NewsArticle[] = [
  {
    id: 'quantum-resistant-encryption-rollout',
    title: 'Orion Rolls Out Quantum-Resistant Encryption Across Its Network',
    excerpt:
      'Every manifest, tracking signal and vault access record is now protected by post-quantum cryptography, years ahead of industry mandates.',
    category: 'security',
    date: '2025-03-18',
    readTime: '5 min read',
    featured: true,
    illustration: 'shield',
    body: [
      'Orion Transit & Custody has completed the move of its entire network to post-quantum cryptography. Shipment manifests, live tracking signals, vault access records and the client portal are now protected by key exchange and signature algorithms standardised by NIST for the era of quantum computing.',
      'Data stolen today can be stored and decrypted years from now, once quantum computers are powerful enough. For clients whose records describe the location of art, bullion or confidential documents, that delay offers no comfort, which is why we chose to migrate well before any regulation requires it.',
      'The rollout ran in hybrid mode for six months: every connection was protected by both classical and post-quantum algorithms, so a weakness in either would not expose data. Our FIPS 140-2 validated hardware security modules hold the keys throughout.',
      'Clients do not need to change anything. Portal sessions, API integrations and e-mail notifications continue to work as before, and our security team is available to walk compliance officers through the details on request.',
    ],
  },
  {
    id: 'satellite-tracking-upgrade',
    title: 'Satellite Tracking Now Covers Every Route, Even Off-Grid',
    excerpt:
      'A dual-network tracker keeps consignments visible in tunnels, rural corridors and at sea, with position updates every ten seconds.',
    category: 'technology',
    date: '2025-02-27',
    readTime: '4 min read',
    featured: true,
    illustration: 'satellite',
    body: [
      'Every Orion vehicle and every tracked container now carries a dual-network tracker that switches between cellular and low-earth-orbit satellite links automatically. Consignments stay visible in tunnels, on rural corridors and at sea, where cellular coverage used to leave gaps.',
      'Positions are reported every ten seconds while a consignment is moving and every minute while it is parked. Each report is signed on the device, so a spoofed or replayed position is rejected before it reaches our operations centre.',
      'The trackers also watch for tampering: a change in light, temperature or orientation inside a sealed container raises an alert within seconds, and the nearest response team is dispatched while the client is informed through the portal.',
      'The upgrade is included in every shipment at no extra cost. Clients following a shipment on our tracking page will notice more frequent updates and a more precise current location.',
    ],
  },
  {
    id: 'miami-vault-opening',
    title: 'New Climate-Controlled Vault Opens in Miami',
    excerpt:
      'Our southeast facility adds 2,400 safe-deposit units and hurricane-rated construction for art, documents and precious metals.',
    category: 'company',
    date: '2025-02-10',
    readTime: '3 min read',
    featured: false,
    illustration: 'vault',
    body: [
      'Our new Miami vault is open. The facility adds 2,400 safe-deposit units of five sizes and three private rooms for viewing and appraisal, all inside a building rated for category 5 hurricanes and raised above the flood plain.',
      'Temperature and humidity are held within tight bands for paintings, manuscripts and wine, and every unit is monitored around the clock. Access takes two authorised people and two biometric checks, and each opening appears in the client portal within seconds.',
      'The Miami team also runs our southeast transport routes, so items can move between the vault, ports and airports without leaving Orion custody.',
    ],
  },
  {
    id: 'best-employer-award',
    title: 'Orion Named a Best Employer in Security Services',
    excerpt:
      'The award recognises our crew training programme, safety record and the highest staff retention in our sector.',
    category: 'company',
    date: '2025-01-22',
    readTime: '3 min read',
    featured: false,
    illustration: 'award',
    body: [
      'Orion Transit & Custody has been named a Best Employer in Security Services for 2024, an award based on an anonymous survey of staff and an independent review of training, safety and retention.',
      'Every member of our transport crews completes 160 hours of training before their first route and 40 hours every year after that, covering defensive driving, first aid, conflict de-escalation and the handling of fragile and high-value goods.',
      'Our staff turnover is less than half the industry average. Clients benefit directly: the crews who move and guard their assets are experienced people who know our procedures and each other.',
      'We thank our teams in New York, Los Angeles, Chicago and Miami, whose work earned this recognition.',
    ],
  },
  {
    id: 'biometric-vault-access',
    title: 'Biometric Dual-Custody Access Comes to All Vaults',
    excerpt:
      'Opening a vault now takes two authorised people and two biometric checks, logged to the second in the client portal.',
    category: 'security',
    date: '2025-01-08',
    readTime: '4 min read',
    featured: false,
    illustration: 'chip',
    body: [
      'All Orion vaults now use biometric dual-custody access. Opening a vault door or a client unit requires two authorised people, each confirmed by fingerprint and face recognition, within a set time window.',
      'No single employee, however senior, can open a vault alone. Attempts outside agreed hours or by an unexpected pair of people are refused and reported to our security operations centre.',
      'Each opening is written to the access log with the time, the people involved and the items touched. Clients see the entries for their own items in the vault portal, and can export them for auditors or insurers.',
      'Biometric templates are stored encrypted on the access hardware itself and never leave the building.',
    ],
  },
  {
    id: 'cross-border-art-logistics-2025',
    title: 'Cross-Border Art Logistics: What Changes in 2025',
    excerpt:
      'New customs pre-clearance rules and cultural-property checks affect every international loan. Here is how to prepare.',
    category: 'industry',
    date: '2024-12-12',
    readTime: '6 min read',
    featured: false,
    illustration: 'globe',
    body: [
      'Moving art across borders is getting more demanding. Several countries now require customs pre-clearance for high-value cultural goods, and checks on provenance and cultural-property status are stricter than ever.',
      'For lenders and galleries, the practical effect is time. Documents that could once be produced at the border now have to be filed days or weeks in advance, and an incomplete file can hold a shipment in a bonded warehouse.',
      'We recommend starting paperwork as soon as a loan is agreed: a complete provenance record, export licences where needed, condition reports and insurance certificates. Our customs specialists prepare and file these as part of every international art shipment.',
      'Temporary admission schemes remain available for exhibitions and can save significant duty, but they come with strict conditions on the route and the return date. We plan both legs together so the conditions are met.',
      'If you are planning an international loan in 2025, contact our team early; we are glad to review your timeline and documents.',
    ],
  },
  {
    id: 'electric-armoured-fleet',
    title: 'Our First Electric Armoured Vehicles Enter Service',
    excerpt:
      'Twelve electric vehicles with reinforced battery enclosures now run our New York and Los Angeles city routes.',
    category: 'technology',
    date: '2024-11-20',
    readTime: '4 min read',
    featured: false,
    illustration: 'truck',
    body: [
      'Twelve electric armoured vehicles have entered service on our New York and Los Angeles city routes, the first step towards an all-electric urban fleet by 2028.',
      'Armour adds weight, and batteries bring their own risks, so the vehicles were built to our specification: the battery packs sit inside a reinforced enclosure, and the vehicles keep power for locks, cameras and trackers even if the main battery is disabled.',
      'City routes are short and predictable, which suits electric range well. Each vehicle charges inside our secured depots, never at public chargers.',
      'The new vehicles are quieter and cut local emissions, and for clients nothing changes: the same crews, the same procedures and the same live tracking.',
    ],
  },
  {
    id: 'insurance-trends-high-value-goods',
    title: 'Insurance Trends for High-Value Goods in Transit',
    excerpt:
      'Underwriters are rewarding documented chains of custody. We look at what that means for premiums and claims.',
    category: 'industry',
    date: '2024-10-30',
    readTime: '5 min read',
    featured: false,
    illustration: 'scale',
    body: [
      'Insurers covering goods in transit are paying closer attention to how those goods are handled. Policies increasingly reward shippers who can document every hand-over, every seal and every stop.',
      'A documented chain of custody shortens claims, too. When a loss occurs, a complete record of who held the item and when lets an adjuster establish the facts in days rather than months.',
      'Orion records each step of a shipment automatically: tamper-evident seal numbers, GPS positions, the crew on duty and the signatures at collection and delivery. Clients can share this record with their insurers directly from the portal.',
      'Standard insurance is included in every Orion shipment, and higher cover is available for declared values above the standard limit. Our team can help you compare it with your existing policy.',
    ],
  },
];

export function findArticle(id: string | undefined): NewsArticle | undefined {
  return NEWS_ARTICLES.find((article) => article.id === id);
}
