import { describe, expect, it } from 'vitest';
import { fullName } from './person-name';

describe('fullName', () => {
  it('joins the parts a person has', () => {
    expect(fullName('Amelia', 'Hart')).toBe('Amelia Hart');
    expect(fullName('Amelia', null)).toBe('Amelia');
    expect(fullName(undefined, 'Hart')).toBe('Hart');
  });

  it('is empty without a name, so the caller can fall back', () => {
    expect(fullName(null, '')).toBe('');
  });
});
