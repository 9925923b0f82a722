import { CANONICAL_UNITS, unitFamily, type UnitFamily } from '@carbon/carbon/units';
import { FACTOR_UNITS, UNIT_FAMILIES } from '@carbon/contracts/emission-factors';
import { describe, expect, expectTypeOf, it } from 'vitest';

/**
 * The contracts depend only on zod, so they repeat the engine's unit lists; the API is where both
 * meet, and a unit the engine produces but the contract refuses would fail every search answer.
 */
describe('factor units of the contract', () => {
  it('are exactly the canonical units of the engine', () => {
    expect([...FACTOR_UNITS]).toEqual([...CANONICAL_UNITS]);
  });

  it('name every family the engine assigns to those units', () => {
    expectTypeOf<(typeof UNIT_FAMILIES)[number]>().toEqualTypeOf<UnitFamily>();
    for (const unit of CANONICAL_UNITS) expect(UNIT_FAMILIES).toContain(unitFamily(unit));
  });
});
