import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FactorSearchItem, SearchFactorsResponse } from '@carbon/contracts/emission-factors';
import { companies, emissionFactors } from '@carbon/db/schema';
import type { AppLocale } from '@carbon/i18n/locale';
import {
  matchesCase,
  matchesExpectation,
  RELEVANCE_CASES,
  type RelevanceCase,
} from './fixtures/factor-relevance-cases.ts';
import { loadFullLibrary } from './helpers/factor-library.ts';
import { bearer, createTestApp, register, type RegisteredUser, type TestApp } from './helpers/test-app.ts';

/**
 * Search relevance on the whole library (25,510 rows, 15,255 searchable: the latest edition of each, one row per
 * unit), with the queries of fixtures/factor-relevance-cases.ts: what users type on the screens that ask for a
 * factor, each with the answers found by reading the library; a case with a country is searched by a company of that country. The test prints the share of queries whose expected answer is in the top 3, per
 * language, per task and overall, with the misses; the target is at least 90 % in each language (issue 8, §1).
 */
const TARGET = 0.9;
/** Valid, not a copy of a preferred factor, and the latest edition (DESNZ 2024 rows left search for 2025's). */
const LIBRARY_SEARCHABLE = 15_255;
const LANGUAGES: readonly AppLocale[] = ['en', 'fr'];

interface Outcome {
  relevanceCase: RelevanceCase;
  hit: boolean;
  top: FactorSearchItem[];
}

let t: TestApp;
let user: RegisteredUser;
/** Filled by the test that runs the queries; the threshold test reads it. */
const outcomes: Outcome[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await loadFullLibrary(t.database);
  user = await register(t.app);
}, 300_000);
afterAll(async () => {
  await t?.close();
});

function rate(list: readonly Outcome[]): { hits: number; total: number; share: number } {
  const hits = list.filter((outcome) => outcome.hit).length;
  return { hits, total: list.length, share: list.length ? hits / list.length : 0 };
}

function percent(list: readonly Outcome[]): string {
  const { hits, total, share } = rate(list);
  return `${hits}/${total} (${(share * 100).toFixed(1)} %)`;
}

describe('factor search relevance', () => {
  it('has at least 150 queries, about half in each language, from every task', () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(150);
    for (const lang of LANGUAGES) {
      const share = RELEVANCE_CASES.filter((c) => c.lang === lang).length / RELEVANCE_CASES.length;
      expect(share, lang).toBeGreaterThan(0.4);
    }
    const texts = RELEVANCE_CASES.map((c) => `${c.lang} ${c.country ?? ''} ${c.q}`);
    expect(texts.filter((text, i) => texts.indexOf(text) !== i)).toEqual([]);
    const topics = new Set(RELEVANCE_CASES.map((c) => c.topic));
    for (const topic of [
      'fuel',
      'fleet',
      'refrigerant',
      'flight',
      'hotel',
      'rail-road-passenger',
      'freight',
      'waste',
      'packaging',
      'food',
      'electronics',
      'furniture',
      'construction',
      'electricity',
      'heat',
    ] as const) {
      expect(topics.has(topic), topic).toBe(true);
    }
  });

  it('expects only factors that search may offer: every expectation names searchable library rows', async () => {
    // A misspelt pattern or a key that is not in the library would make a case impossible to pass.
    const rows = await t.database.db
      .select({
        key: emissionFactors.key,
        source: emissionFactors.source,
        unit: emissionFactors.unit,
        name_fr: emissionFactors.nameFr,
        name_en: emissionFactors.nameEn,
        searchable: emissionFactors.searchable,
      })
      .from(emissionFactors)
      .where(isNull(emissionFactors.companyId));
    const searchable = rows.filter((row) => row.searchable);
    expect(searchable.length).toBe(LIBRARY_SEARCHABLE);
    const unmatched: string[] = [];
    for (const c of RELEVANCE_CASES) {
      c.expect.forEach((expectation, i) => {
        const found = searchable.filter((row) => matchesExpectation(row, expectation)).length;
        const wanted = expectation.keys?.length ?? 1;
        if (expectation.keys ? found !== wanted : found === 0)
          unmatched.push(`[${c.lang}] ${c.q} #${i}: ${found} of ${wanted}`);
      });
    }
    expect(unmatched).toEqual([]);
  });

  it('answers every query and reports the top-3 rate per language and per task', async () => {
    outcomes.length = 0;
    // The searching company's country (search reads the user's first company): set for the cases that give one.
    let country: string | null = null;
    const setCountry = async (wanted: string | null) => {
      if (wanted === country) return;
      await t.database.db.update(companies).set({ country: wanted }).where(eq(companies.id, user.user.company_id));
      country = wanted;
    };
    await setCountry(null);
    for (const c of RELEVANCE_CASES) {
      await setCountry(c.country ?? null);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/emission-factors/search?${new URLSearchParams({ q: c.q, lang: c.lang, limit: '10' })}`,
        headers: bearer(user.access_token),
      });
      expect(response.statusCode, `${c.q}: ${response.body}`).toBe(200);
      const { items, library_total: total } = response.json() as SearchFactorsResponse;
      expect(total).toBe(LIBRARY_SEARCHABLE);
      const top = items.slice(0, 3);
      outcomes.push({ relevanceCase: c, hit: top.some((item) => matchesCase(item, c)), top });
    }
    expect(outcomes).toHaveLength(RELEVANCE_CASES.length);
    await setCountry(null);

    const byLanguage = LANGUAGES.map(
      (lang) => `  ${lang}: ${percent(outcomes.filter((o) => o.relevanceCase.lang === lang))}`,
    );
    const topics = [...new Set(RELEVANCE_CASES.map((c) => c.topic))];
    const byTopic = topics.map((topic) => {
      const list = outcomes.filter((o) => o.relevanceCase.topic === topic);
      const perLanguage = LANGUAGES.map(
        (lang) => `${lang} ${percent(list.filter((o) => o.relevanceCase.lang === lang))}`,
      ).join(', ');
      return `  ${topic.padEnd(20)} ${percent(list).padEnd(16)} ${perLanguage}`;
    });
    const misses = outcomes
      .filter((o) => !o.hit)
      .map(
        (o) =>
          `  [${o.relevanceCase.lang}${o.relevanceCase.country ? ` ${o.relevanceCase.country}` : ''}] ${o.relevanceCase.q} (${o.relevanceCase.topic})\n${
            o.top.map((item) => `      ${item.score.toFixed(3)} ${item.key} ${item.name}`).join('\n') ||
            '      (no result)'
          }`,
      );
    console.log(
      `Factor search relevance (top 3), ${RELEVANCE_CASES.length} queries:\n` +
        `  overall: ${percent(outcomes)}\n${byLanguage.join('\n')}\n` +
        `  searched by a company of a given country: ${percent(outcomes.filter((o) => o.relevanceCase.country))}\nBy task:\n${byTopic.join('\n')}` +
        (misses.length ? `\nMisses (the top 3 returned):\n${misses.join('\n')}` : ''),
    );
  }, 300_000);

  it('puts the expected factor in the top 3 for at least 90 % of the queries in each language', () => {
    expect(outcomes).toHaveLength(RELEVANCE_CASES.length);
    for (const lang of LANGUAGES) {
      expect(rate(outcomes.filter((o) => o.relevanceCase.lang === lang)).share, lang).toBeGreaterThanOrEqual(
        TARGET,
      );
    }
    expect(rate(outcomes).share).toBeGreaterThanOrEqual(TARGET);
  });
  it(`"électricité France" for a French company: OWID's France grid of 2025 in the first 20, among several sources`, async () => {
    // The factor-search e2e's case: a place synonym group ("France métropolitaine") diluted the full-text rank
    // until 40 ADEME "usage" rows filled the first 20.
    await t.database.db.update(companies).set({ country: 'FR' }).where(eq(companies.id, user.user.company_id));
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/emission-factors/search?${new URLSearchParams({ q: 'électricité France', lang: 'fr', limit: '20' })}`,
        headers: bearer(user.access_token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const { items } = response.json() as SearchFactorsResponse;
      expect(items.map((item) => item.key)).toContain('owid-grid-intensity:FRA:2025');
      expect(new Set(items.map((item) => item.source)).size).toBeGreaterThanOrEqual(2);
    } finally {
      await t.database.db.update(companies).set({ country: null }).where(eq(companies.id, user.user.company_id));
    }
  });

  it("keeps a strong match's score: DESNZ concrete for a French company at 55 % or more", async () => {
    // The relevance slider's e2e: 55 % on "concrete" keeps DESNZ's concrete rows.
    await t.database.db.update(companies).set({ country: 'FR' }).where(eq(companies.id, user.user.company_id));
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/emission-factors/search?${new URLSearchParams({ q: 'concrete', lang: 'en', limit: '50', min_score: '0.55', source: 'uk-desnz' })}`,
        headers: bearer(user.access_token),
      });
      expect(response.statusCode, response.body).toBe(200);
      const { items } = response.json() as SearchFactorsResponse;
      expect(items.map((item) => item.key)).toContain('uk-desnz:2025:19_500_5020_15_1');
    } finally {
      await t.database.db.update(companies).set({ country: null }).where(eq(companies.id, user.user.company_id));
    }
  });
});
