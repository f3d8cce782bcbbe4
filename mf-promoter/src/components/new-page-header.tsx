import { paths } from '@rr/contracts/routes';
import { PageHeader, TextLink } from '@rr/ui';
import { FormattedMessage } from 'react-intl';

/** The header of a page that creates something (a new event, a new series): the way back home, its title and lead. */
export function NewPageHeader({ titleId, leadId }: { titleId: string; leadId: string }) {
  return (
    <PageHeader
      eyebrow={
        <TextLink to={paths.promoter.home()}>
          <FormattedMessage id="promoter.backHome" />
        </TextLink>
      }
      title={<FormattedMessage id={titleId} />}
      description={<FormattedMessage id={leadId} />}
    />
  );
}
