/**
 * React 19 hydrates a controlled input without touching what the DOM holds, so text typed before the form's script
 * arrived (a slow network, a funnel step whose code is fetched as it is reached) stays on screen but never reaches
 * state: the fields look filled and the submit button stays disabled. Called once after hydration, this hands what
 * the browser holds to the form's setters; an empty field leaves its state alone. (The consent boxes are Radix
 * buttons: without the script a click does nothing, and the box visibly stays unticked.)
 *
 * It also marks the form `data-hydrated`, so an automated test knows when the form's own code is running.
 */
export function adoptPrehydrationValues(
  form: { dataset: DOMStringMap; querySelector: (selector: string) => { value?: string } | null } | null,
  /** By the id of each field (plain ids of our own: no escaping needed). */
  setters: Record<string, (value: string) => void>,
): void {
  if (!form) return;
  for (const [id, set] of Object.entries(setters)) {
    const value = form.querySelector(`#${id}`)?.value;
    if (value) set(value);
  }
  form.dataset.hydrated = "true";
}
