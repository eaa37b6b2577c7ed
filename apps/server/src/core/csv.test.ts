import { describe, expect, it } from 'vitest';
import { parseCsv, writeCsv } from '../lib/spreadsheet.js';
import { csvCell } from './csv.js';

describe('csvCell', () => {
  it('writes a lone dash (the sheet\'s "not yet due") and an em dash as they are: Excel showed "\'-" with its apostrophe', () => {
    expect(csvCell('-')).toBe('-');
    expect(csvCell('+')).toBe('+');
    expect(csvCell('—')).toBe('—');
  });

  it('writes plain numbers as they are, negative ones too', () => {
    expect(csvCell(-2)).toBe('-2');
    expect(csvCell('-2.5')).toBe('-2.5');
    expect(csvCell('+3')).toBe('+3');
    expect(csvCell(0)).toBe('0');
  });

  it('still guards every cell a spreadsheet could run as a formula', () => {
    for (const s of ['=1+1', '=HYPERLINK("http://x","y")', '+1+1', '-1+1', '-2+3+cmd|\' /C calc\'!A0', '@SUM(A1)', '-A1', '--1', '- 1', '\t=1', '\r=1']) {
      expect(csvCell(s).replace(/^"/, ''), s).toMatch(/^'/);
    }
  });

  it('quotes what needs quoting, after the guard', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=1,2')).toBe('"\'=1,2"');
    expect(csvCell(null)).toBe('');
  });

  it('round-trips a sheet row with a not-yet-due day: the file reads back "-", not "\'-"', () => {
    const file = writeCsv({ header: ['1', '2', '3'], rows: [['P', '-', '—']] });
    expect(parseCsv(file.toString('utf8'))).toEqual([
      ['1', '2', '3'],
      ['P', '-', '—'],
    ]);
  });
});
