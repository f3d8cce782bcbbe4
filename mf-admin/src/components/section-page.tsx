import { FormattedMessage } from 'react-intl';
import { useParams } from 'react-router-dom';
import { PageHeader } from '@rr/ui';

export interface SectionPageProps {
  /** Catalog key part: the page shows admin.<page>.title and admin.<page>.lead. */
  page: string;
  /** Route parameter of a detail page; when optional and absent the page is the create form. */
  param?: string;
  optional?: boolean;
}

/** A page of the admin area: its translated title and a line saying what the page is for. */
export function SectionPage({ page, param, optional = false }: SectionPageProps) {
  const params = useParams();
  const creating = optional && param !== undefined && !params[param];
  const key = creating ? `admin.${page}.create` : `admin.${page}`;
  return (
    <PageHeader
      eyebrow={<FormattedMessage id="admin.area" />}
      title={<FormattedMessage id={`${key}.title`} />}
      description={<FormattedMessage id={`${key}.lead`} />}
    />
  );
}
