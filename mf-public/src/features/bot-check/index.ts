// The bot-check feature as the forms that need it see it: the widget, its hook, and the verdict a form turns into
// its `captchaToken` field. Everything else in features/bot-check is private to it.
export { BotCheck, type BotCheckProps } from './components/bot-check';
export { captchaField, type BotCheckVerdict } from './lib/bot-check-state';
export { useBotCheck, type BotCheckControl } from './use-bot-check';
