import { paths, type PromoterEvent, type Series } from '@rr/contracts';
import { usePromoterEvents } from '@rr/event-tools';
import { Button, ButtonLink, Card, ConfirmPrompt, Field, Select, Table, TextLink, apiErrorText, toast, useFormat, type DataColumn } from '@rr/ui';
import { Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { addEventToSeries, removeEventFromSeries, useCatalogWrite } from '../api/catalog';

/** The series' events, each removable (after a confirmation), and the promoter's other events to add. */
export function SeriesEvents({ serie }: { serie: Series }) {
  const intl = useIntl();
  const format = useFormat();
  const write = useCatalogWrite((work: () => Promise<unknown>) => work());
  const events = usePromoterEvents(serie.promoterId);
  const [adding, setAdding] = useState('');
  const [removing, setRemoving] = useState<PromoterEvent | null>(null);
  const busy = write.isPending;
  const all = events.data?.events ?? [];
  const inSeries = all.filter((e) => e.seriesId === serie._id).sort((a, b) => a.startDate.localeCompare(b.startDate));
  const others = all.filter((e) => e.seriesId !== serie._id);
  const run = async (work: () => Promise<unknown>, done: string, title: string) => {
    try {
      await write.mutateAsync(work);
      toast.success(intl.formatMessage({ id: done }, { title, series: serie.name }));
      await events.refetch();
    } catch (caught) {
      toast.error(apiErrorText(intl, caught));
    } finally {
      setRemoving(null);
      setAdding('');
    }
  };
  const columns: DataColumn<PromoterEvent, ReactNode>[] = [
    { id: 'title', header: <FormattedMessage id="admin.series.col.event" />, cell: (e) => <TextLink to={paths.admin.event(e._id)}>{e.title}</TextLink> },
    { id: 'when', header: <FormattedMessage id="admin.series.col.when" />, cell: (e) => <span className="adm-nowrap">{format.dateRange(e.startDate, e.endDate)}</span> },
    { id: 'where', header: <FormattedMessage id="admin.series.col.where" />, secondary: true, cell: (e) => [e.city, e.state].filter(Boolean).join(', ') },
    {
      id: 'actions',
      header: <FormattedMessage id="admin.promoters.col.actions" />,
      cell: (e) => (
        <Button size="sm" variant="ghost" onClick={() => setRemoving(e)} aria-label={`${intl.formatMessage({ id: 'admin.series.remove' })} – ${e.title}`}>
          <FormattedMessage id="admin.series.remove" />
        </Button>
      ),
    },
  ];
  return (
    <Card title={<FormattedMessage id="admin.series.events" values={{ count: inSeries.length }} />}>
      <div className="rr-stack">
        <Table columns={columns} rows={inSeries} rowKey={(e) => e._id} loading={events.isPending} caption={<FormattedMessage id="admin.series.events" values={{ count: inSeries.length }} />} empty={<FormattedMessage id="admin.series.noEvents" />} />
        <form
          className="adm-inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            const chosen = others.find((e) => e._id === adding);
            if (chosen) void run(() => addEventToSeries(serie._id, chosen._id), 'admin.series.added', chosen.title);
          }}
        >
          <Field label={<FormattedMessage id="admin.series.addEvent" />} hint={<FormattedMessage id="admin.series.addEventHint" />}>
            <Select value={adding} onChange={(event) => setAdding(event.target.value)}>
              <option value="">{intl.formatMessage({ id: 'admin.seriesForm.choose' })}</option>
              {others.map((e) => (
                <option key={e._id} value={e._id}>
                  {e.title} ({format.date(e.startDate)})
                </option>
              ))}
            </Select>
          </Field>
          <Button type="submit" variant="secondary" disabled={!adding} loading={busy && Boolean(adding)}>
            <FormattedMessage id="admin.series.add" />
          </Button>
          <ButtonLink to={`${paths.admin.event()}?promoterId=${encodeURIComponent(serie.promoterId)}&seriesId=${encodeURIComponent(serie._id)}`} variant="ghost">
            <Plus className="rr-icon" aria-hidden="true" />
            <FormattedMessage id="admin.series.newEvent" />
          </ButtonLink>
        </form>
      </div>
      <ConfirmPrompt
        open={removing !== null}
        busy={busy}
        title={removing ? <FormattedMessage id="admin.series.confirmRemove" values={{ title: removing.title, series: serie.name }} /> : null}
        message={<FormattedMessage id="admin.series.confirmRemoveLead" />}
        confirmLabel={<FormattedMessage id="admin.series.remove" />}
        onCancel={() => setRemoving(null)}
        onConfirm={() => removing && void run(() => removeEventFromSeries(serie._id, removing._id), 'admin.series.removed', removing.title)}
      />
    </Card>
  );
}
