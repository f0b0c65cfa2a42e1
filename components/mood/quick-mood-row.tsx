import { Link } from "@/components/ui/link";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";
import { quickLogMoodAction } from "@/lib/actions/entries";
import { MOOD_SLIDER_LABELS, MOOD_STATUSES } from "@/lib/domain/labels";
import { UNAVAILABLE_MESSAGE } from "@/lib/errors";
import {
  MOOD_LOG_VALUE_PARAM,
  QUICK_MOOD_FIELDS,
  quickMoodMessages,
  readQuickMoodOutcome,
  type QuickMoodOutcome,
  type SearchParams,
} from "@/lib/validation/quick-mood";
import { MOOD_TOASTS } from "./mood-form";

const QUICK_MOOD_CARD_ID = "quick-mood";

export const QUICK_MOOD_TEXT = {
  // The mood log's own title (spec 2 §2.1): the row is its first question, asked on the dashboard.
  title: "How are you feeling?",
  hint: "Tap a face, then Save. Details are optional.",
  save: "Save",
  details: "Add details",
} as const;

interface Message {
  tone: "hint" | "success" | "error";
  title?: string;
  text: string;
}

/** What the row says under the faces: the spec's toast words for a save (spec 2 §8), a hint otherwise. */
function quickMoodMessage(outcome: QuickMoodOutcome): Message {
  if (outcome.status === "idle") return { tone: "hint", text: QUICK_MOOD_TEXT.hint };
  if (outcome.status === "logged") {
    return { tone: "success", title: MOOD_TOASTS.success.title, text: MOOD_TOASTS.success.description };
  }
  switch (outcome.error) {
    case "invalid":
      return { tone: "error", text: quickMoodMessages.moodRequired };
    case "unavailable":
      return { tone: "error", title: MOOD_TOASTS.failed.title, text: UNAVAILABLE_MESSAGE };
    case "failed":
      return { tone: "error", title: MOOD_TOASTS.failed.title, text: MOOD_TOASTS.failed.description };
  }
}

const MESSAGE_TONE = { hint: "text-muted", success: "text-emerald-800", error: "text-danger" } as const;

/**
 * Two-tap logging on the dashboard (issue #32): a face, then Save. A server component with no script of its own, so
 * it adds nothing to the page's JavaScript and works before (or without) any: the faces are native radio buttons in
 * a fieldset (arrow keys, the group's name and each face's word for a screen reader, the browser's own "choose one"
 * when Save is pressed with none), and Save posts the form to the server action, which logs the mood with the same
 * service as the full form and redirects back here with the outcome in the address (`params` is the dashboard's
 * search params). A failure keeps the chosen face chosen; 'Add details' opens the full form, with that face when
 * there is one.
 *
 * Nothing changes size after it is drawn: the faces and the message line have fixed heights, and the message line
 * always holds something (a hint until there is an outcome).
 *
 * The form carries an idempotency key made for this rendering, so a double tap on Save (or a replayed post) stores
 * one mood; the next rendering, after the redirect, has a new key for the next mood.
 */
export function QuickMoodRow({
  params,
  idempotencyKey,
  className,
}: {
  params: SearchParams;
  idempotencyKey?: string;
  /** For the page's layout (a grid cell, a width); the row's own sizes are fixed. */
  className?: string;
}) {
  const outcome = readQuickMoodOutcome(params);
  const chosen = outcome.status === "error" ? outcome.value : null;
  const message = quickMoodMessage(outcome);
  const titleId = `${QUICK_MOOD_CARD_ID}-title`;
  const messageId = `${QUICK_MOOD_CARD_ID}-message`;
  const detailsHref = chosen === null ? "/mood-log" : `/mood-log?${MOOD_LOG_VALUE_PARAM}=${chosen}`;

  return (
    <Card
      id={QUICK_MOOD_CARD_ID}
      aria-labelledby={titleId}
      data-card={QUICK_MOOD_CARD_ID}
      className={cn("@container p-5 sm:p-6", className)}
    >
      {/*
        At most a phone's width of faces: on a laptop's wide card, seven long flat buttons read as a bar, not faces.
        Across a laptop's width (the card spans the page when there is no guide beside it) the words and the buttons
        sit beside the faces, so the row stays one short band (decision 049).
      */}
      <form action={quickLogMoodAction} className="@3xl:flex @3xl:items-end @3xl:gap-8">
        <div className="max-w-lg @3xl:flex-1">
          <input type="hidden" name={QUICK_MOOD_FIELDS.key} value={idempotencyKey ?? crypto.randomUUID()} />
          <fieldset aria-describedby={messageId}>
            <legend className="w-full">
              <h2 id={titleId} className="text-lg font-semibold">
                {QUICK_MOOD_TEXT.title}
              </h2>
            </legend>
            <div className="mt-3 grid grid-cols-7 gap-1 sm:gap-2">
              {MOOD_STATUSES.map((status) => (
                <label key={status.value} title={status.label} className="relative block h-12">
                  {/* The real control lies over the face, so a tap, a click and touch exploration all find it. */}
                  <input
                    type="radio"
                    name={QUICK_MOOD_FIELDS.mood}
                    value={status.value}
                    required
                    defaultChecked={chosen === status.value}
                    className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-xl opacity-0"
                  />
                  <span
                    aria-hidden="true"
                    className={cn(
                      "pointer-events-none flex size-full items-center justify-center rounded-xl border border-brand-100 bg-white text-2xl",
                      // Chosen: a thicker edge and a ring as well as the colour, so it does not rest on colour alone
                      // (the border also shows in forced colours, where rings and backgrounds do not).
                      "peer-checked:border-2 peer-checked:border-brand-600 peer-checked:bg-brand-50 peer-checked:ring-2 peer-checked:ring-brand-600",
                      "peer-hover:bg-brand-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
                    )}
                  >
                    {status.emoji}
                  </span>
                  <span className="sr-only">{status.label}</span>
                </label>
              ))}
            </div>
            {/* The slider's words at its ends and middle (spec 2 §2.1); each face has its own word for a screen reader. */}
            <div aria-hidden="true" className="mt-1 flex h-4 justify-between text-xs leading-4 text-muted">
              <span>{MOOD_SLIDER_LABELS.min}</span>
              <span>{MOOD_SLIDER_LABELS.middle}</span>
              <span>{MOOD_SLIDER_LABELS.max}</span>
            </div>
          </fieldset>
        </div>
        <div className="@3xl:w-80 @3xl:shrink-0">
          <p
            id={messageId}
            role="status"
            data-outcome={outcome.status === "error" ? outcome.error : outcome.status}
            className={cn("mt-3 min-h-10 text-sm leading-5", MESSAGE_TONE[message.tone])}
          >
            {message.title ? (
              <strong className="font-semibold">{`${message.title}${/[.!?]$/.test(message.title) ? "" : ":"} `}</strong>
            ) : null}
            {message.text}
          </p>
          <div className="mt-2 flex h-10 items-center justify-between gap-3">
            <Link
              href={detailsHref}
              className="text-sm font-medium text-brand-700 underline underline-offset-4 hover:no-underline"
            >
              {QUICK_MOOD_TEXT.details}
            </Link>
            <Button type="submit" className="min-w-24">
              {QUICK_MOOD_TEXT.save}
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}
