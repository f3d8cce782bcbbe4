import { eventToolsEnglish, loadEventToolsMessages } from '@rr/event-tools/i18n';
import { createFeatureIntl } from '@rr/ui';
import en from './i18n/en.json';

/**
 * This feature's strings and the event tools' (`eventTools.*`: each line's choices, the bulk bar), in the page's own
 * lazy chunk rather than the admin routes chunk every first visit downloads.
 */
export const { FeatureIntl, withFeatureIntl } = createFeatureIntl({ ...eventToolsEnglish, ...en }, async (locale) => {
  const [tools, own] = await Promise.all([loadEventToolsMessages(locale), import(/* webpackExclude: /allow-same/ */ `./i18n/${locale}.json`) as Promise<{ default: Record<string, string> }>]);
  return { default: { ...tools, ...own.default } };
});
