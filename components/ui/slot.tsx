import { Children, cloneElement, isValidElement, type ReactNode, type Ref, type RefCallback } from "react";

type Props = Record<string, unknown>;

/**
 * `asChild` for the Button: renders its one child element with the Button's props merged in, as Radix's Slot does
 * (the child's own props win, except that event handlers both run, the child's first, styles merge, class lists
 * and aria-describedby ids join), without Radix's Slot, its lazy-element unwrapping and its ref hooks in every page that has a Button in a
 * client island (issue #34, decision 066). Refs are combined when both the Button and the child have one.
 */
export function Slot({ children, ref, ...slotProps }: Props & { children?: ReactNode; ref?: Ref<HTMLElement> }) {
  const child: unknown = Children.only(children);
  if (!isValidElement<Props>(child)) throw new Error("Slot needs one element as its child.");
  const childProps = child.props;
  const merged: Props = { ...slotProps, ...childProps };
  for (const name in childProps) {
    const own = slotProps[name];
    const childs = childProps[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof own === "function" && typeof childs === "function") {
        merged[name] = (...args: unknown[]) => {
          const result: unknown = childs(...args);
          own(...args);
          return result;
        };
      } else if (own) merged[name] = own;
    } else if (name === "style") merged[name] = { ...(own as object), ...(childs as object) };
    else if (name === "className") merged[name] = [own, childs].filter(Boolean).join(" ");
    else if (name === "aria-describedby") {
      const ids = new Set(`${childs ?? ""} ${own ?? ""}`.split(/\s+/).filter(Boolean));
      merged[name] = ids.size > 0 ? [...ids].join(" ") : undefined;
    }
  }
  const childRef = childProps.ref as Ref<HTMLElement> | undefined;
  if (ref) merged.ref = childRef ? composeRefs(ref, childRef) : ref;
  return cloneElement(child, merged);
}

function composeRefs<T>(...refs: Ref<T>[]): RefCallback<T> {
  return (node) => {
    for (const ref of refs) {
      if (typeof ref === "function") ref(node);
      else if (ref) ref.current = node;
    }
  };
}
