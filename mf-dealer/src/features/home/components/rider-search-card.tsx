import { buildUrl } from '@rr/api-client';
import { paths } from '@rr/contracts/routes';
import { useNavigate } from '@rr/router';
import { sessionAtom } from '@rr/session';
import { Alert, Button, Card, Field, Input } from '@rr/ui';
import { useAtomValue } from 'jotai';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

/** Step 1 of a redemption from the start page: the rider's name, e-mail, city or AMA number → the rider search. */
export function RiderSearchCard() {
  const intl = useIntl();
  const navigate = useNavigate();
  const session = useAtomValue(sessionAtom);
  const [text, setText] = useState('');
  // A dealership staff set inactive keeps its login but has no till: say so instead of a search that would be refused.
  if (session?.authenticated && session.user.participating === false) {
    return (
      <Card title={<FormattedMessage id="dealer.home.search.title" />}>
        <Alert tone="warning" title={<FormattedMessage id="dealer.home.closed.title" />}>
          <FormattedMessage id="dealer.home.closed.body" />
        </Alert>
      </Card>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(buildUrl(paths.dealer.riders(), { query: text.trim() }));
  };
  return (
    <Card title={<FormattedMessage id="dealer.home.search.title" />}>
      <form className="dlr-home-search" role="search" onSubmit={submit} aria-label={intl.formatMessage({ id: 'dealer.home.search.title' })}>
        <Field label={<FormattedMessage id="dealer.home.search.label" />}>
          <Input type="search" value={text} onChange={(event) => setText(event.target.value)} autoComplete="off" enterKeyHint="search" className="dlr-search-input" />
        </Field>
        <Button type="submit" size="lg" icon={<Search className="rr-icon" aria-hidden="true" />}>
          <FormattedMessage id="dealer.home.search.submit" />
        </Button>
      </form>
    </Card>
  );
}
