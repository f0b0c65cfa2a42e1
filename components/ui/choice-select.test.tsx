import { Select as Radix } from "radix-ui";
import { renderToStaticMarkup } from "react-dom/server";
import { expect, test } from "vitest";
import { ChevronDown } from "./icons/chevron-down";
import { ChoiceSelect } from "./choice-select";

const OPTIONS = [
  { value: "19:00", label: "7:00 PM" },
  { value: "20:00", label: "8:00 PM" },
];

test("the server draws Radix's closed trigger, with the chosen label already in it (decision 066)", () => {
  const ours = renderToStaticMarkup(
    <ChoiceSelect
      id="t"
      className="w-32"
      aria-describedby="d"
      value="20:00"
      options={OPTIONS}
      onValueChange={() => {}}
    />,
  );
  // Radix's trigger as ui/select.tsx composed it; on the server its value is empty (it is filled in the browser).
  const radix = renderToStaticMarkup(
    <Radix.Root value="20:00">
      <Radix.Trigger className="select-trigger w-32" id="t" aria-describedby="d">
        <Radix.Value />
        <Radix.Icon asChild>
          <ChevronDown aria-hidden="true" className="size-4 opacity-60" />
        </Radix.Icon>
      </Radix.Trigger>
    </Radix.Root>,
  ).replace(/<select[\s\S]*<\/select>/, "");
  expect(ours).toBe(
    radix.replace('<span style="pointer-events:none"></span>', '<span style="pointer-events:none">8:00 PM</span>'),
  );
});

test("a disabled select is a disabled trigger", () => {
  const html = renderToStaticMarkup(
    <ChoiceSelect id="t" value="19:00" options={OPTIONS} disabled onValueChange={() => {}} />,
  );
  expect(html).toContain('disabled="" data-disabled=""');
  expect(html).toContain(">7:00 PM</span>");
});
