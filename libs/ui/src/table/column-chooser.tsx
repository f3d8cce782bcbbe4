import { IconColumns, buttonClass } from '@rr/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';

interface ColumnChooserProps {
  columns: readonly { id: string; header: string }[];
  hidden: readonly string[];
  onChange: (id: string, shown: boolean) => void;
}

/** "Columns": a disclosure with one checkbox per column the user may hide. Escape or a click outside closes it. */
export function ColumnChooser({ columns, hidden, onChange }: ColumnChooserProps) {
  const intl = useIntl();
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);
  const legendId = useId();

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      const details = ref.current;
      if (!details) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        details.open = false;
        details.querySelector('summary')?.focus();
      } else if (!details.contains(event.target as Node)) details.open = false;
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);

  const shownCount = columns.length - hidden.length;
  return (
    <details ref={ref} className="rr-column-chooser" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className={buttonClass({ variant: 'secondary', size: 'sm' })}>
        <IconColumns />
        {intl.formatMessage({ id: 'ui.table.columns', defaultMessage: 'Columns' })}
      </summary>
      <fieldset className="rr-column-chooser__panel" aria-labelledby={legendId}>
        <legend id={legendId} className="rr-column-chooser__legend">
          {intl.formatMessage({ id: 'ui.table.columnsShown', defaultMessage: 'Columns shown' })}
        </legend>
        {columns.map((column) => {
          const shown = !hidden.includes(column.id);
          return (
            <label key={column.id} className="rr-column-chooser__option">
              <input
                type="checkbox"
                checked={shown}
                // The last shown column stays: a table with no columns says nothing.
                disabled={shown && shownCount <= 1}
                onChange={(event) => onChange(column.id, event.target.checked)}
              />
              {column.header}
            </label>
          );
        })}
      </fieldset>
    </details>
  );
}
