import { FormattedMessage } from 'react-intl';
import { Alert, TextLink } from '@rr/ui';
import { Page } from '../../../components/page';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { withFeatureIntl } from '../i18n';

/** Rule sections and how many numbered rules each has in the catalog (public.rules.<section>.<n>). */
export const RULE_SECTIONS = [
  { id: 'eligibility', count: 3 },
  { id: 'classes', count: 2 },
  { id: 'payouts', count: 4 },
  { id: 'deadlines', count: 3 },
  { id: 'cash', count: 2 },
] as const;

/** /about/rules: the programme rules (spec §9). */
function RulesPageContent() {
  const localized = useLocalizedPath();
  return (
    <Page title={<FormattedMessage id="public.rules.title" />} lead={<FormattedMessage id="public.rules.lead" />}>
      <nav className="pub-toc" aria-labelledby="rules-toc">
        <h2 id="rules-toc" className="pub-toc__title"><FormattedMessage id="public.rules.toc" /></h2>
        <ol>
          {RULE_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#rules-${section.id}`}><FormattedMessage id={`public.rules.${section.id}.title`} /></a>
            </li>
          ))}
        </ol>
      </nav>
      {RULE_SECTIONS.map((section) => (
        <section key={section.id} id={`rules-${section.id}`} className="pub-section pub-rules" aria-labelledby={`rules-${section.id}-title`}>
          <h2 id={`rules-${section.id}-title`} className="pub-section__title">
            <FormattedMessage id={`public.rules.${section.id}.title`} />
          </h2>
          <ul className="pub-rule-list">
            {Array.from({ length: section.count }, (_, index) => (
              <li key={index}><FormattedMessage id={`public.rules.${section.id}.${index + 1}`} /></li>
            ))}
          </ul>
        </section>
      ))}
      <Alert tone="info">
        <FormattedMessage id="public.rules.countryNote" />{' '}
        <TextLink to={localized('/about/faq')}><FormattedMessage id="public.rules.seeFaq" /></TextLink>
      </Alert>
    </Page>
  );
}

/** The page inside its own catalog (its strings travel with its lazy chunk). */
export const RulesPage = withFeatureIntl(RulesPageContent);
