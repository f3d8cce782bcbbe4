import { DOCUMENT_KINDS, riderDocumentPath, type DocumentKind, type RiderDocument } from '@rr/contracts';
import { Alert, Button, Card, Modal, Spinner, apiErrorText, buttonClass, useFormat } from '@rr/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useRiderDocuments } from '../api/rider-admin';
import { formatFileSize } from '../lib/files';
import type { AdminRider } from '../api/rider-money';

/**
 * The rider's driver's licence and W-9 (spec §2 admin tools "view licence and W-9"; §4: pro riders who earn cash must
 * supply a licence, and a W-9 when they live in the US): which are on file, and each one in a viewer or a new tab. The files are private: they come from the
 * staff's own API path (`GET /api/admin/rider/{id}/documents/{kind}`, signed-in session, never cached, never public).
 */
export function DocumentsCard({ rider }: { rider: AdminRider }) {
  const intl = useIntl();
  const format = useFormat();
  const documents = useRiderDocuments(rider._id);
  const [viewing, setViewing] = useState<RiderDocument | null>(null);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `admin.riderPage.documents.${id}` }, values);
  const onFile = new Map((documents.data?.documents ?? []).map((document) => [document.kind, document]));
  const required = rider.documentsRequired;
  const missing = rider.requiredDocuments.filter((kind) => !onFile.has(kind));
  const size = (bytes: number) => formatFileSize(intl, bytes);
  const href = (kind: DocumentKind) => riderDocumentPath('admin', rider._id, kind);

  return (
    <Card title={t('title')}>
      <div className="rr-stack">
        <p className="rr-muted adm-card-lead">{t(required ? 'leadRequired' : 'leadOptional')}</p>
        {documents.isPending ? <Spinner size="sm" label={t('loading')} /> : null}
        {documents.isError ? <Alert tone="error">{apiErrorText(intl, documents.error)}</Alert> : null}
        {documents.data && required && missing.length > 0 ? <Alert tone="warning">{t('missing', { count: missing.length, kinds: missing.map((kind) => t(`kind.${kind}`)).join(', ') })}</Alert> : null}
        {documents.data ? (
          <ul className="adm-rd-documents">
            {DOCUMENT_KINDS.map((kind) => {
              const document = onFile.get(kind);
              return (
                <li key={kind}>
                  <span className="adm-rd-cell">
                    <strong>{t(`kind.${kind}`)}</strong>
                    {document ? (
                      <span className="rr-muted">{t('onFile', { date: format.date(document.uploadedAt), name: document.fileName, size: size(document.size) })}</span>
                    ) : (
                      <span className={rider.requiredDocuments.includes(kind) ? 'rr-badge rr-badge--warning' : 'rr-muted'}>{t('notOnFile')}</span>
                    )}
                  </span>
                  {document ? (
                    <span className="adm-actions">
                      <Button size="sm" variant="secondary" onClick={() => setViewing(document)} aria-label={t('viewOne', { kind: t(`kind.${kind}`) })}>
                        {t('view')}
                      </Button>
                      <a className={buttonClass({ variant: 'ghost', size: 'sm' })} href={href(kind)} target="_blank" rel="noopener noreferrer">
                        {t('newTab')}
                      </a>
                    </span>
                  ) : null}
                </li>
              );
            })}
          </ul>
        ) : null}
      </div>
      <Modal
        open={viewing !== null}
        onClose={() => setViewing(null)}
        size="lg"
        title={viewing ? t(`kind.${viewing.kind}`) : ''}
        description={viewing ? t('onFile', { date: format.date(viewing.uploadedAt), name: viewing.fileName, size: size(viewing.size) }) : ''}
        footer={
          viewing ? (
            <a className={buttonClass({ variant: 'secondary' })} href={href(viewing.kind)} target="_blank" rel="noopener noreferrer">
              {t('newTab')}
            </a>
          ) : null
        }
      >
        {viewing ? <img className="adm-rd-document" src={`${href(viewing.kind)}?v=${encodeURIComponent(viewing.uploadedAt)}`} alt={t('imageAlt', { kind: t(`kind.${viewing.kind}`), name: rider.fullName })} /> : null}
      </Modal>
    </Card>
  );
}
