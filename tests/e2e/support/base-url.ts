/**
 * Where the e2e server listens and logs. playwright.config.ts chooses both once, in the runner; its workers and the
 * server inherit them through the environment.
 */
export const baseURL = `http://127.0.0.1:${process.env.ATTUNE_E2E_PORT}`;
export const serverLog = process.env.ATTUNE_E2E_SERVER_LOG!;
