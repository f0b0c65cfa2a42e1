import { svgIcon, type SvgIconProps } from "../svg-icon";

export function SmilePlus(props: SvgIconProps) {
  return svgIcon(
    "lucide lucide-face-slightly-smiling-plus lucide-smile-plus",
    [
      ["path", { d: "M13.267 2.08a10 10 0 108.653 8.653" }],
      ["path", { d: "M15 10V9" }],
      ["path", { d: "M16 5h6" }],
      ["path", { d: "M16.472 15a6 6 0 01-8.943 0" }],
      ["path", { d: "M19 2v6" }],
      ["path", { d: "M9 10V9" }],
    ],
    props,
  );
}
