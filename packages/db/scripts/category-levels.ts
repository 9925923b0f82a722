/**
 * Writes the category levels the factor page names through the `factors` catalog (categories.<key>, issue 8):
 * every distinct level of every source's category path, as the importer reads the carried reference data.
 *
 *   npx tsx packages/db/scripts/category-levels.ts
 *
 * Run it after changing a carried dataset or a parser, then give each new level an entry in
 * packages/i18n/locales/{en,fr}/factors.json: the web's category-translations test checks every level has one,
 * and the importer's test checks this file is current.
 */
import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { categoryLevels } from '../src/factors-import/category-levels.ts';
import { importFactors } from '../src/factors-import/import-factors.ts';

const target = fileURLToPath(new URL('../../i18n/src/category-levels.fixture.json', import.meta.url));
const { factors } = await importFactors();
await writeFile(target, `${JSON.stringify(categoryLevels(factors), null, 2)}\n`, 'utf8');
console.log(`wrote ${target}`);
