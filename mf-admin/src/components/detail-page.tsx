import { useNavigate } from '@rr/router';
import { Alert, Button, Card, ConfirmPrompt, PageHeader, apiErrorText, toast } from '@rr/ui';
import { Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';

/** An admin record's page (a series, a category, a dealer…): the way back to its list over the title, then its cards. */
export function RecordPage({ back, title, lead, actions, children }: { back: ReactNode; title: ReactNode; lead?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="adm-page">
      <PageHeader eyebrow={back} title={title} description={lead} actions={actions} />
      {children}
    </div>
  );
}

/** A record's page without an id: the create form in a card. */
export function CreatePage({ back, title, lead, children }: { back: ReactNode; title: ReactNode; lead?: ReactNode; children: ReactNode }) {
  return (
    <RecordPage back={back} title={title} lead={lead}>
      <Card>{children}</Card>
    </RecordPage>
  );
}

/** A record's page whose record did not load: its "not found" title and the reason. */
export function MissingPage({ back, title, error }: { back: ReactNode; title: ReactNode; error: unknown }) {
  const intl = useIntl();
  return (
    <RecordPage back={back} title={title}>
      <Alert tone="error">{apiErrorText(intl, error)}</Alert>
    </RecordPage>
  );
}

/**
 * Deleting the record a page shows: the button, then a confirmation; `remove` deletes and answers what the success
 * toast says, and the page leaves for `leaveTo`. A failure is a toast and closes the prompt. `busy` is the
 * mutation's `isPending || isSuccess`: the prompt stays busy until the page has left.
 */
export function DeleteAction({ label, title, message, busy, remove, leaveTo }: { label: ReactNode; title: ReactNode; message: ReactNode; busy: boolean; remove: () => Promise<string>; leaveTo: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const confirm = async () => {
    try {
      toast.success(await remove());
      navigate(leaveTo);
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
      setAsking(false);
    }
  };
  return (
    <>
      <Button variant="danger" size="sm" onClick={() => setAsking(true)}>
        <Trash2 className="rr-icon" aria-hidden="true" />
        {label}
      </Button>
      <ConfirmPrompt open={asking} busy={busy} title={title} message={message} confirmLabel={label} onCancel={() => setAsking(false)} onConfirm={() => void confirm()} />
    </>
  );
}
