import type { ReactNode } from 'react';

interface EmptyStateProps {
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
}

/** UI.md: an empty screen says what it is for and the first action to take. */
export function EmptyState({ title, children, action }: EmptyStateProps) {
  return (
    <div className="rounded-md border border-dashed border-neutral-300 bg-white px-4 py-6 text-center">
      <p className="font-medium text-neutral-900">{title}</p>
      {children && <div className="mx-auto mt-1 max-w-prose text-neutral-700">{children}</div>}
      {action && <div className="mt-3 flex justify-center">{action}</div>}
    </div>
  );
}
