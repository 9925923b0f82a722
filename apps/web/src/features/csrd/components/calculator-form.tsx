import { useEffect, useId } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { useFieldErrorText } from '@/lib/errors';
import { currentLocale } from '@/lib/i18n';
import { useHydrated } from '@/lib/use-hydrated';
import {
  emptyFormValues,
  validateFormValues,
  visibleFields,
  type CalculatorAnswers,
  type CalculatorField,
  type CalculatorFormValues,
} from '../calculator-answers';
import { RadioGroup } from './radio-group';

/**
 * The rules of @carbon/carbon/csrd validate the answers; this resolver only reads the text fields in the
 * reader's number format and puts each issue under its question. The locale is read when validating, so
 * a language switch never leaves a stale number format behind.
 */
const calculatorResolver: Resolver<CalculatorFormValues, unknown, CalculatorAnswers> = (values) => {
  const outcome = validateFormValues(values, currentLocale());
  if (outcome.ok) return { values: outcome.answers, errors: {} };
  const errors: FieldErrors<CalculatorFormValues> = {};
  for (const [field, message] of Object.entries(outcome.errors)) {
    errors[field as CalculatorField] = { type: 'validate', message };
  }
  return { values: {}, errors };
};

interface CalculatorFormProps {
  initialValues: CalculatorFormValues;
  /** A shared link with missing or invalid answers: show what is wrong straight away. */
  showErrorsOnMount: boolean;
  onSubmit: (answers: CalculatorAnswers) => void;
  onClear: () => void;
}

export function CalculatorForm({ initialValues, showErrorsOnMount, onSubmit, onClear }: CalculatorFormProps) {
  const { t } = useTranslation('csrd');
  const fieldError = useFieldErrorText();
  const csrdHeadingId = useId();
  const begesHeadingId = useId();
  const hydrated = useHydrated();
  const form = useForm<CalculatorFormValues, unknown, CalculatorAnswers>({
    resolver: calculatorResolver,
    defaultValues: initialValues,
  });
  const { errors } = form.formState;
  const [establishment, structure, listedOnEuRegulatedMarket, entity, localAuthorityKind] = useWatch({
    control: form.control,
    name: ['establishment', 'structure', 'listedOnEuRegulatedMarket', 'entity', 'localAuthorityKind'],
  });
  const shown = new Set(
    visibleFields({ establishment, structure, listedOnEuRegulatedMarket, entity, localAuthorityKind }),
  );
  const issuer = establishment === 'non-eu';

  useEffect(() => {
    if (showErrorsOnMount) void form.trigger();
  }, [form, showErrorsOnMount]);

  const error = (field: CalculatorField) => fieldError(errors[field]?.message);
  const yesNo = [
    { value: 'yes', label: t('form.yes') },
    { value: 'no', label: t('form.no') },
  ];
  const numberField = (field: CalculatorField, label: string, hint?: string) => (
    <TextField
      label={label}
      hint={hint}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      required
      error={error(field)}
      {...form.register(field)}
    />
  );

  const yesNoField = (field: CalculatorField, legend: string, hint?: string) => (
    <RadioGroup
      inline
      legend={legend}
      hint={hint}
      error={error(field)}
      options={yesNo}
      registration={form.register(field)}
    />
  );

  const clear = () => {
    form.reset(emptyFormValues);
    onClear();
  };

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      {/* The page is prerendered: an answer given before React runs would be lost, so wait for it. */}
      <fieldset disabled={!hydrated} className="m-0 min-w-0 space-y-8 border-0 p-0">
        <p className="text-neutral-700">{t('form.all_required')}</p>

        <section aria-labelledby={csrdHeadingId} className="space-y-5">
          <h3 id={csrdHeadingId} className="text-base font-semibold text-neutral-900">
            {t('form.csrd_legend')}
          </h3>
          <RadioGroup
            legend={t('form.establishment.legend')}
            error={error('establishment')}
            options={(['eu', 'non-eu'] as const).map((value) => ({
              value,
              label: t(`form.establishment.options.${value}`),
            }))}
            registration={form.register('establishment')}
          />
          {shown.has('structure') && (
            <RadioGroup
              legend={t('form.structure.legend')}
              hint={t('form.structure.hint')}
              error={error('structure')}
              options={(['standalone', 'parent', 'subsidiary'] as const).map((value) => ({
                value,
                label: t(`form.structure.options.${value}`),
              }))}
              registration={form.register('structure')}
            />
          )}
          {shown.has('financialHolding') &&
            yesNoField(
              'financialHolding',
              t('form.financial_holding.legend'),
              t('form.financial_holding.hint'),
            )}
          {shown.has('coveredByParentReport') &&
            yesNoField('coveredByParentReport', t('form.covered_by_parent.legend'))}
          {shown.has('euTurnoverMeur') &&
            numberField('euTurnoverMeur', t('form.eu_turnover.label'), t('form.eu_turnover.hint'))}
          {shown.has('euTurnoverPreviousYearMeur') &&
            numberField('euTurnoverPreviousYearMeur', t('form.eu_turnover_previous.label'))}
          {shown.has('largestEuEntityTurnoverMeur') &&
            numberField(
              'largestEuEntityTurnoverMeur',
              t('form.largest_eu_entity.label'),
              t('form.largest_eu_entity.hint'),
            )}
          {issuer &&
            shown.has('listedOnEuRegulatedMarket') &&
            yesNoField('listedOnEuRegulatedMarket', t('form.listed.legend'), t('form.listed.hint'))}
          {shown.has('employees') &&
            numberField(
              'employees',
              t(issuer ? 'form.employees_issuer.label' : 'form.employees.label'),
              t(issuer ? 'form.employees_issuer.hint' : 'form.employees.hint'),
            )}
          {shown.has('netTurnoverMeur') &&
            numberField(
              'netTurnoverMeur',
              t(issuer ? 'form.turnover_issuer.label' : 'form.turnover.label'),
              t(issuer ? 'form.turnover_issuer.hint' : 'form.turnover.hint'),
            )}
          {!issuer &&
            shown.has('listedOnEuRegulatedMarket') &&
            yesNoField('listedOnEuRegulatedMarket', t('form.listed.legend'), t('form.listed.hint'))}
          {shown.has('reportedForFy2024') &&
            yesNoField('reportedForFy2024', t('form.reported_fy2024.legend'), t('form.reported_fy2024.hint'))}
        </section>

        <section aria-labelledby={begesHeadingId} className="space-y-5">
          <h3 id={begesHeadingId} className="text-base font-semibold text-neutral-900">
            {t('form.beges_legend')}
          </h3>
          <RadioGroup
            legend={t('form.beges_entity.legend')}
            error={error('entity')}
            options={(['private', 'public-body', 'local-authority'] as const).map((value) => ({
              value,
              label: t(`form.beges_entity.options.${value}`),
            }))}
            registration={form.register('entity')}
          />
          {shown.has('localAuthorityKind') && (
            <RadioGroup
              legend={t('form.local_authority_kind.legend')}
              error={error('localAuthorityKind')}
              options={(['commune', 'other'] as const).map((value) => ({
                value,
                label: t(`form.local_authority_kind.options.${value}`),
              }))}
              registration={form.register('localAuthorityKind')}
            />
          )}
          {shown.has('inhabitants') && numberField('inhabitants', t('form.inhabitants.label'))}
          {shown.has('employeesMetropolitanFrance') &&
            numberField(
              'employeesMetropolitanFrance',
              t('form.staff_metropolitan.label'),
              t('form.staff_metropolitan.hint'),
            )}
          {shown.has('employeesOverseasFrance') &&
            numberField(
              'employeesOverseasFrance',
              t('form.staff_overseas.label'),
              t('form.staff_overseas.hint'),
            )}
        </section>

        <div className="flex flex-wrap gap-3">
          <Button type="submit">{t('form.submit')}</Button>
          <Button variant="secondary" onClick={clear}>
            {t('form.clear')}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
