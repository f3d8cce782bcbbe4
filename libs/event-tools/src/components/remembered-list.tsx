import type { ManagedResult, MessageDescriptor } from '@rr/contracts';
import { Alert, Button, Pagination, describeApiError, formatDescriptor, pageOf, useFormat } from '@rr/ui';
import { Undo2, Eraser } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useUndoRemembered } from '../api/mutations';
import { EXCEPTIONS_PER_PAGE } from '../lib/results';
import { Icon } from './icon';
import { LinesSection } from './lines-section';
import { MatchLabel } from './match-label';
import '../event-tools.css';
import '../exceptions.css';

/** One line a remembered decision decided: where and when it was taken, undo, forget. */
function RememberedLine({ eventId, result }: { eventId: string; result: ManagedResult }) {
  const intl = useIntl();
  const format = useFormat();
  const undo = useUndoRemembered(eventId);
  const [problem, setProblem] = useState<MessageDescriptor | null>(null);
  const remembered = result.match.remembered!;
  const act = async (forget: boolean) => {
    setProblem(null);
    try {
      await undo.mutateAsync({ resultId: result._id, body: { forget } });
    } catch (caught) {
      setProblem(describeApiError(caught));
    }
  };
  return (
    <li className="et-exception et-exception--remembered">
      <div className="et-exception__line">
        <strong>{result.riderName}</strong>
        <span className="rr-muted">
          {[result.className, intl.formatMessage({ id: 'eventTools.results.placeShort' }, { place: result.place }), result.number ? `#${result.number}` : '', result.bike].filter(Boolean).join(' · ')}
        </span>
        <MatchLabel match={result.match} />
      </div>
      <p className="rr-muted et-small">
        <FormattedMessage id="eventTools.remembered.decidedAs" values={{ event: remembered.eventTitle, date: format.date(remembered.decidedAt) }} />
      </p>
      {problem && <Alert tone="error">{formatDescriptor(intl, problem)}</Alert>}
      <div className="et-exception__choices">
        <Button
          size="sm"
          variant="secondary"
          loading={undo.isPending && undo.variables?.body.forget === false}
          disabled={undo.isPending}
          icon={<Icon of={Undo2} />}
          aria-label={intl.formatMessage({ id: 'eventTools.remembered.undoFor' }, { name: result.riderName })}
          onClick={() => void act(false)}
        >
          <FormattedMessage id="eventTools.remembered.undo" />
        </Button>
        <Button
          size="sm"
          variant="ghost"
          loading={undo.isPending && undo.variables?.body.forget === true}
          disabled={undo.isPending}
          icon={<Icon of={Eraser} />}
          aria-label={intl.formatMessage({ id: 'eventTools.remembered.forgetFor' }, { name: result.riderName })}
          onClick={() => void act(true)}
        >
          <FormattedMessage id="eventTools.remembered.forget" />
        </Button>
      </div>
    </li>
  );
}

/**
 * The lines the promoter's earlier decisions decided when they came in (docs/architecture.md "Remembered decisions"):
 * each says where and when the decision was taken; undo opens the line again (the decision stays remembered), forget
 * also stops it deciding the next uploads.
 */
export function RememberedList({ eventId, lines }: { eventId: string; lines: readonly ManagedResult[] }) {
  const [page, setPage] = useState(1);
  const { items, pages, current } = pageOf([...lines], page, EXCEPTIONS_PER_PAGE);
  if (lines.length === 0) return null;
  return (
    <LinesSection titleId="eventTools.remembered.title" count={lines.length} leadId="eventTools.remembered.lead">
      <ul className="et-exceptions">
        {items.map((result) => (
          <RememberedLine key={result._id} eventId={eventId} result={result} />
        ))}
      </ul>
      <Pagination page={current} pages={pages} onChange={setPage} />
    </LinesSection>
  );
}
