import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Select } from './select';

function SourceFilter({ initial = '' }: { initial?: string }) {
  const [source, setSource] = useState(initial);
  return (
    <>
      <Select
        label="Source"
        hint="Where the factor comes from"
        value={source}
        onValueChange={setSource}
        emptyLabel="All sources"
        options={[
          { value: 'ademe', label: 'ADEME' },
          { value: 'desnz', label: 'DESNZ' },
        ]}
      />
      <output aria-label="Chosen">{source === '' ? '(none)' : source}</output>
    </>
  );
}

describe('Select', () => {
  it('is a combobox named by its label, showing the empty choice by its name', () => {
    render(<SourceFilter />);
    const select = screen.getByRole('combobox', { name: 'Source' });
    expect(select).toHaveTextContent('All sources');
    expect(select).toHaveAccessibleDescription('Where the factor comes from');
  });

  it('chooses with the pointer, and gives the empty choice back as an empty value', async () => {
    const user = userEvent.setup();
    render(<SourceFilter />);
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(screen.getByRole('option', { name: 'DESNZ' }));
    expect(screen.getByRole('combobox', { name: 'Source' })).toHaveTextContent('DESNZ');
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('desnz');
    await user.click(screen.getByRole('combobox', { name: 'Source' }));
    await user.click(screen.getByRole('option', { name: 'All sources' }));
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('(none)');
  });

  it('chooses with the keyboard, and focus returns to the combobox', async () => {
    const user = userEvent.setup();
    render(<SourceFilter initial="ademe" />);
    await user.tab();
    const select = screen.getByRole('combobox', { name: 'Source' });
    expect(select).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    // The page behind is out of reach while the list is open, and back afterwards.
    expect(select.closest('[inert]')).not.toBeNull();
    expect(screen.getByRole('option', { name: 'ADEME' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Chosen' })).toHaveTextContent('desnz');
    expect(select).toHaveFocus();
    expect(select.closest('[inert]')).toBeNull();
  });
});
