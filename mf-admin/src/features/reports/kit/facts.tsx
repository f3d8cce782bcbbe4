import type { ReactNode } from 'react';

export interface Fact {
  id: string;
  label: ReactNode;
  value: ReactNode;
  /** A line under the value (a breakdown). */
  detail?: ReactNode;
}

/** Headline figures as a description list (label, value, an optional breakdown), in cards: the value shows first. */
export function Facts({ facts, label }: { facts: readonly Fact[]; label?: string }) {
  const list = (
    <dl className="adm-report-facts">
      {facts.map((fact) => (
        <div key={fact.id} className="adm-report-fact">
          <dt>{fact.label}</dt>
          <dd className="adm-report-fact__value">{fact.value}</dd>
          {fact.detail ? <dd className="adm-report-fact__detail">{fact.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
  // A <dl> takes no accessible name of its own: a named group around it does.
  return label ? (
    <div role="group" aria-label={label}>
      {list}
    </div>
  ) : (
    list
  );
}
