import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField, type SelectFieldProps } from '@/components/ui/field';

/** The select of the heating value a quantity in energy units is expressed on (HHV, LHV, or as the factor says). */
export function EnergyBasisField(props: Omit<SelectFieldProps, 'options'>) {
  const { t } = useTranslation('app');
  return (
    <SelectField
      {...props}
      options={[
        { value: '', label: t('ledger.form.energy_basis_options.factor') },
        { value: 'HHV', label: t('ledger.form.energy_basis_options.HHV') },
        { value: 'LHV', label: t('ledger.form.energy_basis_options.LHV') },
      ]}
    />
  );
}

interface EntryFormActionsProps {
  /** Whether the form changes an existing entry (its button then saves) rather than records a new one. */
  editing: boolean;
  /** The button's text for a new entry. */
  submitLabel: string;
  saving: boolean;
  onCancel: () => void;
}

/** The last row of an entry form: cancel, then record or save. */
export function EntryFormActions({ editing, submitLabel, saving, onCancel }: EntryFormActionsProps) {
  const { t } = useTranslation('app');
  return (
    <div className="flex justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {t('ledger.form.cancel')}
      </Button>
      <Button type="submit" pending={saving}>
        {editing ? t('ledger.form.save') : submitLabel}
      </Button>
    </div>
  );
}
