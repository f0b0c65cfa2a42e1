import { svgIcon, type SvgIconProps } from "../svg-icon";

export function Code(props: SvgIconProps) {
  return svgIcon(
    "lucide lucide-code",
    [
      ["path", { d: "m16 18 6-6-6-6" }],
      ["path", { d: "m8 6-6 6 6 6" }],
    ],
    props,
  );
}
