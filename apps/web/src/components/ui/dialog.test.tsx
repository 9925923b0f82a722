import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog, Sheet } from './dialog';

/** A page with a button that opens the dialog from state, as the screens do (no Radix Trigger). */
function DialogPage({ alert = false }: { alert?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Dialog
        open={open}
        alert={alert}
        onClose={() => setOpen(false)}
        title="Rename the site"
        description="The new name shows everywhere."
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)} data-autofocus>
              Cancel
            </Button>
            <Button>Save</Button>
          </>
        }
      >
        <input aria-label="Name" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title, described, and focuses the marked element', async () => {
    const user = userEvent.setup();
    render(<DialogPage />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Rename the site' });
    expect(dialog).toHaveAccessibleDescription('The new name shows everywhere.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('keeps Tab inside, and Escape closes it and gives focus back to the button that opened it', async () => {
    const user = userEvent.setup();
    render(<DialogPage />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('as an alert dialog, is announced as one and ignores a click outside', async () => {
    const user = userEvent.setup();
    render(<DialogPage alert />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Rename the site' });
    await user.click(dialog.parentElement!);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});

function SheetPage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Diesel
      </button>
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title="Emission factor"
        closeLabel="Close"
        titleId="factor-name"
      >
        <h2 id="factor-name">Diesel, road</h2>
        <a href="#source">Source</a>
      </Sheet>
    </>
  );
}

describe('Sheet', () => {
  it('is named by its label and the heading inside, traps focus, and its Close button gives focus back', async () => {
    const user = userEvent.setup();
    render(<SheetPage />);
    const opener = screen.getByRole('button', { name: 'Diesel' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Emission factor Diesel, road' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Source' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    render(<SheetPage />);
    await user.click(screen.getByRole('button', { name: 'Diesel' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Diesel' })).toHaveFocus();
  });
});
