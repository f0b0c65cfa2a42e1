/**
 * Session-storage keys the funnel writes (spec 1 §3 "Browser storage written by the funnel"). The password is never
 * stored; these only let a reload of "Check Your Email" remember who signed up and which plan was chosen.
 */
export const FUNNEL_STORAGE = {
  postPaymentRegistration: "postPaymentRegistration",
  userEmail: "userEmail",
  userFullName: "userFullName",
  userPhone: "userPhone",
  selectedPlan: "selectedPlan",
} as const;

export function readSession(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, sandboxed frame): the funnel still works without it
  }
}

export function writeSession(values: Record<string, string>): void {
  try {
    for (const [key, value] of Object.entries(values)) sessionStorage.setItem(key, value);
  } catch {
    // see readSession
  }
}
