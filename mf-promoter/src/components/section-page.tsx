import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@rr/ui';

export interface SectionPageProps {
  /** Catalog key part: the page shows promoter.<page>.title and promoter.<page>.lead. */
  page: string;
  /** Route parameter of a detail page; when optional and absent the page is the create form. */
  param?: string;
  optional?: boolean;
}

/** A page of the promoter area: its translated title and a line saying what the page is for. */
export function SectionPage({ page, param, optional = false }: SectionPageProps) {
  const params = useParams();
  const creating = optional && param !== undefined && !params[param];
  const key = creating ? `promoter.${page}.create` : `promoter.${page}`;
  return (
    <PageHeader
      eyebrow={<FormattedMessage id="promoter.area" />}
      title={<FormattedMessage id={`${key}.title`} />}
      description={<FormattedMessage id={`${key}.lead`} />}
    />
  );
}
