import { LockOutlined } from '../../../shared/ui/kit/icons/LockOutlined';
import { type ReactNode, useId } from 'react';
import { Button } from '../../../shared/ui/kit/Button';

/** One labelled line of the filter bar; a lock shows when the line needs an account. */
export function FilterRow({ label, locked, children }: { label: ReactNode; locked: boolean; children: ReactNode }) {
  const id = useId();
  return (
    <div className="filter-row" role="group" aria-labelledby={id}>
      <div className="filter-row__label" id={id}>
        {label}
        {locked && <LockOutlined className="filter-row__lock" aria-hidden />}
      </div>
      <div className="filter-row__options">{children}</div>
    </div>
  );
}

export interface FilterOptionProps {
  active: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
}

/** A choice in a filter line; the chosen one is filled. */
export function FilterOption({ active, onClick, testId, children }: FilterOptionProps) {
  return (
    <Button size="small" variant={active ? 'primary' : 'text'} className="filter-option" aria-pressed={active} onClick={onClick} data-testid={testId}>
      {children}
    </Button>
  );
}
