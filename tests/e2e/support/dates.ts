const MONTH =
  '(?:January|February|March|April|May|June|July|August|September|October|November|December)';

/** A date as the app writes it (US English long format): 'June 26, 2026'. */
export const LONG_DATE = new RegExp(`^${MONTH} \\d{1,2}, \\d{4}$`);
