import { describe, expect, it } from 'vitest';
import { pageRange } from './page-range';

describe('pageRange', () => {
  it('names the rows and pages of an exact total', () => {
    expect(pageRange({ page: 2, pageSize: 20, total: 100_000, totalCapped: false })).toEqual({
      pageCount: 5_000,
      showing: 'Showing 21–40 of 100,000',
      pageOf: 'Page 2 of 5,000',
    });
    expect(pageRange({ page: 3, pageSize: 20, total: 45, totalCapped: false }).showing).toBe(
      'Showing 41–45 of 45',
    );
    expect(pageRange({ page: 1, pageSize: 20, total: 0, totalCapped: false })).toEqual({
      pageCount: 1,
      showing: 'Showing 0–0 of 0',
      pageOf: 'Page 1 of 1',
    });
  });

  it('says "more than" for a capped count, and never less than what was shown', () => {
    expect(
      pageRange({ page: 1, pageSize: 20, total: 1_000, totalCapped: true, rowsShown: 20 }),
    ).toEqual({
      pageCount: 50,
      showing: 'Showing 1–20 of more than 1,000',
      pageOf: 'Page 1 of more than 50',
    });
    expect(
      pageRange({ page: 60, pageSize: 20, total: 1_000, totalCapped: true, rowsShown: 7 }),
    ).toEqual({
      pageCount: 50,
      showing: 'Showing 1,181–1,187 of more than 1,187',
      pageOf: 'Page 60 of more than 60',
    });
  });
});
