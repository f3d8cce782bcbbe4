import { brandNameAtom } from '@rr/session';
import { useAtomValue } from 'jotai';

/**
 * The brand mark: a red chequered-flag badge and the deployment's brand name. `suffix` is read after the
 * name by screen readers only (where a brand link goes), so the link's name starts with the visible text.
 */
export function BrandLogo({ compact = false, suffix }: { compact?: boolean; suffix?: string }) {
  const brand = useAtomValue(brandNameAtom);
  return (
    <span className="rr-brand">
      <svg className="rr-brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="var(--rr-brand)" />
        <path d="M9 7v19" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" />
        <path d="M10 8h14l-3 5 3 5H10z" fill="#fff" />
        <path d="M13.5 8h3.5v3.3h-3.5zM17 11.3h3.5v3.4H17zM13.5 14.7h3.5V18h-3.5z" fill="var(--rr-brand)" />
      </svg>
      {!compact && <span className="rr-brand__name">{brand}</span>}
      {compact && <span className="rr-visually-hidden">{brand}</span>}
      {suffix && <span className="rr-visually-hidden"> – {suffix}</span>}
    </span>
  );
}
