import { svgIcon, type SvgIconProps } from "../svg-icon";

export function Check(props: SvgIconProps) {
  return svgIcon("lucide lucide-check", [["path", { d: "M20 6 9 17l-5-5" }]], props);
}
