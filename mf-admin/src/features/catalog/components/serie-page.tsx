import { paths } from '@rr/contracts';
import { SeriesEndCard } from '@rr/event-tools';
import { useNavigate, useParams } from '@rr/router';
import { Alert, Button, Card, ConfirmPrompt, PageHeader, PageLoading, TextLink, apiErrorText, toast } from '@rr/ui';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { deleteSeries, useCatalogWrite, useSerie } from '../api/catalog';
import { WithEventToolsMessages } from './event-tools-messages';
import { SeriesBackground } from './series-background';
import { SeriesEvents } from './series-events';
import { SeriesForm } from './series-form';
import { SeriesReview } from './series-review';
import { SeriesUpload } from './series-upload';

const back = (
  <TextLink to={paths.admin.series()}>
    <FormattedMessage id="admin.series.back" />
  </TextLink>
);

/**
 * /auth/admin/serie/{seriesId?} (spec §2): a series' fields, its end (planned rounds, results, close and reopen), its events
 * (add, remove), a bulk event upload; no id = create.
 */
export function SeriePage() {
  const { seriesId } = useParams();
  const navigate = useNavigate();
  if (!seriesId)
    return (
      <div className="adm-page">
        <PageHeader eyebrow={back} title={<FormattedMessage id="admin.seriesForm.newTitle" />} description={<FormattedMessage id="admin.seriesForm.newLead" />} />
        <Card>
          <SeriesForm onSaved={(saved) => navigate(paths.admin.serie(saved._id))} />
        </Card>
      </div>
    );
  return <SerieDetail key={seriesId} seriesId={seriesId} />;
}

function SerieDetail({ seriesId }: { seriesId: string }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const removal = useCatalogWrite((id: string) => deleteSeries(id));
  const serie = useSerie(seriesId);
  const [deleting, setDeleting] = useState(false);
  // The page leaves after a success: the dialog stays busy until it has.
  const busy = removal.isPending || removal.isSuccess;
  if (serie.isPending) return <PageLoading />;
  if (!serie.data)
    return (
      <div className="adm-page">
        <PageHeader eyebrow={back} title={<FormattedMessage id="admin.series.missing" />} />
        <Alert tone="error">{apiErrorText(intl, serie.error)}</Alert>
      </div>
    );
  const s = serie.data.serie;
  const remove = async () => {
    try {
      const answer = await removal.mutateAsync(s._id);
      toast.success(intl.formatMessage({ id: 'admin.series.deleted' }, { name: s.name, count: answer.removedFromEvents }));
      navigate(paths.admin.series());
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
      setDeleting(false);
    }
  };
  return (
    <div className="adm-page">
      <PageHeader
        eyebrow={back}
        title={s.name}
        actions={
          <span className="adm-actions">
            <TextLink to={paths.public.serie(s._id)}>
              <FormattedMessage id="admin.series.publicPage" />
            </TextLink>
            <Button variant="danger" size="sm" onClick={() => setDeleting(true)}>
              <Trash2 className="rr-icon" aria-hidden="true" />
              <FormattedMessage id="admin.series.delete" />
            </Button>
          </span>
        }
      />
      {s.reviewStatus === 'pending' ? <SeriesReview serie={s} /> : null}
      <WithEventToolsMessages>
        <SeriesBackground serie={s} />
      </WithEventToolsMessages>
      <Card title={<FormattedMessage id="admin.series.details" />}>
        <SeriesForm key={`${s._id}:${s.name}:${s.promoterId}:${s.active}`} serie={s} onSaved={() => undefined} />
      </Card>
      <WithEventToolsMessages>
        <Card title={<FormattedMessage id="eventTools.seriesEnd.title" />}>
          <SeriesEndCard answer={serie.data} staff />
        </Card>
      </WithEventToolsMessages>
      <SeriesEvents serie={s} />
      <Card title={<FormattedMessage id="admin.series.upload" />}>
        <SeriesUpload serie={s} />
      </Card>
      <ConfirmPrompt
        open={deleting}
        busy={busy}
        title={<FormattedMessage id="admin.series.confirmDelete" values={{ name: s.name }} />}
        message={<FormattedMessage id="admin.series.confirmDeleteLead" />}
        confirmLabel={<FormattedMessage id="admin.series.delete" />}
        onCancel={() => setDeleting(false)}
        onConfirm={() => void remove()}
      />
    </div>
  );
}
