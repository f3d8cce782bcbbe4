// Demo records the browser and service tests share (`@rr/contracts/testing`): only test files import this subpath.
export * from './dealer';
export * from './rider-view';
export * from './payout-table';
