import { useState, type ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { formatLocaleNumber, parseLocaleNumber } from '@/lib/locale-number';
import { useLocale } from '@/lib/use-locale';
import { TextField } from './field';

interface NumberFieldProps<TValues extends FieldValues, TContext, TTransformed> {
  control: Control<TValues, TContext, TTransformed>;
  /** A field of the form whose value is a number, or null when empty. */
  name: FieldPath<TValues>;
  label: ReactNode;
  hint?: ReactNode;
  /** The field's message, already in words (the form's schema gives "Invalid input" for unreadable text). */
  error?: string | undefined;
  required?: boolean;
  /** Whole numbers get a keypad without a decimal mark on phones. */
  integer?: boolean;
  /** Years and codes are shown without thousands separators. */
  grouping?: boolean;
  containerClassName?: string;
  autoComplete?: string;
}

/** What the field shows for a value: nothing when empty, the number in the user's notation otherwise. */
function display(value: unknown, locale: ReturnType<typeof useLocale>, grouping: boolean): string {
  return typeof value === 'number' && Number.isFinite(value) ? formatLocaleNumber(value, locale, { grouping }) : '';
}

/**
 * The one number input of the app (UI.md): reads what the user types in their language ("1,200.5",
 * "1 200,5"), gives the form a number (null when empty, NaN when the text is not a number, which the
 * form's schema refuses with the field's message), and shows the value back in the user's notation
 * when the field loses focus. Text that is not a number stays as typed, so it can be corrected.
 */
export function NumberField<TValues extends FieldValues, TContext, TTransformed>({
  control,
  name,
  grouping = true,
  integer = false,
  ...props
}: NumberFieldProps<TValues, TContext, TTransformed>) {
  const locale = useLocale();
  const { field } = useController({ control, name });
  const { ref, onChange, onBlur, disabled } = field;
  const value: unknown = field.value;
  // The text stands for `shown.value` in `shown.locale`; when the form's value changes from outside
  // (a reset, a server value) or the language changes, the text is rewritten from the value.
  const [shown, setShown] = useState(() => ({ value, locale, text: display(value, locale, grouping) }));
  if (!Object.is(shown.value, value) || shown.locale !== locale) {
    const text = Object.is(shown.value, value) && Number.isNaN(value) ? shown.text : display(value, locale, grouping);
    setShown({ value, locale, text });
  }

  return (
    <TextField
      {...props}
      ref={ref}
      name={name}
      disabled={disabled}
      inputMode={integer ? 'numeric' : 'decimal'}
      spellCheck={false}
      value={shown.text}
      onChange={(event) => {
        const text = event.target.value;
        const parsed = parseLocaleNumber(text, locale);
        setShown({ value: parsed, locale, text });
        onChange(parsed);
      }}
      onBlur={() => {
        onBlur();
        if (typeof shown.value === 'number' && !Number.isNaN(shown.value)) {
          setShown((current) => ({ ...current, text: display(current.value, locale, grouping) }));
        }
      }}
    />
  );
}
