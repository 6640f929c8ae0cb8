/** '?page=2&search=chen' from the set values of an object; '' when none are set. */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  return search.size > 0 ? `?${search}` : '';
}
