/**
 * Identity's mail: the registry of every mail and its copy in every interface locale (mail-registry.ts, the copy one
 * file per family), and how one is rendered (render-mail.ts). The rest of the service imports them from here.
 */
export { MAIL_COPY, MAIL_TEMPLATES, type LocaleCopy, type MailTemplate } from './mail-registry.js';
export { renderMail, type MailValues, type RenderedMail } from './render-mail.js';
