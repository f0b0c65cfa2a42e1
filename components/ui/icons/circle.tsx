import { svgIcon, type SvgIconProps } from "../svg-icon";

export function Circle(props: SvgIconProps) {
  return svgIcon("lucide lucide-circle", [["circle", { cx: "12", cy: "12", r: "10" }]], props);
}
