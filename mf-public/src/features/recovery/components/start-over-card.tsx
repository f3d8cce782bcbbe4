import type { Tone } from '@rr/ui';
import { FormattedMessage } from 'react-intl';
import { OutcomeCard, backToLogin } from '../../../components/outcome-card';
import { useLocalizedPath } from '../../../lib/use-localized-path';

/**
 * A recovery step that cannot go on (its link or its recovery session ended): why (the server's `errorCode`), the
 * way to start again (`restartTo`, `restartId`), and back to log in.
 */
export function StartOverCard({ titleId, testId, tone, errorCode, restartTo, restartId }: {
  titleId: string;
  testId: string;
  tone: Tone;
  errorCode: string;
  restartTo: string;
  restartId: string;
}) {
  const localized = useLocalizedPath();
  return (
    <OutcomeCard titleId={titleId} testId={testId} tone={tone} actions={[{ to: localized(restartTo), labelId: restartId }, backToLogin(localized('/login'), 'secondary')]}>
      <FormattedMessage id={`error.${errorCode}`} />
    </OutcomeCard>
  );
}
