import type { AppLocale } from '@carbon/i18n/locale';
import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { i18n } from '@/lib/i18n';
import { useFieldErrorText } from '@/lib/errors';
import { optionalNumber, requiredNumber } from '@/lib/locale-number';
import { setupI18n } from '@/test/render';
import { NumberField } from './number-input';

const schema = z.object({
  revenue: requiredNumber(z.number().min(0)),
  year: optionalNumber(z.number().int()),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

function Form({ onSave, initial }: { onSave: (values: Output) => void; initial: Input }) {
  const fieldError = useFieldErrorText();
  const form = useForm<Input, unknown, Output>({ resolver: zodResolver(schema), defaultValues: initial });
  return (
    <form onSubmit={form.handleSubmit(onSave)} noValidate>
      <NumberField control={form.control} name="revenue" label="Revenue" required error={fieldError(form.formState.errors.revenue?.message)} />
      <NumberField control={form.control} name="year" label="Year" integer grouping={false} />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.reset({ revenue: 42.5, year: null })}>
        Reset
      </button>
    </form>
  );
}

async function renderForm(locale: AppLocale, initial: Input = { revenue: null, year: null }) {
  await setupI18n(locale);
  const onSave = vi.fn<(values: Output) => void>();
  render(<Form onSave={onSave} initial={initial} />);
  return { onSave, user: userEvent.setup(), revenue: screen.getByLabelText('Revenue'), year: screen.getByLabelText('Year') };
}

describe('NumberField', () => {
  it.each([
    ['en', '500,000,000', 500_000_000, '500,000,000'],
    ['en', '1200.5', 1200.5, '1,200.5'],
    ['fr', '1 200,5', 1200.5, '1\u202f200,5'],
    ['fr', '1200,5', 1200.5, '1\u202f200,5'],
  ] as const)('in %s, saves %j as %s and shows it back as %j', async (locale, typed, saved, shown) => {
    const { onSave, user, revenue } = await renderForm(locale);
    await user.type(revenue, typed);
    await user.tab();
    expect(revenue).toHaveValue(shown);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ revenue: saved, year: null }, expect.anything());
  });

  it.each([
    ['en', 'Invalid input'],
    ['fr', 'Saisie invalide'],
  ] as const)('keeps text that is not a number, says so in %s and never saves', async (locale, message) => {
    const { onSave, user, revenue } = await renderForm(locale);
    await user.type(revenue, '12abc');
    await user.tab();
    expect(revenue).toHaveValue('12abc');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(revenue).toHaveAccessibleDescription(message);
    expect(revenue).toHaveAttribute('aria-invalid', 'true');
  });

  it('reads a French decimal comma as a mistake in English rather than as thousands', async () => {
    const { onSave, user, revenue } = await renderForm('en');
    await user.type(revenue, '1,5');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(revenue).toHaveAccessibleDescription('Invalid input');
  });

  it('shows stored values in the language, rewrites them when the language or the form changes, and leaves years ungrouped', async () => {
    const { user, revenue, year } = await renderForm('en', { revenue: 1234.5, year: 2025 });
    expect(revenue).toHaveValue('1,234.5');
    expect(year).toHaveValue('2025');
    expect(year).toHaveAttribute('inputmode', 'numeric');
    expect(revenue).toHaveAttribute('inputmode', 'decimal');
    await i18n.changeLanguage('fr');
    await waitFor(() => expect(revenue).toHaveValue('1\u202f234,5'));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(revenue).toHaveValue('42,5');
    expect(year).toHaveValue('');
  });

  it('asks for a required value left empty', async () => {
    const { onSave, user, revenue } = await renderForm('en');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(revenue).toHaveAccessibleDescription('This field is required');
  });
});
