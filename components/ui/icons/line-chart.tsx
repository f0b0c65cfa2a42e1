import { svgIcon, type SvgIconProps } from "../svg-icon";

export function LineChart(props: SvgIconProps) {
  return svgIcon(
    "lucide lucide-chart-line lucide-line-chart",
    [
      ["path", { d: "M3 3v16a2 2 0 0 0 2 2h16" }],
      ["path", { d: "m19 9-5 5-4-4-3 3" }],
    ],
    props,
  );
}
