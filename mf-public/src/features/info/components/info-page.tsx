import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useAtomValue } from 'jotai';
import { brandNameAtom } from '@rr/session';
import { ButtonLink } from '@rr/ui';
import { Page } from '../../../components/page';
import { useLocalizedPath } from '../../../lib/use-localized-path';

export interface InfoLink {
  to: string;
  labelId: string;
}

/** A short public page: translated title and text (`public.<page>.title` / `.text`) and next steps. */
export function InfoPage({ page, links = [], children }: {
  page: string;
  links?: InfoLink[];
  children?: ReactNode;
}) {
  const brand = useAtomValue(brandNameAtom);
  const localized = useLocalizedPath();
  const body = (
    <>
      <p className="pub-prose"><FormattedMessage id={`public.${page}.text`} values={{ brand }} /></p>
      {children}
      {links.length > 0 ? (
        <div className="rr-cluster pub-actions">
          {links.map((link, index) => (
            <ButtonLink key={link.to} variant={index === 0 ? 'primary' : 'secondary'} to={localized(link.to)}>
              <FormattedMessage id={link.labelId} />
            </ButtonLink>
          ))}
        </div>
      ) : null}
    </>
  );
  return <Page title={<FormattedMessage id={`public.${page}.title`} />}>{body}</Page>;
}
