import { svgIcon, type SvgIconProps } from "../svg-icon";

export function X(props: SvgIconProps) {
  return svgIcon(
    "lucide lucide-x",
    [
      ["path", { d: "M18 6 6 18" }],
      ["path", { d: "m6 6 12 12" }],
    ],
    props,
  );
}
