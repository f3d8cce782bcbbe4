import { paths } from '@rr/contracts/routes';
import { Card, TextLink } from '@rr/ui';
import { FormattedMessage } from 'react-intl';

/**
 * The admin start page's programme settings: the payout rules, which have no sidebar item (the spec fixes the
 * sidebar). Kept to one line: this card is in every admin's first load.
 */
export function ProgrammeSettings() {
  return (
    <Card title={<FormattedMessage id="admin.programmeSettings.title" />}>
      <p className="adm-settings-line">
        <TextLink to={paths.admin.rules()}>
          <FormattedMessage id="admin.rules.title" />
        </TextLink>{' '}
        <span className="rr-muted">
          <FormattedMessage id="admin.rules.lead" />
        </span>
      </p>
    </Card>
  );
}
