import { svgIcon, type SvgIconProps } from "../svg-icon";

export function MessageCircleHeart(props: SvgIconProps) {
  return svgIcon(
    "lucide lucide-message-circle-heart",
    [
      [
        "path",
        {
          d: "M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719",
        },
      ],
      [
        "path",
        {
          d: "M7.828 13.07A3 3 0 0 1 12 8.764a3 3 0 0 1 5.004 2.224 3 3 0 0 1-.832 2.083l-3.447 3.62a1 1 0 0 1-1.45-.001z",
        },
      ],
    ],
    props,
  );
}
