import { Switch as Radix } from "radix-ui";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { Switch } from "./switch";

const THUMB =
  "pointer-events-none block size-5 rounded-full bg-white shadow-sm ring-0 transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0";

/** Radix's Switch as this component used to render it, without the hidden form checkbox Radix adds on the server. */
function radix(props: { checked?: boolean; defaultChecked?: boolean; disabled?: boolean; id?: string }) {
  const html = renderToStaticMarkup(
    <Radix.Root className="peer switch" aria-describedby="d" {...props}>
      <Radix.Thumb className={THUMB} />
    </Radix.Root>,
  );
  return html.replace(/<input[^>]*\/?>/, "");
}

describe("Switch renders as Radix's did (decision 066)", () => {
  test.each([
    [{ checked: true }],
    [{ checked: false }],
    [{ checked: true, disabled: true }],
    [{ defaultChecked: true, id: "s" }],
    [{}],
  ])("%j", (props) => {
    expect(renderToStaticMarkup(<Switch aria-describedby="d" {...props} />)).toBe(radix(props));
  });
});
