import { isValidElement, type ReactElement, type ReactNode } from "react";

/*
 * For component tests without a DOM: a component is called as a function and the element tree it returns is read,
 * to find the handlers a click would run.
 */

/**
 * The button beside the list in a "list + show more/less" component's tree (its root holds the <ul> and the
 * button); throws when there is none.
 */
export function toggleButtonIn(tree: ReactNode): ReactElement<{ onClick: () => void }> {
  const children = (tree as ReactElement<{ children: ReactNode[] }>).props.children;
  const button = children.find((child) => isValidElement(child) && child.type !== "ul");
  if (!isValidElement(button)) throw new Error("no toggle button");
  return button as ReactElement<{ onClick: () => void }>;
}
