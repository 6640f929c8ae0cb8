import { describe, expect, it } from 'vitest';
import { FAQ_ITEMS } from './faq';

const sentencesOf = (text: string) => text.split(/(?<=[.!?])\s+/);

/** Every sentence of every answer, with the question it answers, for a readable failure. */
const SENTENCES = FAQ_ITEMS.flatMap((item) =>
  sentencesOf(item.answer).map((sentence) => `${item.id}: ${sentence}`),
);

// The client portal has stored items with their details, shipments with tracking, access logs
// with a CSV download and account settings; nothing else can be done there.
const NOT_IN_THE_PORTAL =
  /\b(book|booking|schedul\w*|appointment|visit|certificate|invoice|pay\w*|quote|order)\b/i;

describe('the FAQ answers', () => {
  it('promise nothing in the portal that the portal does not do', () => {
    const portalSentences = SENTENCES.filter((sentence) => /\bportal\b/i.test(sentence));
    expect(portalSentences.length).toBeGreaterThan(0);
    expect(portalSentences.filter((sentence) => NOT_IN_THE_PORTAL.test(sentence))).toEqual([]);
  });

  it('offer no certificate download', () => {
    expect(
      SENTENCES.filter((sentence) => /download/i.test(sentence) && /certificate/i.test(sentence)),
    ).toEqual([]);
  });

  it('send visits and certificates to the contact form or the phone', () => {
    const about = (pattern: RegExp) => SENTENCES.filter((sentence) => pattern.test(sentence));
    for (const sentences of [about(/\bvisit\b/i), about(/\bcertificate\b/i)]) {
      expect(sentences.length).toBeGreaterThan(0);
      expect(sentences.some((sentence) => /contact form|by phone/i.test(sentence))).toBe(true);
    }
  });
});
