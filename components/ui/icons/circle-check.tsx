import { svgIcon, type SvgIconProps } from "../svg-icon";

export function CircleCheck(props: SvgIconProps) {
  return svgIcon(
    "lucide lucide-circle-check lucide-check-circle-2",
    [
      ["circle", { cx: "12", cy: "12", r: "10" }],
      ["path", { d: "m16 9-5.5 5.5L8 12" }],
    ],
    props,
  );
}
