// The config feature as other features see it: the deployment's site settings (brand, bot-check key, single sign-on,
// registration open). Everything else in features/config is private to it.
export { getSiteConfig, useSiteConfig } from './api/get-site-config';
export { DEFAULT_SITE_CONFIG, type SiteConfig } from './lib/site-config';
