import { svgIcon, type SvgIconProps } from "../svg-icon";

export function MoreVertical(props: SvgIconProps) {
  return svgIcon(
    "lucide lucide-ellipsis-vertical lucide-more-vertical",
    [
      ["circle", { cx: "12", cy: "12", r: "1" }],
      ["circle", { cx: "12", cy: "5", r: "1" }],
      ["circle", { cx: "12", cy: "19", r: "1" }],
    ],
    props,
  );
}
