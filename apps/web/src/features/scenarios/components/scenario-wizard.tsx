import type { Site } from '@carbon/contracts/companies';
import type {
  CreateScenarioInput,
  Scenario,
  ScenarioEstimate,
  ScenarioInputs,
  ScenarioType,
  WizardConfig,
} from '@carbon/contracts/scenarios';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, type Resolver, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { InlineAlert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SkeletonBlock } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api-client';
import { fieldOfIssue, useErrorText } from '@/lib/errors';
import { useLocalizedPath } from '@/lib/localized-path';
import {
  scenarioEntitlementsQueryOptions,
  scenarioQueryOptions,
  useCreateScenario,
  useEstimateScenario,
  useUpdateScenario,
  wizardConfigQueryOptions,
} from '../api/scenario-queries';
import {
  estimatedFields,
  fieldsOf,
  formDefaults,
  scenarioFormSchema,
  type ScenarioFormValues,
} from '../scenario-form';
import { ScenarioFields } from './scenario-fields';
import { ScenarioResultsView } from './scenario-results';
import { mayCreateScenario } from './scenarios-list-page';

interface ScenarioWizardProps {
  companyId: string;
  sites: readonly Site[];
  /** The top bar's site (null: none chosen); an edited scenario keeps its own site. */
  siteId: string | null;
  /** The scenario being edited, or null for a new one. */
  editId: string | null;
}

type Step = 0 | 1 | 2;
type Parsed = { name: string; inputs: ScenarioInputs };
type Form = UseFormReturn<ScenarioFormValues, unknown, Parsed>;

/** SPEC section 8's success message of a created scenario: solar says whether it had climate data. */
export function createdMessageKey(type: ScenarioType, dataSource: Scenario['data_source']) {
  switch (type) {
    case 'solar_panels':
      return dataSource === 'climatology' ? 'messages.created_solar_climatology' : 'messages.created_solar_estimate';
    case 'heating_system':
      return 'messages.created_heating';
    case 'building_envelope':
      return 'messages.created_envelope';
    case 'commute_enhanced':
      return 'messages.created_commute';
  }
}

/** Puts the messages of a 422 answer under the fields they concern; true when one got a message. */
function applyIssues(error: unknown, form: Form, type: ScenarioType): boolean {
  if (!(error instanceof ApiError) || error.status !== 422) return false;
  const names = new Set(fieldsOf(type).map((field) => field.name));
  let applied = false;
  for (const issue of error.fieldIssues) {
    const field = fieldOfIssue(issue.loc);
    if (field === 'name') form.setError('name', { type: 'server', message: issue.msg });
    else if (field && names.has(field) && issue.loc.includes('inputs')) form.setError(`inputs.${field}`, { type: 'server', message: issue.msg });
    else continue;
    applied = true;
  }
  return applied;
}

interface FormStepProps {
  type: ScenarioType;
  site: Site | null;
  config: WizardConfig;
  companyId: string;
  siteId: string | null;
  initial: ScenarioFormValues;
  editing: boolean;
  onBack: () => void;
  onPreview: (values: ScenarioFormValues, parsed: Parsed, estimate: ScenarioEstimate) => void;
}

/** Step 2: the type's form, its price estimation, then the preview (which is an estimation too). */
function FormStep({ type, site, config, companyId, siteId, initial, editing, onBack, onPreview }: FormStepProps) {
  const { t } = useTranslation('scenarios');
  const toast = useToast();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const estimate = useEstimateScenario();
  const [siteMissing, setSiteMissing] = useState(false);
  const form: Form = useForm<ScenarioFormValues, unknown, Parsed>({
    resolver: zodResolver(scenarioFormSchema(type)) as unknown as Resolver<ScenarioFormValues, unknown, Parsed>,
    defaultValues: initial,
  });

  const run = (parsed: Parsed, onSuccess: (result: ScenarioEstimate) => void) => {
    if (!siteId) {
      setSiteMissing(true);
      return;
    }
    estimate.mutate({ company_id: companyId, site_id: siteId, type, inputs: parsed.inputs } as Parameters<typeof estimate.mutate>[0], {
      onSuccess,
      onError: (error) => {
        applyIssues(error, form, type);
        toast.error(t('messages.estimate_failed'), errorText(error));
      },
    });
  };

  // "Price estimation": the model's prices and efficiencies for the empty fields, shown so they can be changed.
  const estimatePrices = form.handleSubmit((parsed) =>
    run(parsed, (result) => {
      const filled = estimatedFields(type, form.getValues('inputs'), result);
      for (const [name, value] of Object.entries(filled)) form.setValue(`inputs.${name}`, value, { shouldDirty: true });
      toast.success(t('messages.estimate_updated'));
    }),
  );
  const preview = form.handleSubmit((parsed) => run(parsed, (result) => onPreview(form.getValues(), parsed, result)));

  return (
    <Card title={t('wizard.step_form_title', { type: t(`types.${type}`) })}>
      <form noValidate className="space-y-6" onSubmit={(event) => void preview(event)}>
        {siteMissing && !siteId && <InlineAlert>{t('messages.site_required')}</InlineAlert>}
        <ScenarioFields type={type} locationSource={site?.location_source ?? null} config={config} form={form as unknown as UseFormReturn<ScenarioFormValues, unknown, unknown>} />
        <div className="flex flex-wrap justify-end gap-2">
          {editing ? (
            <Button variant="secondary" onClick={() => void navigate('/scenarios')}>
              {t('actions.cancel')}
            </Button>
          ) : (
            <Button variant="secondary" onClick={onBack}>
              {t('actions.previous')}
            </Button>
          )}
          <Button variant="secondary" pending={estimate.isPending} onClick={() => void estimatePrices()}>
            {t('actions.estimate')}
          </Button>
          <Button type="submit" pending={estimate.isPending}>
            {t('actions.preview')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

/** /scenarios/new (and ?edit={id}): the wizard, type → form → preview confirmation (SPEC section 2). */
export function ScenarioWizard({ companyId, sites, siteId: topSiteId, editId }: ScenarioWizardProps) {
  const { t } = useTranslation('scenarios');
  const { t: tCommon } = useTranslation();
  const toast = useToast();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const href = useLocalizedPath();
  const config = useQuery(wizardConfigQueryOptions());
  const entitlements = useQuery(scenarioEntitlementsQueryOptions(companyId));
  const existing = useQuery(scenarioQueryOptions(editId ?? ''));
  const saved = editId ? existing.data : undefined;
  const create = useCreateScenario(companyId);
  const update = useUpdateScenario(companyId, editId ?? '');
  const [step, setStep] = useState<Step>(editId ? 1 : 0);
  const [chosen, setChosen] = useState<ScenarioType | null>(null);
  const [draft, setDraft] = useState<ScenarioFormValues | null>(null);
  const [result, setResult] = useState<{ parsed: Parsed; estimate: ScenarioEstimate } | null>(null);

  const type = saved?.type ?? chosen;
  const siteId = saved?.site_id ?? topSiteId;
  const site = sites.find((item) => item.id === siteId) ?? null;
  const stepNames = [t('wizard.step_type'), t('wizard.step_form'), t('wizard.step_preview')];

  const header = (
    <header>
      <h1 className="text-2xl font-semibold text-neutral-900">{saved ? t('wizard.title_edit', { name: saved.name }) : t('wizard.title_new')}</h1>
      {site && <p className="mt-1 text-neutral-700">{t('wizard.site', { name: site.name })}</p>}
      <nav aria-label={t('wizard.steps')} className="mt-3">
        <ol className="flex flex-wrap gap-4">
          {stepNames.map((name, index) => (
            <li key={name} aria-current={index === step ? 'step' : undefined} className={index === step ? 'font-semibold text-accent-800' : 'text-neutral-600'}>
              {index + 1}. {name}
            </li>
          ))}
        </ol>
      </nav>
    </header>
  );

  if (config.isError) {
    return (
      <div className="space-y-6">
        {header}
        <InlineAlert onRetry={() => void config.refetch()} retryLabel={tCommon('actions.retry')}>
          {t('messages.wizard_config_failed')}
        </InlineAlert>
      </div>
    );
  }
  if (editId && existing.isError) {
    return (
      <div className="space-y-6">
        {header}
        <InlineAlert>{t('messages.not_found')}</InlineAlert>
        <Link to="/scenarios" className={buttonClasses('secondary', 'sm')}>
          {t('actions.back')}
        </Link>
      </div>
    );
  }
  if (!config.data || (editId && !saved)) {
    return (
      <div className="space-y-6">
        {header}
        <SkeletonBlock label={t('wizard.title_new')} />
      </div>
    );
  }
  // A plan at its limit offers the upgrade instead of a form whose saving it would refuse (UI.md: locked by plan).
  if (!editId && entitlements.data && !mayCreateScenario(entitlements.data.limits.scenarios, entitlements.data.usage.scenarios)) {
    return (
      <div className="space-y-6">
        {header}
        <InlineAlert tone="info" title={t('wizard.limit_title')}>
          <p>{t('list.limit', { count: entitlements.data.limits.scenarios ?? 0, used: entitlements.data.usage.scenarios })}</p>
          <Link to={href('/pricing')} className={buttonClasses('primary', 'sm', 'mt-3')}>
            {t('actions.upgrade')}
          </Link>
        </InlineAlert>
      </div>
    );
  }

  const wizardConfig = config.data;
  const save = () => {
    if (!result || !type || !siteId) return;
    const { parsed } = result;
    const onError = (error: unknown) => toast.error(t(saved ? 'messages.update_failed' : 'messages.create_failed'), errorText(error));
    if (saved) {
      update.mutate({ site_id: siteId, name: parsed.name, type, inputs: parsed.inputs } as Parameters<typeof update.mutate>[0], {
        onSuccess: (scenario) => {
          toast.success(t('messages.updated', { name: scenario.name }));
          void navigate('/scenarios');
        },
        onError,
      });
      return;
    }
    const body = { company_id: companyId, site_id: siteId, name: parsed.name, type, inputs: parsed.inputs } as CreateScenarioInput;
    create.mutate(body, {
      onSuccess: (scenario) => {
        toast.success(t(createdMessageKey(scenario.type, scenario.data_source)));
        void navigate('/scenarios');
      },
      onError,
    });
  };

  return (
    <div className="space-y-6">
      {header}
      {!siteId && <InlineAlert tone="info">{t('messages.site_required')}</InlineAlert>}

      {step === 0 && (
        <Card title={t('wizard.choose_type')}>
          <form
            noValidate
            className="space-y-4"
            onSubmit={(event) => {
              event.preventDefault();
              if (chosen) setStep(1);
            }}
          >
            <fieldset>
              <legend className="sr-only">{t('wizard.choose_type')}</legend>
              <div className="grid gap-3 sm:grid-cols-2">
                {wizardConfig.types.map((option) => (
                  <label
                    key={option}
                    className={`flex cursor-pointer gap-3 rounded-md border p-3 ${chosen === option ? 'border-accent-700 bg-accent-50' : 'border-neutral-300'}`}
                  >
                    <input
                      type="radio"
                      name="scenario-type"
                      value={option}
                      checked={chosen === option}
                      onChange={() => {
                        setChosen(option);
                        setDraft(null);
                      }}
                      className="mt-1"
                    />
                    <span>
                      <span className="block font-medium text-neutral-900">{t(`types.${option}`)}</span>
                      <span className="block text-sm text-neutral-700">{t(`type_descriptions.${option}`)}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <div className="flex justify-end gap-2">
              <Button variant="secondary" onClick={() => void navigate('/scenarios')}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" disabled={!chosen}>
                {t('actions.next')}
              </Button>
            </div>
          </form>
        </Card>
      )}

      {step === 1 && type && (
        <FormStep
          key={type}
          type={type}
          site={site}
          config={wizardConfig}
          companyId={companyId}
          siteId={siteId}
          editing={Boolean(saved)}
          initial={draft ?? formDefaults(type, wizardConfig, site, saved ? { name: saved.name, inputs: saved.inputs } : undefined)}
          onBack={() => setStep(0)}
          onPreview={(values, parsed, estimate) => {
            setDraft(values);
            setResult({ parsed, estimate });
            setStep(2);
          }}
        />
      )}

      {step === 2 && type && result && (
        <>
          <p className="text-neutral-700">{t('wizard.preview_intro', { name: result.parsed.name })}</p>
          <ScenarioResultsView type={type} name={result.parsed.name} computed={{ ...result.estimate, type }} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setStep(1)}>
              {t('actions.previous')}
            </Button>
            <Button pending={create.isPending || update.isPending} onClick={save}>
              {saved ? t('actions.save') : t('actions.create')}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
