/**
 * Where quick exit leaves for on the e2e server (SAFE_EXIT_URL, decision 075): a reserved name that resolves nowhere,
 * so the page is answered by the test's own route (page.route) or not at all; nothing leaves the machine.
 */
export const E2E_SAFE_EXIT_URL = "https://weather.example/today";
