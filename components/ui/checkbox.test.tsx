import { Checkbox as Radix } from "radix-ui";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { Checkbox } from "./checkbox";

/** Radix's Checkbox as this component used to render it, without the hidden form checkbox Radix adds on the server. */
function radix(props: { checked?: boolean; defaultChecked?: boolean; disabled?: boolean; id?: string }) {
  const html = renderToStaticMarkup(
    <Radix.Root className="checkbox" aria-describedby="d" {...props}>
      <Radix.Indicator className="text-xs leading-none text-white">✓</Radix.Indicator>
    </Radix.Root>,
  );
  return html.replace(/<input[^>]*\/?>/, "");
}

describe("Checkbox renders as Radix's did (decision 066)", () => {
  test.each([
    [{ checked: true }],
    [{ checked: false }],
    [{ checked: true, disabled: true }],
    [{ defaultChecked: true, id: "c" }],
    [{}],
  ])("%j", (props) => {
    expect(renderToStaticMarkup(<Checkbox aria-describedby="d" {...props} />)).toBe(radix(props));
  });
});
