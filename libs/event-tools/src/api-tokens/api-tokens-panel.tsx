import { queryCall, useApiMutation, useQuery } from '@rr/api-client';
import { API_TOKEN_NAME_MAX, API_TOKEN_SCOPES, type ApiToken, type ApiTokenScope, type ApiTokenSecretAnswer } from '@rr/contracts/api-tokens';
import { Alert, Button, Card, ConfirmPrompt, Field, Input, Modal, QueryState, Table, createFeatureIntl, describeApiError, formatDescriptor, toast, useFormat, type DataColumn } from '@rr/ui';
import { Copy, KeyRound, RefreshCw, Trash2 } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createApiToken, getApiTokens, revokeApiToken, rotateApiToken, type TokenManager } from './calls';
import en from './i18n/en.json';
import '../event-tools.css';

// Its own catalog, in its own chunk: neither the promoter's nor staff's first load carries these strings.
const { withFeatureIntl } = createFeatureIntl(en, (locale) => import(/* webpackExclude: /allow-same/ */ `./i18n/${locale}.json`) as Promise<{ default: Record<string, string> }>);

export interface ApiTokensPanelProps {
  /** Who manages them: the promoter themselves, or programme staff for this promoter. */
  role: TokenManager;
  promoterId: string;
}

const tokensKey = (promoterId: string) => ['api-tokens', promoterId] as const;
const DEFAULT_SCOPES: ApiTokenScope[] = ['results:read', 'results:write'];
const SCOPE_IDS: Record<ApiTokenScope, string> = {
  'results:read': 'eventTools.apiTokens.scope.read',
  'results:write': 'eventTools.apiTokens.scope.write',
  'results:commit': 'eventTools.apiTokens.scope.commit',
};

/**
 * A promoter's API tokens (docs/api.md "Integrations: pushing results with a token"): the tokens a timing system pushes
 * results with, each named, with what it may do and when it was last used; made, rotated and revoked here. A new or
 * rotated token is shown once, with a copy button: only its hash is kept. The promoter's screen and staff's promoter
 * page both show this panel (lazily: it is never in a first load).
 */
function TokensPanel({ role, promoterId }: ApiTokensPanelProps) {
  const intl = useIntl();
  const format = useFormat();
  const tokens = useQuery({ queryKey: tokensKey(promoterId), queryFn: (context) => getApiTokens(role, promoterId, queryCall(context)), meta: { alert: false } });
  const stale = [tokensKey(promoterId)];
  const create = useApiMutation({ mutationFn: (body: { name: string; scopes: ApiTokenScope[] }) => createApiToken(role, promoterId, body), invalidates: stale, meta: { alert: false } });
  const rotate = useApiMutation({ mutationFn: (tokenId: string) => rotateApiToken(role, promoterId, tokenId), invalidates: stale, meta: { alert: false } });
  const revoke = useApiMutation({ mutationFn: (tokenId: string) => revokeApiToken(role, promoterId, tokenId), invalidates: stale, meta: { alert: false } });

  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiTokenScope[]>(DEFAULT_SCOPES);
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState<ApiTokenSecretAnswer | null>(null);
  const [confirm, setConfirm] = useState<{ action: 'rotate' | 'revoke'; token: ApiToken } | null>(null);
  const failed = (caught: unknown) => setProblem(formatDescriptor(intl, describeApiError(caught)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    create.mutate(
      { name: name.trim(), scopes },
      {
        onSuccess: (answer) => {
          setShown(answer);
          setName('');
          setScopes(DEFAULT_SCOPES);
        },
        onError: failed,
      },
    );
  };
  const toggle = (scope: ApiTokenScope, on: boolean) => setScopes((current) => (on ? [...new Set([...current, scope])] : current.filter((s) => s !== scope)));
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(intl.formatMessage({ id: 'eventTools.apiTokens.copied' }));
    } catch {
      toast.error(intl.formatMessage({ id: 'eventTools.apiTokens.copyFailed' }));
    }
  };

  const columns: DataColumn<ApiToken, ReactNode>[] = [
    { id: 'name', header: <FormattedMessage id="eventTools.apiTokens.name" />, cell: (t) => (<><strong>{t.name}</strong><br /><code className="rr-muted">{t.prefix}…</code></>) },
    { id: 'scopes', header: <FormattedMessage id="eventTools.apiTokens.scopes" />, cell: (t) => t.scopes.map((scope) => intl.formatMessage({ id: SCOPE_IDS[scope] })).join(', ') },
    { id: 'created', header: <FormattedMessage id="eventTools.apiTokens.created" />, secondary: true, cell: (t) => format.date(t.createdAt) },
    {
      id: 'used',
      header: <FormattedMessage id="eventTools.apiTokens.lastUsed" />,
      cell: (t) => (t.lastUsedAt ? `${format.date(t.lastUsedAt)} ${format.time(t.lastUsedAt)}` : <FormattedMessage id="eventTools.apiTokens.never" />),
    },
    {
      id: 'actions',
      header: <span className="rr-visually-hidden"><FormattedMessage id="eventTools.apiTokens.actions" /></span>,
      cell: (t) => (
        <span className="et-actions">
          <Button size="sm" variant="ghost" onClick={() => setConfirm({ action: 'rotate', token: t })} aria-label={intl.formatMessage({ id: 'eventTools.apiTokens.rotateLabel' }, { name: t.name })}>
            <RefreshCw className="rr-icon" aria-hidden="true" />
            <FormattedMessage id="eventTools.apiTokens.rotate" />
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirm({ action: 'revoke', token: t })} aria-label={intl.formatMessage({ id: 'eventTools.apiTokens.revokeLabel' }, { name: t.name })}>
            <Trash2 className="rr-icon" aria-hidden="true" />
            <FormattedMessage id="eventTools.apiTokens.revoke" />
          </Button>
        </span>
      ),
    },
  ];

  return (
    <Card title={<FormattedMessage id="eventTools.apiTokens.title" />} data-testid="api-tokens">
      <div className="rr-stack">
        <p className="et-lead rr-muted">
          <FormattedMessage id="eventTools.apiTokens.lead" />
        </p>
        <QueryState query={tokens}>
          {(data) => <Table columns={columns} rows={data.tokens} rowKey={(t) => t._id} caption={<FormattedMessage id="eventTools.apiTokens.listCaption" values={{ count: data.tokens.length }} />} empty={<FormattedMessage id="eventTools.apiTokens.none" />} />}
        </QueryState>
        <form className="rr-stack" onSubmit={submit} aria-label={intl.formatMessage({ id: 'eventTools.apiTokens.create' })}>
          <Field label={<FormattedMessage id="eventTools.apiTokens.name" />} hint={<FormattedMessage id="eventTools.apiTokens.nameHint" />}>
            <Input value={name} maxLength={API_TOKEN_NAME_MAX} onChange={(event) => setName(event.target.value)} required />
          </Field>
          <fieldset className="et-checks">
            <legend>
              <FormattedMessage id="eventTools.apiTokens.scopes" />
            </legend>
            {API_TOKEN_SCOPES.map((scope) => (
              <label key={scope} className="et-check">
                <input type="checkbox" checked={scopes.includes(scope)} onChange={(event) => toggle(scope, event.target.checked)} />{' '}
                <FormattedMessage id={SCOPE_IDS[scope]} /> <code className="rr-muted">{scope}</code>
              </label>
            ))}
          </fieldset>
          <div className="et-actions">
            <Button type="submit" disabled={name.trim() === '' || scopes.length === 0} loading={create.isPending} icon={<KeyRound className="rr-icon" aria-hidden="true" />}>
              <FormattedMessage id="eventTools.apiTokens.create" />
            </Button>
          </div>
        </form>
        {problem ? <Alert tone="error">{problem}</Alert> : null}
      </div>

      <Modal
        open={shown !== null}
        onClose={() => setShown(null)}
        title={<FormattedMessage id="eventTools.apiTokens.shownTitle" values={{ name: shown?.token.name ?? '' }} />}
        description={<FormattedMessage id="eventTools.apiTokens.shownLead" />}
        footer={
          <Button variant="secondary" onClick={() => setShown(null)}>
            <FormattedMessage id="eventTools.apiTokens.done" />
          </Button>
        }
      >
        {shown ? (
          <div className="rr-stack">
            <code className="et-token" data-testid="api-token-secret">
              {shown.secret}
            </code>
            <div className="et-actions">
              <Button variant="primary" icon={<Copy className="rr-icon" aria-hidden="true" />} onClick={() => void copy(shown.secret)}>
                <FormattedMessage id="eventTools.apiTokens.copy" />
              </Button>
            </div>
          </div>
        ) : null}
      </Modal>

      <ConfirmPrompt
        open={confirm !== null}
        busy={rotate.isPending || revoke.isPending}
        title={confirm ? <FormattedMessage id={confirm.action === 'rotate' ? 'eventTools.apiTokens.confirmRotate' : 'eventTools.apiTokens.confirmRevoke'} values={{ name: confirm.token.name }} /> : null}
        message={confirm ? <FormattedMessage id={confirm.action === 'rotate' ? 'eventTools.apiTokens.confirmRotateLead' : 'eventTools.apiTokens.confirmRevokeLead'} /> : null}
        confirmLabel={<FormattedMessage id={confirm?.action === 'rotate' ? 'eventTools.apiTokens.rotate' : 'eventTools.apiTokens.revoke'} />}
        onCancel={() => setConfirm(null)}
        onConfirm={() => {
          if (!confirm) return;
          setProblem(null);
          const settled = () => setConfirm(null);
          if (confirm.action === 'rotate') rotate.mutate(confirm.token._id, { onSuccess: setShown, onError: failed, onSettled: settled });
          else
            revoke.mutate(confirm.token._id, {
              onSuccess: () => toast.success(intl.formatMessage({ id: 'eventTools.apiTokens.revoked' }, { name: confirm.token.name })),
              onError: failed,
              onSettled: settled,
            });
        }}
      />
    </Card>
  );
}

export const ApiTokensPanel = withFeatureIntl(TokensPanel);
export default ApiTokensPanel;
