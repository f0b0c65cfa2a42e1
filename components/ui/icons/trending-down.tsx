import { svgIcon, type SvgIconProps } from "../svg-icon";

export function TrendingDown(props: SvgIconProps) {
  return svgIcon(
    "lucide lucide-trending-down",
    [
      ["path", { d: "M16 17h6v-6" }],
      ["path", { d: "m22 17-8.5-8.5-5 5L2 7" }],
    ],
    props,
  );
}
