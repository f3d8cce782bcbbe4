import { useAtomValue } from 'jotai';
import { brandNameAtom } from '@rr/session';
import { TextLink } from '@rr/ui';
import { FormattedMessage } from 'react-intl';
import { Page } from '../../../components/page';
import { useLocalizedPath } from '../../../lib/use-localized-path';
import { withFeatureIntl } from '../i18n';

/** The policy's sections, in order; each has `public.privacyPolicy.<section>.title` and `.text` (paragraphs split on blank lines). */
export const PRIVACY_SECTIONS = ['who', 'collect', 'why', 'share', 'public', 'cookies', 'retention', 'rights', 'security', 'changes'] as const;

/** /privacy-policy (spec §2): what the programme keeps about riders, dealers and promoters, why, who sees it, for how long. */
function PrivacyPageContent() {
  const brand = useAtomValue(brandNameAtom);
  const localized = useLocalizedPath();
  return (
    <Page title={<FormattedMessage id="public.privacy.title" />} lead={<FormattedMessage id="public.privacyPolicy.lead" values={{ brand }} />} narrow>
      <div className="pub-prose pub-policy">
        {PRIVACY_SECTIONS.map((section) => (
          <section key={section} aria-labelledby={`privacy-${section}`}>
            <h2 id={`privacy-${section}`}>
              <FormattedMessage id={`public.privacyPolicy.${section}.title`} />
            </h2>
            <p>
              <FormattedMessage id={`public.privacyPolicy.${section}.text`} values={{ brand }} />
            </p>
          </section>
        ))}
        <p>
          <TextLink to={`${localized('/about/contact')}?topic=accountHelp`}>
            <FormattedMessage id="public.privacyPolicy.contact" />
          </TextLink>
        </p>
      </div>
    </Page>
  );
}

/** The page inside its own catalog (its strings travel with its lazy chunk). */
export const PrivacyPage = withFeatureIntl(PrivacyPageContent);
