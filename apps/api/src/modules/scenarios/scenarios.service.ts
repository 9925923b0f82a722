import {
  scenarioMessageKeys,
  type CreateScenarioInput,
  type EstimateScenarioInput,
  type Macc,
  type Scenario,
  type ScenarioEstimate,
  type ScenarioList,
  type TypedScenarioInputs,
  type UpdateScenarioInput,
  type WizardConfig,
} from '@carbon/contracts/scenarios';
import type { AppLocale } from '@carbon/i18n/locale';
import { bodyFieldError, notFound } from '../../platform/errors.ts';
import { dataEditors, type CompaniesService } from '../companies/companies.service.ts';
import { EntitlementsRepository } from '../entitlements/entitlements.repository.ts';
import type { EntitlementsService } from '../entitlements/entitlements.service.ts';
import type { EnergyRepository } from '../energy/energy.repository.ts';
import type { LedgerRepository } from '../ledger/ledger.repository.ts';
import { computeFor, wizardConfig } from './scenario-models.ts';
import { toMacc, toScenario } from './scenarios.mapper.ts';
import type { ScenarioRow, ScenariosRepository } from './scenarios.repository.ts';
import { siteFacts } from './site-facts.ts';

/**
 * Reduction scenarios (issue 12, docs/decisions/0029-scenario-models.md). A scenario is computed by the models of
 * @carbon/carbon/scenarios from its inputs and its site's facts (site-facts.ts) when it is saved, and the results
 * and assumptions are stored with it: what the user saw stays what is listed, the MACC and the portfolio read the
 * stored figures. Members read and estimate; owners, admins and editors write; the plan limits how many.
 */
export class ScenariosService {
  constructor(
    private readonly repository: ScenariosRepository,
    private readonly energy: EnergyRepository,
    private readonly ledger: LedgerRepository,
    private readonly companies: CompaniesService,
    private readonly entitlements: EntitlementsService,
  ) {}

  wizardConfig(): WizardConfig {
    return wizardConfig();
  }

  async estimate(userId: string, body: EstimateScenarioInput, lang: AppLocale): Promise<ScenarioEstimate> {
    await this.companies.requireRole(userId, body.company_id);
    return this.compute(body.company_id, body.site_id, body, lang);
  }

  async list(userId: string, companyId: string): Promise<ScenarioList> {
    await this.companies.requireRole(userId, companyId);
    return { items: (await this.repository.list(companyId)).map(toScenario) };
  }

  async get(userId: string, id: string): Promise<Scenario> {
    const row = await this.repository.find(id);
    if (!row) throw notFound();
    await this.companies.requireRole(userId, row.companyId);
    return toScenario(row);
  }

  async create(userId: string, body: CreateScenarioInput, lang: AppLocale): Promise<Scenario> {
    await this.companies.requireRole(userId, body.company_id, dataEditors);
    const computed = await this.compute(body.company_id, body.site_id, body, lang);
    const row = await this.repository.transaction(async (repository, tx) => {
      // Inside the insert's transaction, with the company row locked: two creations at once cannot both take the
      // plan's last place.
      await this.entitlements.assertWithinLimit(body.company_id, 'scenarios', new EntitlementsRepository(tx));
      return repository.insert({
        companyId: body.company_id,
        siteId: body.site_id,
        type: body.type,
        name: body.name,
        inputs: body.inputs,
        dataSource: computed.data_source,
        results: computed.results,
        assumptions: computed.assumptions,
      });
    });
    return toScenario(row);
  }

  async update(userId: string, id: string, body: UpdateScenarioInput, lang: AppLocale): Promise<Scenario> {
    const existing = await this.writable(userId, id);
    if (body.type !== existing.type) {
      throw bodyFieldError(['type'], scenarioMessageKeys.typeMismatch, 'scenario_type_mismatch');
    }
    const computed = await this.compute(existing.companyId, body.site_id, body, lang);
    const row = await this.repository.update(id, {
      siteId: body.site_id,
      name: body.name,
      inputs: body.inputs,
      dataSource: computed.data_source,
      results: computed.results,
      assumptions: computed.assumptions,
    });
    return toScenario(row);
  }

  /** The scenario leaves the company's portfolio with it (foreign key cascade). */
  async delete(userId: string, id: string): Promise<void> {
    await this.writable(userId, id);
    await this.repository.delete(id);
  }

  async macc(userId: string, companyId: string): Promise<Macc> {
    await this.companies.requireRole(userId, companyId);
    return toMacc(await this.repository.list(companyId));
  }

  private async writable(userId: string, id: string): Promise<ScenarioRow> {
    const row = await this.repository.find(id);
    if (!row) throw notFound();
    await this.companies.requireRole(userId, row.companyId, dataEditors);
    return row;
  }

  /** The model's results for a site of the company (another company's site: 404). */
  private async compute(
    companyId: string,
    siteId: string,
    typed: TypedScenarioInputs,
    lang: AppLocale,
  ): Promise<ScenarioEstimate> {
    const facts = await siteFacts(
      { scenarios: this.repository, energy: this.energy, ledger: this.ledger },
      companyId,
      siteId,
      lang,
    );
    if (!facts) throw notFound();
    return computeFor(typed, facts, lang);
  }
}
