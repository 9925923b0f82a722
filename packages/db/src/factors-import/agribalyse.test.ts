import { beforeAll, describe, expect, it } from 'vitest';
import { agribalyseDataset, parseAgribalyse } from './agribalyse';
import type { LifecycleStages, NormalisedFactor } from './factor';
import { readDatasetFile } from './import-factors';

let foods: NormalisedFactor[];

function food(code: string): NormalisedFactor {
  const found = foods.find((f) => f.sourceId === code);
  if (!found) throw new Error(`AGRIBALYSE ${code} not imported`);
  return found;
}

function stageSum(stages: LifecycleStages | null): number {
  if (!stages) return Number.NaN;
  return (
    stages.agriculture +
    stages.processing +
    stages.packaging +
    stages.transport +
    stages.retail +
    stages.consumption
  );
}

beforeAll(async () => {
  foods = parseAgribalyse(
    await readDatasetFile(agribalyseDataset, 'Agribalyse_Synthese.csv'),
    await readDatasetFile(agribalyseDataset, 'Agribalyse_Detail etape.csv'),
  );
});

describe('AGRIBALYSE 3.1.1', () => {
  it('imports all 2,518 foods once, valid, per kg, in French and English', () => {
    expect(foods).toHaveLength(2518);
    expect(new Set(foods.map((f) => f.key)).size).toBe(2518);
    expect(foods.every((f) => f.status === 'valid' && f.unit === 'kg' && f.nameLanguages === 'fr+en')).toBe(
      true,
    );
  });

  it('reads agar with its total, the six life-cycle stages and its data quality', () => {
    expect(food('11084')).toMatchObject({
      key: 'agribalyse:11084',
      nameFr: 'Agar (algue), cru',
      nameEn: 'Seaweed, agar, raw',
      categoryPathFr: ['aides culinaires et ingrédients divers', 'algues'],
      categoryPathEn: [],
      kgCo2ePerUnit: 6.7458055,
      lifecycleStages: {
        agriculture: 4.5528129,
        processing: 1.4896054,
        packaging: 0.28987796,
        transport: 0.38352982,
        retail: 0.020039066,
        consumption: 0.0099403359,
      },
      quality: 2.99,
      qualityScheme: 'agribalyse-dqr',
      countryCode: 'FR',
      datasetVersion: '3.1.1',
      attribution: 'Source : ADEME – AGRIBALYSE® v3.1.1, Licence Ouverte v2.0',
    });
    expect(stageSum(food('11084').lifecycleStages)).toBeCloseTo(6.7458055, 6);
  });

  it('has stages that sum to the total within 0.5 %, except the one food the publisher got inconsistent', () => {
    const off = foods
      .filter(
        (f) => Math.abs(stageSum(f.lifecycleStages) - f.kgCo2ePerUnit) > 0.005 * Math.abs(f.kgCo2ePerUnit),
      )
      .map((f) => f.sourceId);
    // Nuoc mâm: the per-stage file sums to 0.843 against a synthesis total of 0.937; both are kept as published.
    expect(off).toEqual(['11194']);
  });

  it('keeps food metadata such as air freight', () => {
    expect(food('13025_2')).toMatchObject({
      nameFr: 'Mangue importée par avion, pulpe, crue',
      sourceMetadata: { airFreighted: true },
    });
    expect(food('11084').sourceMetadata.airFreighted).toBe(false);
  });
});
