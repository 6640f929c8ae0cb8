/**
 * Text PostgreSQL can store and every part of the product can show: no NUL character (PostgreSQL
 * refuses it in text) and no half of a surrogate pair (not a character at all, refused on insert).
 * One rule for every string the API receives, wherever it comes from.
 */
export function isStorableText(text: string): boolean {
  return !text.includes('\u0000') && text.isWellFormed();
}

export const UNSTORABLE_TEXT_MESSAGE =
  'Contains a character that is not allowed (a NUL or a broken character).';
