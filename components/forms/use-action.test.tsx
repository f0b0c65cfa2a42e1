// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Component, useState, type ReactNode } from "react";
import { beforeEach, describe, expect, test, vi } from "vitest";
import type { ActionResult } from "@/lib/actions/result";
import type { UseActionOptions } from "./use-action";

const toastError = vi.fn();
vi.mock("@/components/ui/toast", () => ({ toast: { error: (...args: unknown[]) => toastError(...args) } }));

const { useAction } = await import("./use-action");

beforeEach(() => toastError.mockReset());

type Result = ActionResult<{ saved: string }>;

/** What a page's error boundary shows; a thrown action used to land here from inside the transition. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <h1>Something went wrong</h1> : this.props.children;
  }
}

function SaveButton({
  action,
  options,
}: {
  action: (name: string) => Promise<Result | null>;
  options?: UseActionOptions<[string], { saved: string }>;
}) {
  const save = useAction(action, options);
  const [answer, setAnswer] = useState("");
  return (
    <>
      <button
        type="button"
        disabled={save.pending}
        onClick={() => void save.run("Sam").then((result) => setAnswer(result === null ? "skipped" : `${result.ok}`))}
      >
        {save.pending ? "Saving..." : "Save"}
      </button>
      <p role="status">{answer}</p>
    </>
  );
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const click = () => act(async () => fireEvent.click(screen.getByRole("button")));
const answer = () => screen.getByRole("status").textContent;
const refused = (code: "CONFLICT" | "UNAVAILABLE" | "INTERNAL", message: string): Result => ({
  ok: false,
  error: { code, title: "Error", message, fieldErrors: { name: ["Taken"] } },
});

describe("useAction", () => {
  test("busy from the click until the answer; a success goes to onSuccess with the arguments, and no toast", async () => {
    const call = deferred<Result>();
    const action = vi.fn<(name: string) => Promise<Result>>(() => call.promise);
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    render(<SaveButton action={action} options={{ onSuccess, onFailure }} />);

    await click();
    expect(action).toHaveBeenCalledWith("Sam");
    expect(screen.getByRole("button", { name: "Saving..." }).hasAttribute("disabled")).toBe(true);

    await act(async () => call.resolve({ ok: true, data: { saved: "Sam" } }));
    expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith({ saved: "Sam" }, "Sam");
    expect(onFailure).not.toHaveBeenCalled();
    expect(toastError).not.toHaveBeenCalled();
    expect(answer()).toBe("true");
  });

  test("a refusal: the mapped toast, then onFailure with the error (field errors and all)", async () => {
    const onFailure = vi.fn();
    render(<SaveButton action={async () => refused("CONFLICT", "That name is taken")} options={{ onFailure }} />);
    await click();
    expect(toastError).toHaveBeenCalledExactlyOnceWith("Error", { description: "That name is taken" });
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ fieldErrors: { name: ["Taken"] } }), "Sam");
    expect(answer()).toBe("false");
  });

  test("a call that throws (the network dropped): the connection toast, not the error boundary", async () => {
    const onFailure = vi.fn();
    render(
      <Boundary>
        <SaveButton action={() => Promise.reject(new TypeError("Failed to fetch"))} options={{ onFailure }} />
      </Boundary>,
    );
    await click();
    expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();
    expect(toastError).toHaveBeenCalledExactlyOnceWith("Error", {
      description: "Please check your connection and try again.",
    });
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: "UNAVAILABLE" }), "Sam");
    // The button is usable again: the person can retry.
    expect(screen.getByRole("button", { name: "Save" }).hasAttribute("disabled")).toBe(false);
    expect(answer()).toBe("false");
  });

  test("the operation's fallback stands for an outage or a throw; a refusal the server explains keeps its words", async () => {
    const fallback = "Failed to complete ritual. Please try again.";
    const { unmount } = render(<SaveButton action={async () => refused("INTERNAL", "boom")} options={{ fallback }} />);
    await click();
    expect(toastError).toHaveBeenLastCalledWith("Error", { description: fallback });
    unmount();

    render(<SaveButton action={() => Promise.reject(new Error("socket hang up"))} options={{ fallback }} />);
    await click();
    expect(toastError).toHaveBeenLastCalledWith("Error", { description: fallback });

    render(
      <SaveButton action={async () => refused("CONFLICT", "Finish the current one first")} options={{ fallback }} />,
    );
    await act(async () => fireEvent.click(screen.getAllByRole("button")[1]!));
    expect(toastError).toHaveBeenLastCalledWith("Error", { description: "Finish the current one first" });
  });

  test("unreached words a throw for the operation, from what was thrown; a refusal keeps the server's words", async () => {
    const unreached = (thrown: unknown) => ({
      title: "SMS Test Error",
      message: `Error: ${(thrown as Error).message}`,
    });
    const { unmount } = render(
      <SaveButton action={() => Promise.reject(new Error("Failed to fetch"))} options={{ unreached }} />,
    );
    await click();
    expect(toastError).toHaveBeenLastCalledWith("SMS Test Error", { description: "Error: Failed to fetch" });
    unmount();

    render(<SaveButton action={async () => refused("UNAVAILABLE", "Unable to connect")} options={{ unreached }} />);
    await click();
    expect(toastError).toHaveBeenLastCalledWith("Error", { description: "Unable to connect" });
  });

  test("failureToast words the toast itself, or says nothing (null, false) where the form shows it in place", async () => {
    const onFailure = vi.fn();
    const failureToast = (error: { message: string }) => ({ title: "Reset failed", description: error.message });
    const { unmount } = render(
      <SaveButton action={async () => refused("CONFLICT", "Link used")} options={{ failureToast }} />,
    );
    await click();
    expect(toastError).toHaveBeenLastCalledWith("Reset failed", { description: "Link used" });
    unmount();
    toastError.mockReset();

    const { unmount: again } = render(
      <SaveButton action={() => Promise.reject(new Error("x"))} options={{ failureToast: false, onFailure }} />,
    );
    await click();
    expect(onFailure).toHaveBeenCalledWith(expect.objectContaining({ code: "UNAVAILABLE" }), "Sam");
    again();
    render(<SaveButton action={async () => refused("CONFLICT", "Quiet")} options={{ failureToast: () => null }} />);
    await click();
    expect(toastError).not.toHaveBeenCalled();
  });

  test("an action that sends nothing (a last check refused it) shows nothing and calls back nobody", async () => {
    const onSuccess = vi.fn();
    const onFailure = vi.fn();
    render(<SaveButton action={async () => null} options={{ onSuccess, onFailure }} />);
    await click();
    expect(answer()).toBe("skipped");
    expect([onSuccess.mock.calls, onFailure.mock.calls, toastError.mock.calls]).toEqual([[], [], []]);
  });

  test("busy lasts until onSuccess has finished what it started", async () => {
    const after = deferred<void>();
    render(
      <SaveButton
        action={async () => ({ ok: true, data: { saved: "Sam" } })}
        options={{ onSuccess: () => after.promise }}
      />,
    );
    await click();
    expect(screen.getByRole("button", { name: "Saving..." })).toBeTruthy();
    await act(async () => after.resolve());
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
  });
});
