import { svgIcon, type SvgIconProps } from "../svg-icon";

export function Brain(props: SvgIconProps) {
  return svgIcon(
    "lucide lucide-brain",
    [
      ["path", { d: "M12 18V5" }],
      ["path", { d: "M15 13a4.17 4.17 0 01-3-4 4.17 4.17 0 01-3 4" }],
      ["path", { d: "M17.707 6.294A3 3 0 1012 5a3 3 0 10-5.707 1.294" }],
      ["path", { d: "M17.996 5.125a4 4 0 012.526 5.77" }],
      ["path", { d: "M18 18a4 4 0 002-7.465" }],
      ["path", { d: "M19.967 17.482a4 4 0 11-7.967.517 4 4 0 11-7.967-.517" }],
      ["path", { d: "M6 18a4 4 0 01-2-7.465" }],
      ["path", { d: "M6.004 5.125a4 4 0 00-2.526 5.77" }],
    ],
    props,
  );
}
