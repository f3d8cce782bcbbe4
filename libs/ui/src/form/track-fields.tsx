import { MAX_TRACKS, emptyTrack, type ApplicationValues } from '@rr/contracts';
import { Button, Field, Input } from '@rr/ui';
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContractForm } from './use-contract-form';
import { OptionalMark } from './optional-mark';

export interface TrackFieldsProps<B> {
  form: Pick<ContractForm<ApplicationValues, B>, 'error' | 'field' | 'form'>;
  /**
   * The message ids' prefix: `${messages}.trackName` and `.trackWebsite` (with `{n}`), `.removeTrack` (the remove
   * button's name, with `{n}`), `.addTrack`, and `.remove` when the remove button shows its text.
   */
  messages: string;
  /** The list's, each row's and (if the row wraps its inputs in a grid) the grid's classes: each app lays them out. */
  classes: { list: string; row: string; grid?: string };
  /** The website marked "(optional)" in this class (the public form's way); unmarked by default. */
  optionalClassName?: string;
  /** The remove button shows its text beside the icon. */
  removeText?: boolean;
  /** The public form asks browsers not to fill in a track and not to spell-check a web address. */
  plainInputs?: boolean;
}

/**
 * A promoter application's tracks (spec §3): one row each with its name and website, a remove button while there is
 * more than one, and an add button up to MAX_TRACKS; the list's own error above it. The public application and
 * staff's application form hold the same list under the same contract, each with its own texts and layout.
 */
export function TrackFields<B>({ form, messages, classes, optionalClassName, removeText = false, plainInputs = false }: TrackFieldsProps<B>) {
  const intl = useIntl();
  const { error, field } = form;
  const tracks = useFieldArray({ control: form.form.control, name: 'tracks' });
  const text = (id: string, n?: number) => intl.formatMessage({ id: `${messages}.${id}` }, n === undefined ? undefined : { n });
  const websiteLabel = (n: number): ReactNode =>
    optionalClassName ? (
      <>
        {text('trackWebsite', n)} <OptionalMark className={optionalClassName} />
      </>
    ) : (
      text('trackWebsite', n)
    );
  return (
    <>
      {error('tracks') ? (
        <p className="rr-field__error" role="alert">
          {error('tracks')}
        </p>
      ) : null}
      <ol className={classes.list}>
        {tracks.fields.map((track, index) => {
          const inputs = (
            <>
              <Field label={text('trackName', index + 1)} error={error(`tracks.${index}.name`)} required>
                <Input autoComplete={plainInputs ? 'off' : undefined} {...field(`tracks.${index}.name`)} />
              </Field>
              <Field label={websiteLabel(index + 1)} error={error(`tracks.${index}.website`)}>
                <Input type="url" inputMode={plainInputs ? 'url' : undefined} placeholder="https://" spellCheck={plainInputs ? false : undefined} {...field(`tracks.${index}.website`)} />
              </Field>
            </>
          );
          return (
            <li key={track.id} className={classes.row}>
              {classes.grid ? <div className={classes.grid}>{inputs}</div> : inputs}
              {tracks.fields.length > 1 ? (
                <Button variant="ghost" size="sm" onClick={() => tracks.remove(index)} aria-label={text('removeTrack', index + 1)}>
                  <Trash2 className="rr-icon" aria-hidden="true" />
                  {removeText ? <FormattedMessage id={`${messages}.remove`} /> : null}
                </Button>
              ) : null}
            </li>
          );
        })}
      </ol>
      {tracks.fields.length < MAX_TRACKS ? (
        <Button variant="secondary" size="sm" onClick={() => tracks.append(emptyTrack())}>
          <Plus className="rr-icon" aria-hidden="true" />
          <FormattedMessage id={`${messages}.addTrack`} />
        </Button>
      ) : null}
    </>
  );
}
