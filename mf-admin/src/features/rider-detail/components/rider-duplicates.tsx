import { paths, type RiderDuplicate } from '@rr/contracts';
import { Alert, Button, TextLink, useFormat } from '@rr/ui';
import { FormattedMessage } from 'react-intl';

/** The page of an account staff may open: riders, dealers and promoters have one; an administrator has none here. */
function accountHref(duplicate: RiderDuplicate): string | null {
  switch (duplicate.accountType) {
    case 'rider':
      return paths.admin.rider(duplicate.id);
    case 'dealer':
      return paths.admin.dealer(duplicate.id);
    case 'promoter':
      return paths.admin.promoter(duplicate.id);
    default:
      return null;
  }
}

export interface RiderDuplicatesProps {
  duplicates: readonly RiderDuplicate[];
  /** The form is being sent again. */
  busy: boolean;
  /** "Create anyway": the form goes again with the duplicates confirmed; offered only when none blocks. */
  onCreateAnyway: () => void;
}

/**
 * Who the new rider may duplicate, before anything is saved: the account with the same e-mail or a bike with the same
 * VIN (the rider cannot be created with them: change the field, or open that account), or riders of the same name and
 * date of birth (perhaps another person: open them to compare, then "Create anyway"). Each links to its page.
 */
export function RiderDuplicates({ duplicates, busy, onCreateAnyway }: RiderDuplicatesProps) {
  const format = useFormat();
  if (duplicates.length === 0) return null;
  const blocking = duplicates.some((duplicate) => duplicate.blocking);
  return (
    <Alert
      tone={blocking ? 'error' : 'warning'}
      title={<FormattedMessage id={blocking ? 'admin.riderForm.duplicates.blockingTitle' : 'admin.riderForm.duplicates.title'} />}
    >
      <p className="adm-alert-text">
        <FormattedMessage id={blocking ? 'admin.riderForm.duplicates.blockingLead' : 'admin.riderForm.duplicates.lead'} />
      </p>
      <ul className="adm-plain-list">
        {duplicates.map((duplicate) => {
          const href = accountHref(duplicate);
          return (
            <li key={`${duplicate.kind}:${duplicate.id}`}>
              <strong>
                <FormattedMessage id={`admin.riderForm.duplicates.kind.${duplicate.kind}`} />
              </strong>{' '}
              {href ? <TextLink to={href}>{duplicate.name}</TextLink> : <span>{duplicate.name}</span>}
              {duplicate.accountType !== 'rider' ? (
                <>
                  {' '}
                  <span className="rr-badge">
                    <FormattedMessage id="admin.riderForm.duplicates.account" values={{ type: duplicate.accountType }} />
                  </span>
                </>
              ) : null}
              <span className="rr-muted">
                {' · '}
                {duplicate.email}
                {duplicate.dateOfBirth ? (
                  <>
                    {' · '}
                    <FormattedMessage id="admin.riderForm.duplicates.born" values={{ date: format.date(`${duplicate.dateOfBirth}T12:00:00Z`) }} />
                  </>
                ) : null}
                {duplicate.city ? ` · ${duplicate.city}` : null}
              </span>
            </li>
          );
        })}
      </ul>
      {!blocking ? (
        <Button size="sm" variant="secondary" loading={busy} onClick={onCreateAnyway}>
          <FormattedMessage id="admin.riderForm.createAnyway" />
        </Button>
      ) : null}
    </Alert>
  );
}
