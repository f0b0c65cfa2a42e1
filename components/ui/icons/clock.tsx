import { svgIcon, type SvgIconProps } from "../svg-icon";

export function Clock(props: SvgIconProps) {
  return svgIcon(
    "lucide lucide-clock",
    [
      ["circle", { cx: "12", cy: "12", r: "10" }],
      ["path", { d: "M12 6v6l4 2" }],
    ],
    props,
  );
}
