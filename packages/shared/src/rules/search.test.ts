import { describe, expect, it } from 'vitest';
import { foldSearch, likeContains } from './search.js';

describe('foldSearch', () => {
  it('treats the alef forms, ya and ta marbuta alike, and drops tatweel and short vowels', () => {
    expect(foldSearch('أحمد')).toBe(foldSearch('احمد'));
    expect(foldSearch('إبراهيم')).toBe('ابراهيم');
    expect(foldSearch('مصطفى')).toBe('مصطفي');
    expect(foldSearch('فاطمة')).toBe('فاطمه');
    expect(foldSearch('مُحَمَّـد')).toBe('محمد');
  });
  it('lower-cases Latin text', () => {
    expect(foldSearch('  Omar.Khaled@Example.com ')).toBe('omar.khaled@example.com');
  });
  it('reads Arabic-Indic digits as ASCII ones: a company ID typed on an Arabic keyboard', () => {
    expect(foldSearch('١٠٠٣')).toBe('1003');
    expect(likeContains('۱۰۰۳')).toBe('%1003%');
  });
  it('makes a LIKE pattern with wildcards escaped', () => {
    expect(likeContains('50%_off')).toBe('%50\\%\\_off%');
  });
});
