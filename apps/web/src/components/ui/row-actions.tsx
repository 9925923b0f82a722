import { Link } from 'react-router';
import { Button, buttonClasses } from './button';

/** One action of a table row: a link to another screen, or a button on this one. */
export type RowAction = { label: string; to: string } | { label: string; onClick: () => void };

/**
 * A table row's actions, small ghost links and buttons, each named after its row ("Delete Steel shelf") so that a
 * screen reader tells one row's buttons from the next. A delete action opens the page's ConfirmDeleteDialog.
 */
export function RowActions({ name, actions }: { name: string; actions: readonly RowAction[] }) {
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) =>
        'to' in action ? (
          <Link key={action.label} to={action.to} className={buttonClasses('ghost', 'sm')} aria-label={`${action.label} ${name}`}>
            {action.label}
          </Link>
        ) : (
          <Button key={action.label} variant="ghost" size="sm" aria-label={`${action.label} ${name}`} onClick={action.onClick}>
            {action.label}
          </Button>
        ),
      )}
    </div>
  );
}
