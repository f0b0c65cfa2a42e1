import { svgIcon, type SvgIconProps } from "../svg-icon";

export function ArrowLeft(props: SvgIconProps) {
  return svgIcon(
    "lucide lucide-arrow-left",
    [
      ["path", { d: "m12 19-7-7 7-7" }],
      ["path", { d: "M19 12H5" }],
    ],
    props,
  );
}
