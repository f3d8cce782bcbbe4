import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@rr/ui';

export interface SectionPageProps {
  /** Catalog key part: the page shows rider.<page>.title and rider.<page>.lead. */
  page: string;
  /** Route parameter of a detail page; when optional and absent the page is the create form. */
  param?: string;
  optional?: boolean;
}

/** A page of the rider area: its translated title and a line saying what the page is for. */
export function SectionPage({ page, param, optional = false }: SectionPageProps) {
  const params = useParams();
  const creating = optional && param !== undefined && !params[param];
  const key = creating ? `rider.${page}.create` : `rider.${page}`;
  return (
    <PageHeader
      eyebrow={<FormattedMessage id="rider.area" />}
      title={<FormattedMessage id={`${key}.title`} />}
      description={<FormattedMessage id={`${key}.lead`} />}
    />
  );
}
