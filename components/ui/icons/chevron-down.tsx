import { svgIcon, type SvgIconProps } from "../svg-icon";

export function ChevronDown(props: SvgIconProps) {
  return svgIcon("lucide lucide-chevron-down", [["path", { d: "m6 9 6 6 6-6" }]], props);
}
