import { VIN_LENGTH, explainVin, type VinExplanation as Explanation, type VinReason } from '@rr/contracts';
import { Info } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import type { MessageDescriptor } from '@rr/contracts';
import { formatDescriptor } from '../api-error';
import { errorDescriptor } from '../form/resolver';
import { FormattedMessage, useIntl } from 'react-intl';
import { Spinner } from '../components/spinner';
import { useDebounced } from '../use-debounced';
import { IconAlert, IconCheck } from '../components/icons';
import { useVinCheck } from './vin-api';
import { VinStatusBadge, vinReasonText } from './vin-status';
import './vin.css';

export interface VinExplanationProps {
  /** The VIN as typed: any case, spaces around it ignored. Nothing is shown while it is empty. */
  vin: string;
  /** The bike's model year as chosen (null or absent: not chosen yet). Compared with position 10 and sent with the match. */
  year?: number | null;
  /**
   * Also ask the server (`GET /api/vin-check`) whether the programme accepts the VIN, once the VIN explains itself as
   * valid and a year is known: 'VIN verified' / 'Invalid VIN' / not verified yet, with the reason. Default true.
   */
  match?: boolean;
  /** The panel's id, for the VIN input's `aria-describedby`. */
  id?: string;
  /**
   * Why the server refused this VIN when the form was sent (it belongs to another account: VIN_TAKEN), from the field's
   * error (`vinRefusal`). It is the verdict then: a VIN another account holds must never read "VIN verified" beside it.
   */
  refusal?: MessageDescriptor | null;
}

/** The server's refusal of the VIN field (its error when the form was sent), for `VinExplanation`'s `refusal`. */
export function vinRefusal(error: FieldError | undefined): MessageDescriptor | null {
  return error?.type === 'server' ? (errorDescriptor(error) ?? null) : null;
}

type Tone = 'ok' | 'bad' | 'info';

function Check({ tone, children }: { tone: Tone; children: ReactNode }) {
  const icon = tone === 'ok' ? <IconCheck className="rr-vin__icon" /> : tone === 'bad' ? <IconAlert className="rr-vin__icon" /> : <Info className="rr-icon rr-vin__icon" aria-hidden="true" focusable="false" />;
  return (
    <li className={`rr-vin__check rr-vin__check--${tone}`}>
      {icon}
      <span>{children}</span>
    </li>
  );
}

/** The characters typed, one box each (mono), the wrong ones marked: the picture of what the text below explains. */
function Characters({ explanation }: { explanation: Explanation }) {
  const bad = new Set(explanation.illegalCharacters.map((c) => c.position));
  if (explanation.checkDigit.ok === false) bad.add(9);
  return (
    <p className="rr-vin__chars" aria-hidden="true">
      {Array.from(explanation.vin).map((character, index) => (
        <span key={index} className={['rr-vin__char', bad.has(index + 1) ? 'rr-vin__char--bad' : '', index === 8 ? 'rr-vin__char--check' : '', index === 9 ? 'rr-vin__char--year' : ''].filter(Boolean).join(' ')}>
          {character === ' ' ? '\u00a0' : character}
        </span>
      ))}
      {Array.from({ length: Math.max(0, VIN_LENGTH - explanation.length) }, (_, index) => (
        <span key={`empty-${index}`} className="rr-vin__char rr-vin__char--empty">
          ·
        </span>
      ))}
    </p>
  );
}

/**
 * What a VIN says and what is wrong with it, computed in the browser as it is typed (`explainVin`, the same rules the
 * server applies): its length, each character a VIN never has (with its position), the maker (WMI), the check digit
 * (position 9, expected vs found, for North-American numbering) and the model year (position 10). Once the VIN is
 * valid and a year is known, the server's match against the VIN patterns: 'VIN verified' or 'Invalid VIN' with the
 * reason. Nothing to configure beyond the props; it speaks the page's language (`ui.vin.*`).
 */
export function VinExplanation({ vin, year = null, match = true, id, refusal = null }: VinExplanationProps) {
  const intl = useIntl();
  const explanation = useMemo(() => explainVin(vin, { year }), [vin, year]);
  const settledVin = useDebounced(explanation.vin, 350);
  const canMatch = match && explanation.ok && year !== null && settledVin === explanation.vin;
  const check = useVinCheck(explanation.vin, year, canMatch);
  if (explanation.length === 0) return null;

  const { lengthOk, length, illegalCharacters, wmi, make, checkDigit, modelYear, yearAgrees } = explanation;
  const complete = length >= VIN_LENGTH;
  const checks: ReactNode[] = [];
  checks.push(
    <Check key="length" tone={lengthOk ? 'ok' : complete ? 'bad' : 'info'}>
      {lengthOk ? (
        <FormattedMessage id="ui.vin.length.ok" />
      ) : length < VIN_LENGTH ? (
        <FormattedMessage id="ui.vin.length.short" values={{ length, missing: VIN_LENGTH - length }} />
      ) : (
        <FormattedMessage id="ui.vin.length.long" values={{ length, extra: length - VIN_LENGTH }} />
      )}
    </Check>,
  );
  for (const bad of illegalCharacters) {
    checks.push(
      <Check key={`char-${bad.position}`} tone="bad">
        {bad.suggestion ? (
          <FormattedMessage id="ui.vin.character.suggestion" values={{ position: bad.position, character: bad.character, suggestion: bad.suggestion }} />
        ) : (
          <FormattedMessage id="ui.vin.character" values={{ position: bad.position, character: bad.character === ' ' ? intl.formatMessage({ id: 'ui.vin.space' }) : bad.character }} />
        )}
      </Check>,
    );
  }
  if (wmi) {
    checks.push(
      <Check key="maker" tone="info">
        {make ? <FormattedMessage id="ui.vin.maker.known" values={{ make, wmi }} /> : <FormattedMessage id="ui.vin.maker.unknown" values={{ wmi }} />}
      </Check>,
    );
  }
  if (wmi) {
    let text: ReactNode;
    let tone: Tone = 'info';
    if (!checkDigit.applies) text = <FormattedMessage id="ui.vin.checkDigit.notUsed" />;
    else if (checkDigit.ok === true) {
      tone = 'ok';
      text = <FormattedMessage id="ui.vin.checkDigit.ok" values={{ found: checkDigit.found }} />;
    } else if (checkDigit.ok === false) {
      tone = 'bad';
      text = <FormattedMessage id="ui.vin.checkDigit.wrong" values={{ expected: checkDigit.expected, found: checkDigit.found }} />;
    } else text = <FormattedMessage id="ui.vin.checkDigit.later" />;
    checks.push(
      <Check key="check" tone={tone}>
        {text}
      </Check>,
    );
  }
  if (modelYear) {
    checks.push(
      <Check key="year" tone={yearAgrees === false ? 'bad' : 'info'}>
        {modelYear.year === null ? (
          <FormattedMessage id="ui.vin.year.unknown" values={{ code: modelYear.code }} />
        ) : yearAgrees === false ? (
          <FormattedMessage id="ui.vin.year.differs" values={{ year: modelYear.year, chosen: year }} />
        ) : (
          <FormattedMessage id="ui.vin.year.known" values={{ year: modelYear.year }} />
        )}
      </Check>,
    );
  }

  // The verdict: the VIN's own problem once it is complete (no server needed), else the server's match.
  let verdict: ReactNode = null;
  const [problem] = explanation.problems;
  if (refusal) {
    verdict = <Verdict valid="invalid" reason={formatDescriptor(intl, refusal)} />;
  } else if (problem && (complete || problem !== 'length')) {
    verdict = <Verdict valid="invalid" reason={vinReasonText(intl, problem as VinReason)} />;
  } else if (match && explanation.ok && year === null) {
    verdict = (
      <p className="rr-vin__match rr-muted">
        <FormattedMessage id="ui.vin.chooseYear" />
      </p>
    );
  } else if (canMatch || (match && explanation.ok && check.data)) {
    if (check.data?.match) verdict = <Verdict valid={check.data.match.valid} reason={vinReasonText(intl, check.data.match.reason, check.data.match.pattern)} />;
    else if (check.isError)
      verdict = (
        <p className="rr-vin__match rr-muted">
          <FormattedMessage id="ui.vin.checkFailed" />
        </p>
      );
    else
      verdict = (
        <p className="rr-vin__match rr-muted">
          <Spinner size="sm" />
          <FormattedMessage id="ui.vin.checking" />
        </p>
      );
  } else if (match && explanation.ok) {
    verdict = (
      <p className="rr-vin__match rr-muted">
        <FormattedMessage id="ui.vin.checking" />
      </p>
    );
  }

  return (
    <section className="rr-vin" id={id} aria-label={intl.formatMessage({ id: 'ui.vin.title' })}>
      <Characters explanation={explanation} />
      <ul className="rr-vin__checks">{checks}</ul>
      <div aria-live="polite">{verdict}</div>
    </section>
  );
}

function Verdict({ valid, reason }: { valid: 'verified' | 'invalid' | 'unverified'; reason: string }) {
  return (
    <p className="rr-vin__match">
      <VinStatusBadge valid={valid} />
      <span>{reason}</span>
    </p>
  );
}
