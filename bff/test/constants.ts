export const SECRET = 'test-identity-token-secret-0123456789abcdef';
export const SESSION_KEY = 'test-session-key-0123456789abcdef0123456789';
export const PASSWORD = 'Password1';
/** The tests' PUBLIC_URL: mailed links must use it and nothing from the request. */
export const PUBLIC_URL = 'https://rewards.example.test';
