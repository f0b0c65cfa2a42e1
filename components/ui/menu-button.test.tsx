// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, test, vi } from "vitest";
import { MenuButton } from "./menu-button";

afterEach(cleanup);

function mount() {
  const complete = vi.fn();
  const remove = vi.fn();
  render(
    <>
      <MenuButton
        label="Actions for Walk"
        items={[
          { label: "Mark Complete", onSelect: complete },
          { label: "Delete Goal", onSelect: remove },
        ]}
      >
        ⋮
      </MenuButton>
      <button type="button">Elsewhere</button>
    </>,
  );
  return { button: screen.getByRole("button", { name: "Actions for Walk" }), complete, remove };
}

const item = (name: string) => screen.getByRole("menuitem", { name });

describe("MenuButton: the WAI-ARIA menu button, as Radix's DropdownMenu behaved (decision 066)", () => {
  test("closed: the button says it has a menu; nothing else is drawn", () => {
    const { button } = mount();
    expect(button.getAttribute("aria-haspopup")).toBe("menu");
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("menu")).toBeNull();
  });

  test("opened by keyboard on the first item; arrows, Home and End move; Escape closes and gives focus back", () => {
    const { button } = mount();
    button.focus();
    fireEvent.click(button, { detail: 0 });
    const menu = screen.getByRole("menu");
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-controls")).toBe(menu.id);
    expect(menu.getAttribute("aria-labelledby")).toBe(button.id);
    expect(document.activeElement).toBe(item("Mark Complete"));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(item("Delete Goal"));
    fireEvent.keyDown(document.activeElement!, { key: "ArrowDown" });
    expect(document.activeElement).toBe(item("Delete Goal"));
    fireEvent.keyDown(document.activeElement!, { key: "Home" });
    expect(document.activeElement).toBe(item("Mark Complete"));
    fireEvent.keyDown(document.activeElement!, { key: "End" });
    expect(document.activeElement).toBe(item("Delete Goal"));
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  test("↑ on the button opens on the last item; Enter chooses it, closes, gives focus back", () => {
    const { button, remove, complete } = mount();
    button.focus();
    fireEvent.keyDown(button, { key: "ArrowUp" });
    expect(document.activeElement).toBe(item("Delete Goal"));
    fireEvent.keyDown(document.activeElement!, { key: "Enter" });
    expect(remove).toHaveBeenCalledTimes(1);
    expect(complete).not.toHaveBeenCalled();
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  test("a press on an item chooses it; a press outside closes the menu without choosing", () => {
    const { button, complete } = mount();
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(item("Mark Complete"));
    expect(complete).toHaveBeenCalledTimes(1);
    fireEvent.click(button, { detail: 1 });
    expect(screen.getByRole("menu")).toBeTruthy();
    fireEvent.pointerDown(screen.getByRole("button", { name: "Elsewhere" }));
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
