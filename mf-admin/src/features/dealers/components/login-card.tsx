import type { DealerLogin } from '@rr/contracts';
import { Alert, Button, Card, ConfirmPrompt, FactList, Spinner, apiErrorText, toast, useFormat } from '@rr/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { sendLoginLink, setLoginActivation, useDealerLogin, useDealerWrite } from '../api/dealers';
import { LoginBadge } from './badges';

type Ask = 'link' | 'activation';

/**
 * The buttons of one dealer login: mail the invitation again (no password yet) or a password-reset link, and turn the
 * login off or on (deactivation signs the dealer out at once), each after a confirmation.
 */
export function LoginActions({ login, size = 'sm' }: { login: DealerLogin; size?: 'sm' | 'md' }) {
  const intl = useIntl();
  const [asked, setAsked] = useState<Ask | null>(null);
  const write = useDealerWrite((work: () => Promise<void>) => work());
  const busy = write.isPending;
  const invited = login.status === 'invited';
  const deactivated = login.status === 'deactivated';
  const run = async () => {
    if (!asked) return;
    try {
      await write.mutateAsync(async () => {
        if (asked === 'link') {
          const { sent } = await sendLoginLink(login._id);
          toast.success(intl.formatMessage({ id: sent === 'invitation' ? 'admin.dealerLogins.invitationSent' : 'admin.dealerLogins.resetSent' }, { email: login.email }));
        } else {
          await setLoginActivation(login._id, !deactivated);
          toast.success(intl.formatMessage({ id: deactivated ? 'admin.dealerLogins.activatedDone' : 'admin.dealerLogins.deactivatedDone' }, { name: login.name }));
        }
      });
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    } finally {
      setAsked(null);
    }
  };
  const label = (id: string) => `${intl.formatMessage({ id })} – ${login.name}`;
  const linkKey = invited ? 'admin.dealerLogins.sendInvitation' : 'admin.dealerLogins.sendReset';
  const activationKey = deactivated ? 'admin.dealerLogins.activate' : 'admin.dealerLogins.deactivate';
  return (
    <span className="adm-actions adm-row-actions adm-login-actions">
      {!deactivated ? (
        <Button size={size} variant="secondary" onClick={() => setAsked('link')} aria-label={label(linkKey)}>
          <FormattedMessage id={linkKey} />
        </Button>
      ) : null}
      <Button size={size} variant={deactivated ? 'secondary' : 'ghost'} onClick={() => setAsked('activation')} aria-label={label(activationKey)}>
        <FormattedMessage id={activationKey} />
      </Button>
      <ConfirmPrompt
        open={asked !== null}
        title={
          asked === 'link' ? (
            <FormattedMessage id={invited ? 'admin.dealerLogins.confirmInvitation' : 'admin.dealerLogins.confirmReset'} values={{ email: login.email }} />
          ) : (
            <FormattedMessage id={deactivated ? 'admin.dealerLogins.confirmActivate' : 'admin.dealerLogins.confirmDeactivate'} values={{ name: login.name }} />
          )
        }
        message={
          asked === 'link' ? (
            <FormattedMessage id={invited ? 'admin.dealerLogins.confirmInvitationLead' : 'admin.dealerLogins.confirmResetLead'} />
          ) : asked ? (
            <FormattedMessage id={deactivated ? 'admin.dealerLogins.confirmActivateLead' : 'admin.dealerLogins.confirmDeactivateLead'} values={{ email: login.email }} />
          ) : null
        }
        confirmLabel={asked === 'link' ? <FormattedMessage id={linkKey} /> : asked ? <FormattedMessage id={activationKey} /> : undefined}
        tone={asked === 'activation' && !deactivated ? 'danger' : 'primary'}
        busy={busy}
        onConfirm={() => void run()}
        onCancel={() => setAsked(null)}
      />
    </span>
  );
}

/** The dealer page's login card: its state, its last sign-in, the link waiting in its inbox, and its actions. */
export function LoginCard({ dealerId }: { dealerId: string }) {
  const intl = useIntl();
  const format = useFormat();
  const query = useDealerLogin(dealerId);
  const login = query.data?.login;
  const when = (value: string) => `${format.date(value)} ${format.time(value)}`;
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.dealerLogins.${id}` }, values);
  return (
    <Card title={<FormattedMessage id="admin.dealerLogins.card" />}>
      {query.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'admin.dealerLogins.loading' })} />
      ) : !login ? (
        <Alert tone="error">{apiErrorText(intl, query.error)}</Alert>
      ) : (
        <div className="rr-stack adm-login-card">
          <FactList
            className="adm-login-facts"
            facts={[
              { key: 'status', label: t('col.status'), value: <LoginBadge status={login.status} /> },
              {
                key: 'email',
                label: t('col.email'),
                valueClassName: 'adm-email',
                value: (
                  <>
                    {login.email} <span className="rr-muted">{t(login.emailVerified ? 'verified' : 'unverified')}</span>
                  </>
                ),
              },
              { key: 'lastLogin', label: t('col.lastLogin'), value: login.lastLoginAt ? t('lastLoginCount', { when: when(login.lastLoginAt), count: login.loginCount }) : t('never') },
              { key: 'link', label: t('col.link'), value: login.linkSentAt && login.linkExpiresAt ? t('linkOpen', { sent: when(login.linkSentAt), expires: when(login.linkExpiresAt) }) : t('noLink') },
            ]}
          />
          <LoginActions login={login} />
        </div>
      )}
    </Card>
  );
}
