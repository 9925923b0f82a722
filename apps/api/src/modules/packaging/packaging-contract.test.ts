import { describe, expect, it } from 'vitest';
import { PACKAGING_MATERIALS as ENGINE_MATERIALS } from '@carbon/carbon/packaging';
import { PACKAGING_MATERIALS } from '@carbon/contracts/packaging';

describe('packaging materials', () => {
  it('the contract lists the engine’s materials', () => {
    expect([...PACKAGING_MATERIALS]).toEqual([...ENGINE_MATERIALS]);
  });
});
