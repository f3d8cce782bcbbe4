// @rr/event-tools/api-tokens: a promoter's API tokens panel, its own entry so an app loads it lazily (never in a
// first load): the promoter's profile and staff's promoter page import it with React.lazy.
export { ApiTokensPanel, default, type ApiTokensPanelProps } from './api-tokens-panel';
export { createApiToken, getApiTokens, revokeApiToken, rotateApiToken, type TokenManager } from './calls';
