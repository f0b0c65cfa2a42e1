import { randomUUID } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/**
 * A write through the JSON API as the page's person (its cookies), under a fresh idempotency key, as the app's own
 * offline queue sends it; fails the test unless it was created (201). Returns the answer's body.
 */
export async function created<T = unknown>(page: Page, path: string, data: Record<string, unknown>): Promise<T> {
  const response = await page.request.post(path, { data, headers: { "Idempotency-Key": randomUUID() } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as T;
}
