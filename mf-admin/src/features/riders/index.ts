export { RiderPicker } from './components/rider-picker';
export type { MergeRider as PickedRider } from './lib/merge-form';
// The rider detail page's account actions are the Rider Manager's own.
export { ActivationPrompt } from './components/activation-prompt';
export { MergeRidersDialog } from './components/merge-riders-dialog';
export { RiderMoreMenu, RiderProxyLink } from './components/rider-account-actions';
export { proxyHref, type RiderRow } from './lib/rider-list';
