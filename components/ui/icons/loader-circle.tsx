import { svgIcon, type SvgIconProps } from "../svg-icon";

export function LoaderCircle(props: SvgIconProps) {
  return svgIcon(
    "lucide lucide-loader-circle lucide-loader-2",
    [["path", { d: "M21 12a9 9 0 1 1-6.219-8.56" }]],
    props,
  );
}

export { LoaderCircle as Loader2 };
