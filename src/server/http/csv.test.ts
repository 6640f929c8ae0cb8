import { describe, expect, it } from 'vitest';
import { csvLine } from './csv';

describe('csvLine', () => {
  it('quotes cells with separators, quotes or line breaks', () => {
    expect(csvLine(['plain', 'a,b', 'say "hi"', 'two\nlines', null, 12.5])).toBe(
      'plain,"a,b","say ""hi""","two\nlines",,12.5\r\n',
    );
  });

  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvLine(['=HYPERLINK("x")', '+1', '-2', '@cmd'])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-2,'@cmd\r\n`,
    );
  });

  it('leaves negative numbers as numbers', () => {
    expect(csvLine([-5])).toBe('-5\r\n');
  });
});
