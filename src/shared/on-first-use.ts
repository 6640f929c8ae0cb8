/**
 * A value made on its first use and kept: for Intl formatters, whose constructors load locale data
 * (5-30 ms each on a slow phone). Made at import, they all ran before any page that imports their
 * module could draw.
 */
export function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
