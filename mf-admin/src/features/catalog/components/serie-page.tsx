import { paths } from '@rr/contracts';
import { SeriesEndCard } from '@rr/event-tools';
import { useNavigate, useParams } from '@rr/router';
import { Card, PageLoading, TextLink } from '@rr/ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { CreatePage, DeleteAction, MissingPage, RecordPage } from '../../../components/detail-page';
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
      <CreatePage back={back} title={<FormattedMessage id="admin.seriesForm.newTitle" />} lead={<FormattedMessage id="admin.seriesForm.newLead" />}>
        <SeriesForm onSaved={(saved) => navigate(paths.admin.serie(saved._id))} />
      </CreatePage>
    );
  return <SerieDetail key={seriesId} seriesId={seriesId} />;
}

function SerieDetail({ seriesId }: { seriesId: string }) {
  const intl = useIntl();
  const removal = useCatalogWrite((id: string) => deleteSeries(id));
  const serie = useSerie(seriesId);
  if (serie.isPending) return <PageLoading />;
  if (!serie.data) return <MissingPage back={back} title={<FormattedMessage id="admin.series.missing" />} error={serie.error} />;
  const s = serie.data.serie;
  const remove = async () => {
    const answer = await removal.mutateAsync(s._id);
    return intl.formatMessage({ id: 'admin.series.deleted' }, { name: s.name, count: answer.removedFromEvents });
  };
  return (
    <RecordPage
      back={back}
      title={s.name}
      actions={
        <span className="adm-actions">
          <TextLink to={paths.public.serie(s._id)}>
            <FormattedMessage id="admin.series.publicPage" />
          </TextLink>
          <DeleteAction
            label={<FormattedMessage id="admin.series.delete" />}
            title={<FormattedMessage id="admin.series.confirmDelete" values={{ name: s.name }} />}
            message={<FormattedMessage id="admin.series.confirmDeleteLead" />}
            // The page leaves after a success: the dialog stays busy until it has.
            busy={removal.isPending || removal.isSuccess}
            remove={remove}
            leaveTo={paths.admin.series()}
          />
        </span>
      }
    >
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
    </RecordPage>
  );
}
