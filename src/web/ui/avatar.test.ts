import { describe, expect, it } from 'vitest';
import { initialsOf } from './avatar';

describe('initialsOf', () => {
  it('takes the first letters of the first two words of the name', () => {
    expect(initialsOf('Ada Lovelace', 'ada@example.com')).toBe('AL');
    expect(initialsOf('Mary Ann Evans', 'mae@example.com')).toBe('MA');
  });

  it('upper-cases the initials', () => {
    expect(initialsOf('grace hopper', 'grace@example.com')).toBe('GH');
  });

  it('uses one letter for a one-word name', () => {
    expect(initialsOf('Cher', 'cher@example.com')).toBe('C');
  });

  it('ignores extra whitespace around and between words', () => {
    expect(initialsOf('  alan \t  turing  ', 'alan@example.com')).toBe('AT');
  });

  it('falls back to the first letter of the e-mail without a usable name', () => {
    expect(initialsOf(null, 'zoe@example.com')).toBe('Z');
    expect(initialsOf(undefined, 'zoe@example.com')).toBe('Z');
    expect(initialsOf('   ', 'zoe@example.com')).toBe('Z');
  });

  it('keeps letters outside the basic plane whole', () => {
    expect(initialsOf('𝒜da Lovelace', 'ada@example.com')).toBe('𝒜L');
  });

  it('returns "?" when there is neither name nor e-mail', () => {
    expect(initialsOf('', '')).toBe('?');
  });
});
