"use client";

import { LifeBuoy } from "@/components/ui/icons/life-buoy";
import { Send } from "@/components/ui/icons/send";
import { X } from "@/components/ui/icons/x";
import { Link } from "@/components/ui/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useReducer, useRef, useState, type KeyboardEvent } from "react";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { COACH_FALLBACK_REPLY, COACH_MESSAGE_MAX_CHARS } from "@/lib/domain/coach/limits";
import { readCoachStream } from "./coach-stream";
import { CountryHelpLines } from "@/components/safety/crisis-support-card";
import type { CrisisCountry } from "@/lib/domain/safety/crisis-resources";
import type { SafetyCategory } from "@/lib/domain/safety/screen";
import { ConversationItem } from "./conversation-items";
import {
  conversationReducer,
  EMPTY_CONVERSATION,
  historyOf,
  type ConversationState,
  type CrisisLine,
} from "./conversation";

/** GET /api/v1/coach: what the panel shows before anything is sent. */
interface PanelInfo {
  mode: "ai" | "offline";
  starters: string[];
  help: CrisisLine[];
  helpCountry: CrisisCountry;
}

/** 'Get help now' lists every line of the country, as loadCoachPanel does. */
const PANEL_HELP_CATEGORIES: readonly SafetyCategory[] = ["suicide", "abuse"];

/** Spec 1 §8. */
const CHATBOT_ERROR = { title: "Chatbot Error", description: "Unable to get a response. Please try again." };

/** A UUID per opening of the panel: the server files the turns of one conversation together. */
const newConversationId = () => crypto.randomUUID();

async function errorMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { error?: { message?: string } | string };
    return typeof body.error === "string" ? body.error : (body.error?.message ?? "Failed to get response");
  } catch {
    return "Failed to get response";
  }
}

export default function AssistantPanel({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const pathname = usePathname();
  const [conversationId] = useState(newConversationId);
  const [state, dispatch] = useReducer(conversationReducer, EMPTY_CONVERSATION);
  const [draft, setDraft] = useState("");
  const [info, setInfo] = useState<PanelInfo | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const draftBox = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    draftBox.current?.focus();
    const abort = new AbortController();
    fetch("/api/v1/coach", { signal: abort.signal, cache: "no-store" })
      .then(async (response) => (response.ok ? setInfo((await response.json()) as PanelInfo) : null))
      .catch(() => undefined);
    return () => {
      abort.abort();
      // Closing mid-reply stops it: the conversation is being thrown away.
      controller.current?.abort();
    };
  }, []);

  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [state.items]);

  async function send(text: string, current: ConversationState) {
    const message = text.trim();
    // Spec 1 §5: blank messages are ignored, and nothing is sent while a reply is loading.
    if (message === "" || current.loading) return;
    const conversationHistory = historyOf(current);
    dispatch({ type: "send", text: message });
    setDraft("");
    controller.current = new AbortController();
    try {
      const response = await fetch("/api/v1/coach", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ message, conversationHistory, currentPage: pathname, conversationId }),
        signal: controller.current.signal,
      });
      // Refusals the person can act on (the daily limit, the switch, no plan) are said in the panel, not as errors.
      if (response.status === 429 || response.status === 403 || response.status === 402) {
        dispatch({ type: "refused", message: await errorMessage(response) });
        return;
      }
      if (!response.ok || !response.body) throw new Error(await errorMessage(response));
      const done = await readCoachStream(response.body, (line) => {
        if (line.type === "start") dispatch({ type: "start", disclosure: line.disclosure });
        else if (line.type === "delta") dispatch({ type: "delta", text: line.text });
        else if (line.type === "crisis") {
          const { heading, message: crisisMessage, resources, abuse, country, categories } = line;
          dispatch({
            type: "crisis",
            card: { heading, message: crisisMessage, resources, abuse, country, categories },
          });
        }
      });
      // Spec 1 §8: a response without the success flag is a failure.
      if (!done?.success) throw new Error(done?.error ?? "Failed to get response");
      dispatch({ type: "done", message: done.message ?? "" });
    } catch {
      if (controller.current?.signal.aborted) return;
      dispatch({ type: "failed", message: COACH_FALLBACK_REPLY });
      toast.error(CHATBOT_ERROR.title, { description: CHATBOT_ERROR.description });
    }
  }

  /**
   * Escape closes the panel (from the field too, by bubbling), and says it used the key: quick exit does not count a
   * press that closed something (decision 075).
   */
  function closeOnEscape(event: KeyboardEvent) {
    if (event.key !== "Escape") return;
    event.preventDefault();
    onClose();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Spec 1 §5: Enter sends, Shift+Enter makes a new line (and a composing IME keeps its Enter).
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void send(draft, state);
    }
  }

  const offline = info?.mode === "offline";
  return (
    // Opens under the header's Coach button (decision 053), at the right from 640 px; never taller than the room
    // between the header and a phone's bottom navigation (9rem: both bars and a margin), so nothing of it hides there.
    // Quick exit's bar above the header's row moves both down by its height (decision 075).
    <div
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={closeOnEscape}
      className="fixed inset-x-2 top-[calc(4rem+var(--quick-exit-height))] z-50 flex max-h-[min(70dvh,calc(100dvh-9rem-var(--quick-exit-height)))] flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-xl sm:inset-x-auto sm:right-4 sm:w-96"
    >
      {/* A div, not a <header>: the panel sits in the page's header, where a second one is not allowed (and on its
          own a <header> here would be a second banner landmark). */}
      <div className="flex items-start justify-between gap-2 border-b border-brand-100 px-4 py-3">
        <div className="min-w-0">
          <h2 id={titleId} className="font-semibold text-brand-700">
            Attune Coach
          </h2>
          <p className="text-xs text-muted">
            {offline ? "Offline coach" : "AI coach"}: a computer program, not a therapist or a human.{" "}
            <Link href="/coach-safety" className="underline">
              How the coach keeps you safe
            </Link>
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-1">
          <Button
            variant="outline"
            size="sm"
            aria-expanded={helpOpen}
            onClick={() => setHelpOpen((value) => !value)}
            className="border-red-200 text-red-700"
          >
            <LifeBuoy aria-hidden className="size-4" />
            Get help now
          </Button>
          <Button variant="ghost" size="sm" aria-label="Close the coach" onClick={onClose}>
            <X aria-hidden className="size-4" />
          </Button>
        </div>
      </div>
      {helpOpen && info ? (
        <div className="border-b border-red-100 bg-red-50 px-4 py-3">
          <CountryHelpLines resources={info.help} country={info.helpCountry} categories={PANEL_HELP_CATEGORIES} />
          {/* Quick exit, signs of monitoring and domestic-abuse services by country (decision 075). */}
          <p className="mt-2 text-xs text-red-900">
            <Link href="/safety" className="font-semibold underline">
              Your safety: staying safe with Attune
            </Link>
          </p>
        </div>
      ) : null}
      <div
        ref={log}
        role="log"
        aria-live="polite"
        aria-label="Conversation"
        // Reachable by keyboard, so a long conversation can be scrolled without a mouse.
        tabIndex={0}
        className="flex-1 space-y-3 overflow-y-auto px-4 py-3"
      >
        {state.items.length === 0 ? (
          <div>
            <p className="text-sm text-muted">Ask anything about your moods, check-ins or relationship. Try:</p>
            <ul className="mt-2 space-y-2">
              {(info?.starters ?? []).map((starter) => (
                <li key={starter}>
                  <button
                    type="button"
                    onClick={() => void send(starter, state)}
                    className="w-full rounded-xl border border-brand-100 px-3 py-2 text-left text-sm hover:bg-brand-50"
                  >
                    {starter}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        ) : (
          state.items.map((item) => <ConversationItem key={item.id} item={item} />)
        )}
        {state.loading && state.items.at(-1)?.kind === "user" ? (
          <p className="text-sm text-muted" role="status">
            Thinking…
          </p>
        ) : null}
      </div>
      <form
        className="flex items-end gap-2 border-t border-brand-100 px-3 py-3"
        onSubmit={(event) => {
          event.preventDefault();
          void send(draft, state);
        }}
      >
        <label htmlFor={`${titleId}-draft`} className="sr-only">
          Message the coach
        </label>
        <textarea
          id={`${titleId}-draft`}
          ref={draftBox}
          rows={2}
          value={draft}
          maxLength={COACH_MESSAGE_MAX_CHARS}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Type a message…"
          className="min-h-10 flex-1 resize-none rounded-lg border border-brand-100 px-3 py-2 text-sm focus:outline-2 focus:outline-brand-600"
        />
        <Button type="submit" size="md" aria-label="Send" disabled={state.loading || draft.trim() === ""}>
          <Send aria-hidden className="size-4" />
        </Button>
      </form>
    </div>
  );
}
