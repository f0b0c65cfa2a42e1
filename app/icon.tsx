import { appIconResponse } from "@/components/brand/app-icon";

// Browser-tab icon, from the same artwork as the app icons.
export const size = { width: 32, height: 32 };
export const contentType = "image/png";

export default function Icon() {
  return appIconResponse(size.width, { rounded: true });
}
