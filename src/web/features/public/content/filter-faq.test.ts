import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQ_ITEMS, type FaqItem } from './faq';
import { filterFaq } from './filter-faq';

const ids = (items: readonly FaqItem[]) => items.map((item) => item.id);

describe('the FAQ', () => {
  it('has 12 questions with unique ids, 3 in each category', () => {
    expect(FAQ_ITEMS).toHaveLength(12);
    expect(new Set(ids(FAQ_ITEMS)).size).toBe(12);
    for (const category of FAQ_CATEGORIES) {
      expect(filterFaq(FAQ_ITEMS, category, '')).toHaveLength(3);
    }
  });
});

describe('filterFaq', () => {
  it('returns every question for All and blank search', () => {
    expect(filterFaq(FAQ_ITEMS, 'all', '   ')).toEqual(FAQ_ITEMS);
  });

  it('matches the question text, ignoring case', () => {
    expect(ids(filterFaq(FAQ_ITEMS, 'all', 'TRACK MY'))).toEqual(['shipping-tracking']);
  });

  it('matches the answer text too', () => {
    expect(ids(filterFaq(FAQ_ITEMS, 'all', 'fips 140-2'))).toEqual(['security-data']);
  });

  it('combines the search with the category', () => {
    expect(ids(filterFaq(FAQ_ITEMS, 'all', 'portal'))).toEqual([
      'shipping-tracking',
      'vault-access',
      'vault-insurance',
    ]);
    expect(ids(filterFaq(FAQ_ITEMS, 'vault', 'Portal'))).toEqual([
      'vault-access',
      'vault-insurance',
    ]);
  });

  it('finds nothing when no question in the category matches (the empty state)', () => {
    expect(filterFaq(FAQ_ITEMS, 'billing', 'biometrics')).toEqual([]);
    expect(filterFaq(FAQ_ITEMS, 'all', 'no such words anywhere')).toEqual([]);
  });
});
