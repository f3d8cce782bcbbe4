export { RiderPicker } from './components/rider-picker';
export type { MergeRider as PickedRider } from './lib/merge-form';
