import { paths } from '@rr/contracts/routes';
import { ButtonLink, Card, Field, Input, PageHeader, TextLink } from '@rr/ui';
import { KeyRound, Plus, Store, Undo2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import '../dealers.css';

type DealerPage = 'dealers' | 'dealerLogins' | 'dealerRefunds';
const PAGES: Array<{ page: DealerPage; href: () => string }> = [
  { page: 'dealers', href: () => paths.admin.dealers() },
  { page: 'dealerLogins', href: () => paths.admin.dealerLogins() },
  { page: 'dealerRefunds', href: () => paths.admin.dealerRefunds() },
];

/** The other dealer pages, under a dealer page's title (the spec gives them no sidebar item). */
export function DealerPagesNav({ current }: { current: DealerPage }) {
  const intl = useIntl();
  return (
    <nav className="adm-dealer-nav" aria-label={intl.formatMessage({ id: 'admin.dealerShortcuts.title' })}>
      {PAGES.filter((p) => p.page !== current).map((p) => (
        <TextLink key={p.page} to={p.href()}>
          <FormattedMessage id={`admin.${p.page}.title`} />
        </TextLink>
      ))}
    </nav>
  );
}

const ICONS = { dealers: Store, dealerLogins: KeyRound, dealerRefunds: Undo2 } as const;

/** The admin start page's way to the dealer pages: each with what it is for. */
export function DealerShortcuts() {
  return (
    <Card title={<FormattedMessage id="admin.dealerShortcuts.title" />}>
      <ul className="adm-shortcuts">
        {PAGES.map((p) => {
          const Icon = ICONS[p.page];
          return (
            <li key={p.page}>
              <Icon className="rr-icon" aria-hidden="true" />
              <span>
                <TextLink to={p.href()}>
                  <FormattedMessage id={`admin.${p.page}.title`} />
                </TextLink>
                <span className="rr-muted">
                  <FormattedMessage id={`admin.dealerShortcuts.${p.page}`} />
                </span>
              </span>
            </li>
          );
        })}
      </ul>
    </Card>
  );
}

/**
 * The header of the dealers and dealer-logins lists: title, lead, the other dealer pages, and "New …" (the create
 * form).
 */
export function DealerListHeader({ page }: { page: 'dealers' | 'dealerLogins' }) {
  return (
    <PageHeader
      eyebrow={<FormattedMessage id="admin.area" />}
      title={<FormattedMessage id={`admin.${page}.title`} />}
      description={
        <>
          <FormattedMessage id={`admin.${page}.lead`} />
          <DealerPagesNav current={page} />
        </>
      }
      actions={
        <ButtonLink to={paths.admin.dealer()} size="sm">
          <Plus className="rr-icon" aria-hidden="true" />
          <FormattedMessage id={`admin.${page}.new`} />
        </ButtonLink>
      }
    />
  );
}

/** The lists' search box. */
export function DealerSearch({ text, onText }: { text: string; onText: (text: string) => void }) {
  return (
    <form role="search" className="adm-toolbar__search" onSubmit={(event) => event.preventDefault()}>
      <Field label={<FormattedMessage id="admin.dealers.search" />}>
        <Input type="search" value={text} onChange={(event) => onText(event.target.value)} />
      </Field>
    </form>
  );
}
