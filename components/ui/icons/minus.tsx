import { svgIcon, type SvgIconProps } from "../svg-icon";

export function Minus(props: SvgIconProps) {
  return svgIcon("lucide lucide-minus", [["path", { d: "M5 12h14" }]], props);
}
