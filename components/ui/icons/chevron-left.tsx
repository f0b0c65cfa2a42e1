import { svgIcon, type SvgIconProps } from "../svg-icon";

export function ChevronLeft(props: SvgIconProps) {
  return svgIcon("lucide lucide-chevron-left", [["path", { d: "m15 18-6-6 6-6" }]], props);
}
