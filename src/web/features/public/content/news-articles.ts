import type { Tone } from '#shared/tones';

/** The news articles (8, 2 of them featured), shown on /news and /news/{id} (decision 015). */
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
  },
];

export function findArticle(id: string | undefined): NewsArticle | undefined {
  return NEWS_ARTICLES.find((article) => article.id === id);
}
