import { FormattedMessage } from 'react-intl';
import { Alert, TextLink } from '@rr/ui';
import { Page } from '../../../components/page';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { withFeatureIntl } from '../i18n';

/** Questions per audience; catalog keys public.faq.<audience>.<n>.q / .a. */
export const FAQ_GROUPS = [
  { id: 'riders', count: 7 },
  { id: 'promoters', count: 4 },
] as const;

/** /about/faq: questions from riders and promoters, as native disclosure widgets. */
function FaqPageContent() {
  const localized = useLocalizedPath();
  return (
    <Page title={<FormattedMessage id="public.faq.title" />} lead={<FormattedMessage id="public.faq.lead" />}>
      {FAQ_GROUPS.map((group) => (
        <section key={group.id} className="pub-section" aria-labelledby={`faq-${group.id}`}>
          <h2 id={`faq-${group.id}`} className="pub-section__title"><FormattedMessage id={`public.faq.${group.id}.title`} /></h2>
          <div className="pub-faq">
            {Array.from({ length: group.count }, (_, index) => (
              <details key={index} className="pub-faq__item">
                <summary><FormattedMessage id={`public.faq.${group.id}.${index + 1}.q`} /></summary>
                <p><FormattedMessage id={`public.faq.${group.id}.${index + 1}.a`} /></p>
              </details>
            ))}
          </div>
        </section>
      ))}
      <Alert tone="info">
        <FormattedMessage id="public.faq.more" />{' '}
        <TextLink to={localized('/about/contact')}><FormattedMessage id="public.faq.contact" /></TextLink>
      </Alert>
    </Page>
  );
}

/** The page inside its own catalog (its strings travel with its lazy chunk). */
export const FaqPage = withFeatureIntl(FaqPageContent);
