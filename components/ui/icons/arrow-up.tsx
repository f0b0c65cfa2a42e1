import { svgIcon, type SvgIconProps } from "../svg-icon";

export function ArrowUp(props: SvgIconProps) {
  return svgIcon(
    "lucide lucide-arrow-up",
    [
      ["path", { d: "m5 12 7-7 7 7" }],
      ["path", { d: "M12 19V5" }],
    ],
    props,
  );
}
