import { DOCUMENT_KINDS, documentSet, livesInUnitedStates, missingDocuments, riderDocumentPath, type DocumentKind, type RiderDocument, type RiderViewBody } from '@rr/contracts';
import { Alert, Card, toast, useFormat } from '@rr/ui';
import { ExternalLink, FileCheck2, FileWarning } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { profileKeys, useDocuments } from '../api/profile-api';
import { UploadControl } from './upload-control';

/** "1.4 MB", "320 KB". */
function fileSize(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  const unit = megabytes >= 1 ? 'megabyte' : 'kilobyte';
  const value = megabytes >= 1 ? megabytes : Math.max(1, bytes / 1024);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}

/**
 * The driver's licence and W-9 (spec §2, §4, §5): which of them this rider must supply (pro riders paid in cash: the
 * licence, and the W-9, a US taxpayer form, only when they live in the US; a pro living elsewhere reads why not and
 * how US withholding touches them), what is on file and since when, a private link to view each, and an upload (PNG
 * or JPEG up to 10 MB) that replaces the one on file.
 */
export function DocumentsCard({ rider }: { rider: RiderViewBody }) {
  const intl = useIntl();
  const format = useFormat();
  const documents = useDocuments(rider._id);
  const onFile = new Map<DocumentKind, RiderDocument>((documents.data?.documents ?? []).map((document) => [document.kind, document]));
  const missing = missingDocuments(rider);
  const abroad = !livesInUnitedStates(rider);

  // The documents on file and the rider (what is still missing) are read again; the rider's other reads kept under
  // their key (mail preferences) are not touched by an upload.
  const stale = [profileKeys.documents(rider._id), { queryKey: profileKeys.rider(rider._id), exact: true as const }];
  const uploaded = (kind: DocumentKind) => {
    toast.success(intl.formatMessage({ id: 'rider.profile.documents.uploaded' }, { document: intl.formatMessage({ id: `rider.profile.documents.${kind}` }) }));
  };

  return (
    <Card title={<FormattedMessage id="rider.profile.documents.title" />} id="documents">
      <div className="rr-stack">
        {rider.documentsRequired ? (
          missing.length > 0 ? (
            <Alert tone="warning" title={<FormattedMessage id="rider.profile.documents.required.title" />}>
              <FormattedMessage id="rider.profile.documents.required.text" values={{ which: documentSet(rider.requiredDocuments) }} />
            </Alert>
          ) : (
            <Alert tone="success">
              <FormattedMessage id="rider.profile.documents.complete" />
            </Alert>
          )
        ) : (
          <p className="rr-muted rr-flush">
            <FormattedMessage id="rider.profile.documents.notRequired" />
          </p>
        )}
        {rider.pro && abroad ? (
          <Alert tone="info" title={<FormattedMessage id="rider.profile.documents.abroad.title" />}>
            <p className="rr-flush">
              <FormattedMessage id="rider.profile.documents.abroad.text" />
            </p>
            <p className="rr-flush">
              <FormattedMessage id={rider.nonResidentAlien ? 'rider.profile.documents.abroad.withheld' : 'rider.profile.documents.abroad.notWithheld'} />
            </p>
          </Alert>
        ) : null}
        {documents.isError ? <Alert tone="error">{intl.formatMessage({ id: 'rider.profile.documents.loadError' })}</Alert> : null}
        <ul className="rdr-documents">
          {DOCUMENT_KINDS.map((kind) => {
            const document = onFile.get(kind);
            const receivedAt = rider.documents[kind]?.uploadedAt ?? document?.uploadedAt ?? null;
            const name = intl.formatMessage({ id: `rider.profile.documents.${kind}` });
            return (
              <li key={kind} className="rdr-document">
                <div className="rdr-document__head">
                  {receivedAt ? <FileCheck2 className="rr-icon rdr-document__icon is-on-file" aria-hidden="true" /> : <FileWarning className="rr-icon rdr-document__icon" aria-hidden="true" />}
                  <div className="rdr-document__text">
                    <strong>{name}</strong>
                    <span className="rr-muted">
                      {receivedAt ? (
                        <FormattedMessage id="rider.profile.documents.onFile" values={{ date: format.date(receivedAt) }} />
                      ) : (
                        <FormattedMessage
                          id={
                            rider.requiredDocuments.includes(kind)
                              ? 'rider.profile.documents.missingRequired'
                              : kind === 'w9' && abroad
                                ? 'rider.profile.documents.notNeeded'
                                : 'rider.profile.documents.missing'
                          }
                        />
                      )}
                      {document ? ` · ${document.fileName} · ${fileSize(document.size, intl.locale)}` : null}
                    </span>
                  </div>
                  {receivedAt ? (
                    <a className="rr-link rdr-document__view" href={riderDocumentPath('rider', rider._id, kind)} target="_blank" rel="noopener">
                      <ExternalLink className="rr-icon" aria-hidden="true" />
                      <span aria-hidden="true">
                        <FormattedMessage id="rider.profile.documents.viewFile" />
                      </span>
                      <span className="rr-visually-hidden">
                        <FormattedMessage id="rider.profile.documents.view" values={{ document: name }} />
                      </span>
                    </a>
                  ) : null}
                </div>
                <UploadControl
                  riderId={rider._id}
                  kind={kind}
                  variant={receivedAt ? 'secondary' : 'primary'}
                  label={<FormattedMessage id={receivedAt ? 'rider.profile.documents.replaceFile' : 'rider.profile.documents.uploadFile'} />}
                  accessibleLabel={intl.formatMessage({ id: receivedAt ? 'rider.profile.documents.replace' : 'rider.profile.documents.upload' }, { document: name })}
                  stale={stale}
                  onUploaded={() => uploaded(kind)}
                />
              </li>
            );
          })}
        </ul>
        <p className="rr-hint rr-flush">
          <FormattedMessage id="rider.profile.documents.private" />
        </p>
      </div>
    </Card>
  );
}
