export * from './identity-token.js';
