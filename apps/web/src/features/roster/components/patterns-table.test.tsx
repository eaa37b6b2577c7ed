import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TRotationPattern } from '@hr/shared';
import { renderWithProviders } from '@/test/render';
import { PatternsTable } from './patterns-table';

const pattern = (id: number, nameEn: string, peopleCount: number, crewCount: number): TRotationPattern => ({ id, nameEn, nameAr: `${nameEn} ع`, days: [null], peopleCount, crewCount, lawFindings: [], lawReason: null });

/** A pattern in use cannot be deleted: the row says so up front rather than asking, then refusing. */
describe.each(['en', 'ar'] as const)('rotation patterns (%s)', (lang) => {
  it('offers delete only for a pattern nobody is on', async () => {
    const { t } = await renderWithProviders(<PatternsTable canEdit />, {
      lang,
      api: {
        'GET /hr/rotation-patterns': { items: [pattern(1, 'Free', 0, 0), pattern(2, 'Crewed', 0, 1), pattern(3, 'Personal', 2, 0)] },
        'GET /hr/shifts': { items: [] },
      },
    });
    const row = async (id: number) => screen.findByTestId(`pattern-${id}`);
    const name = (n: string) => (lang === 'ar' ? `${n} ع` : n);
    expect(within(await row(1)).getByRole('button', { name: t('org.deleteNamed', { name: name('Free') }) })).toBeEnabled();
    expect(within(await row(1)).queryByTestId('pattern-in-use')).toBeNull();
    for (const [id, n] of [
      [2, 'Crewed'],
      [3, 'Personal'],
    ] as const) {
      const r = await row(id);
      expect(within(r).queryByRole('button', { name: t('org.deleteNamed', { name: name(n) }) })).toBeNull();
      expect(within(r).getByRole('button', { name: t('org.editNamed', { name: name(n) }) })).toBeEnabled();
      expect(within(r).getByTestId('pattern-in-use')).toHaveTextContent(t('roster.patterns.inUse'));
    }
  });
});
