import { svgIcon, type SvgIconProps } from "../svg-icon";

export function Target(props: SvgIconProps) {
  return svgIcon(
    "lucide lucide-target",
    [
      ["circle", { cx: "12", cy: "12", r: "10" }],
      ["circle", { cx: "12", cy: "12", r: "6" }],
      ["circle", { cx: "12", cy: "12", r: "2" }],
    ],
    props,
  );
}
