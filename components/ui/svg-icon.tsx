import type { ReactElement, ReactNode, Ref, SVGProps } from "react";

/** A lucide drawing, as lucide-react's icon modules hold it: its elements and their attributes. */
export type IconNode = readonly (readonly [
  tag: "path" | "circle" | "rect" | "line",
  attributes: Record<string, string>,
])[];

export type SvgIconProps = Omit<SVGProps<SVGSVGElement>, "ref"> & { ref?: Ref<SVGSVGElement>; children?: ReactNode };

/** An icon of components/ui/icons/. */
export type SvgIcon = (props: SvgIconProps) => ReactElement;

/** Class lists joined without repeats, as lucide-react joins them. */
function joinClasses(...lists: (string | undefined)[]): string {
  const tokens = new Set<string>();
  for (const list of lists) for (const token of list?.split(/\s+/) ?? []) if (token) tokens.add(token);
  return [...tokens].join(" ");
}

/**
 * A lucide icon as plain SVG: the element and attributes lucide-react renders for it (24 × 24, currentColor, 2 px
 * round strokes, its `lucide lucide-<name>` classes, hidden from assistive technology unless the caller names it), with
 * no client code. lucide-react draws every icon through its `Icon`, a client component, so even an icon rendered by
 * the server brought that runtime (about 1.3 kB gzip) into the page's first load (issue #34, decision 066).
 *
 * The app's icons are in components/ui/icons/, one module per icon named as lucide-react names it (a page's bundle
 * then carries the icons it uses and no others: a module of several icons is bundled whole), holding lucide's drawing
 * (lucide-react 1.75, ISC licence); icons/icons.test.tsx renders each beside lucide-react's own and fails on any
 * difference, so a lucide update that changes a drawing shows there, and fails on any lucide-react import in app/ or
 * components/. To add one, copy its `__iconData.node` from
 * lucide-react/dist/esm/icons/<name>.mjs without the `key`s, with its classes (`lucide lucide-<name>` and a
 * `lucide-<alias>` per alias).
 */
export function svgIcon(
  classes: string,
  node: IconNode,
  { className, children, ...props }: SvgIconProps,
): ReactElement {
  const named =
    Boolean(children) ||
    Object.entries(props).some(
      ([key, value]) => value != null && (key.startsWith("aria-") || key === "role" || key === "title"),
    );
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={joinClasses(classes, className)}
      aria-hidden={named ? undefined : "true"}
      {...props}
    >
      {node.map(([Tag, attributes], index) => (
        <Tag key={index} {...attributes} />
      ))}
      {children}
    </svg>
  );
}
