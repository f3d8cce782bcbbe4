import type { ReactNode } from 'react';

/** One fact of a list: what it is and what it says (`valueClassName` styles the value alone). */
export interface Fact {
  key: string;
  label: ReactNode;
  value: ReactNode;
  valueClassName?: string;
}

/** Facts as a definition list in the kit's card style (label above value), e.g. an account's or a record's. */
export function FactList({ facts, className }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={className ? `rr-data-card__facts ${className}` : 'rr-data-card__facts'}>
      {facts.map((fact) => (
        <div key={fact.key}>
          <dt>{fact.label}</dt>
          <dd className={fact.valueClassName}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
