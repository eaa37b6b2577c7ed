import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FACT_KEYS, factsDelta, factsOf, isEmptyFacts, NO_FACTS, sameFacts, sumFigures, type TDayFacts } from './payroll-facts.js';

const day = (over: Partial<TDayFacts>): TDayFacts => ({ ...NO_FACTS, ...over });

describe('payroll facts: what a sheet says of a day', () => {
  it('adds figures up, half days staying halves', () => {
    expect(sumFigures([day({ present: 1 }), day({ present: 0.5, leave: 0.5 }), day({ late: 12, overtime: 90 })])).toMatchObject({ present: 1.5, leave: 0.5, late: 12, overtime: 90, absent: 0 });
  });

  it('a change is after − before, figure by figure: absent that turned present is +1 present, −1 absent', () => {
    expect(factsDelta(day({ code: 'absent', absent: 1 }), day({ code: 'present', present: 1, late: 5 }))).toMatchObject({ present: 1, absent: -1, late: 5, leave: 0 });
  });

  it('tells equal days by code and every figure; an empty day says nothing', () => {
    expect(sameFacts(day({ code: 'present', present: 1 }), day({ code: 'present', present: 1 }))).toBe(true);
    expect(sameFacts(day({ code: 'present', present: 1 }), day({ code: 'out_of_shift', present: 1 }))).toBe(false);
    expect(isEmptyFacts(NO_FACTS)).toBe(true);
    expect(isEmptyFacts(day({ overtime: 30 }))).toBe(false);
  });

  it('reads stored JSON defensively: missing or wrong figures are zero', () => {
    expect(factsOf({ code: 'absent', absent: 1, late: 'x' })).toEqual(day({ code: 'absent', absent: 1 }));
    expect(factsOf(null)).toEqual(NO_FACTS);
  });

  it('issued plus every change carried equals the last state (any chain of changes)', () => {
    const facts = fc.record({ code: fc.constantFrom('', 'present', 'absent', 'leave'), ...Object.fromEntries(FACT_KEYS.map((k) => [k, fc.integer({ min: 0, max: 600 })])) }) as fc.Arbitrary<TDayFacts>;
    fc.assert(
      fc.property(fc.array(facts, { minLength: 1, maxLength: 8 }), (chain) => {
        const carried = chain.slice(1).map((f, i) => factsDelta(chain[i], f));
        const total = sumFigures([chain[0], ...carried]);
        const last = chain[chain.length - 1];
        return FACT_KEYS.every((k) => total[k] === last[k]);
      }),
    );
  });
});
