import { svgIcon, type SvgIconProps } from "../svg-icon";

export function Info(props: SvgIconProps) {
  return svgIcon(
    "lucide lucide-info",
    [
      ["circle", { cx: "12", cy: "12", r: "10" }],
      ["path", { d: "M12 16v-4" }],
      ["path", { d: "M12 8h.01" }],
    ],
    props,
  );
}
