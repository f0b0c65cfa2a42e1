import { svgIcon, type SvgIconProps } from "../svg-icon";

export function ArrowRight(props: SvgIconProps) {
  return svgIcon(
    "lucide lucide-arrow-right",
    [
      ["path", { d: "M5 12h14" }],
      ["path", { d: "m12 5 7 7-7 7" }],
    ],
    props,
  );
}
