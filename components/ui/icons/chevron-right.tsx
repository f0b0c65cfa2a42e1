import { svgIcon, type SvgIconProps } from "../svg-icon";

export function ChevronRight(props: SvgIconProps) {
  return svgIcon("lucide lucide-chevron-right", [["path", { d: "m9 18 6-6-6-6" }]], props);
}
