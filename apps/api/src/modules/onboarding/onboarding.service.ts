import type {
  OnboardingSummaryResponse,
  StepStatus,
  StepsStatusResponse,
} from '@carbon/contracts/onboarding';
import { AppError, notAuthenticated, notFound } from '../../platform/errors.ts';
import { companyManagers, type CompaniesService } from '../companies/companies.service.ts';
import type { LedgerService } from '../ledger/ledger.service.ts';
import { toOnboardingSummary, toStepsStatus } from './onboarding.mapper.ts';
import type { OnboardingRepository, SetupFacts } from './onboarding.repository.ts';

/**
 * The setup steps, in the wizard's order. Completion is derived from the data itself, so editing the
 * company or its sites anywhere moves the progress: company_profile needs every profile field, sites at
 * least one site; email_verification is optional and concerns the caller.
 */
function setupSteps(facts: SetupFacts, sitesCount: number): StepStatus[] {
  const profileComplete =
    facts.companyName.trim() !== '' &&
    facts.sector !== null &&
    facts.country !== null &&
    facts.employees !== null &&
    facts.annualRevenue !== null &&
    facts.reportingYear !== null;
  return [
    { key: 'company_profile', required: true, completed: profileComplete },
    { key: 'sites', required: true, completed: sitesCount > 0 },
    { key: 'email_verification', required: false, completed: facts.callerEmailVerified },
  ];
}

export class OnboardingService {
  constructor(
    private readonly repository: OnboardingRepository,
    private readonly companies: CompaniesService,
    /** The ledger's aggregation, the one the inventory answers with, gives the charts their figures. */
    private readonly ledger: Pick<LedgerService, 'aggregate'>,
  ) {}

  async summary(userId: string, companyId: string, periodYear: number): Promise<OnboardingSummaryResponse> {
    await this.companies.requireRole(userId, companyId);
    const facts = await this.facts(userId, companyId);
    const [sites, emissions] = await Promise.all([
      this.repository.listSites(companyId),
      this.ledger.aggregate(companyId, periodYear),
    ]);
    return toOnboardingSummary(facts, setupSteps(facts, sites.length), sites, periodYear, emissions);
  }

  /** For the caller's current company (their default company). */
  async stepsStatus(userId: string): Promise<StepsStatusResponse> {
    const companyId = await this.repository.findDefaultCompanyId(userId);
    if (!companyId) throw notAuthenticated();
    await this.companies.requireRole(userId, companyId);
    return this.status(userId, companyId);
  }

  /** Ends the setup once the required steps are done (owner or admin); calling it again changes nothing. */
  async complete(userId: string, companyId: string): Promise<StepsStatusResponse> {
    await this.companies.requireRole(userId, companyId, companyManagers);
    const status = await this.status(userId, companyId);
    if (status.steps.some((step) => step.required && !step.completed))
      throw new AppError(409, 'setup_incomplete');
    await this.repository.markCompleted(companyId);
    return { ...status, pending_setup: false };
  }

  /** Callers check membership first. */
  private async status(userId: string, companyId: string): Promise<StepsStatusResponse> {
    const facts = await this.facts(userId, companyId);
    return toStepsStatus(facts, setupSteps(facts, await this.repository.countSites(companyId)));
  }

  private async facts(userId: string, companyId: string): Promise<SetupFacts> {
    const facts = await this.repository.findSetupFacts(companyId, userId);
    if (!facts) throw notFound();
    return facts;
  }
}
