import type { LucideIcon } from 'lucide-react';

/** A lucide icon as the tools draw it: the kit's size (`rr-icon`), decorative (the text next to it says it). */
export function Icon({ of: Of, className }: { of: LucideIcon; className?: string }) {
  return <Of className={['rr-icon', className].filter(Boolean).join(' ')} strokeWidth={2} aria-hidden="true" focusable="false" />;
}
