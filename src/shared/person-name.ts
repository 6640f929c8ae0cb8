/** "First Last" from whichever parts a person has; '' when neither (callers choose the fallback). */
export function fullName(
  first: string | null | undefined,
  last: string | null | undefined,
): string {
  return [first, last].filter(Boolean).join(' ').trim();
}
