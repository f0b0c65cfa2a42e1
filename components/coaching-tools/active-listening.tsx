import type { ReactNode } from "react";
import { Card, CardTitle } from "@/components/ui/card";
import { ListeningSteps } from "./listening-steps";

interface Step {
  title: string;
  body: readonly string[];
  starters?: { role: string; lines: readonly string[] };
  swapReminder?: boolean;
}

// The speaker–listener technique from PREP (Markman & Stanley), in the order a couple would walk through it.
const STEPS: readonly Step[] = [
  {
    title: "Choose a speaker and one topic",
    body: [
      "Decide who speaks first. Only the speaker talks about the issue; the listener's job is to understand.",
      "Pick one topic, small enough for 10–15 minutes. Leave the rest for another time.",
    ],
    starters: {
      role: "To agree on a topic",
      lines: ["“Can we talk about … for a few minutes?”", "“I'd like to go first, if that's okay with you.”"],
    },
  },
  {
    title: "Speaker: share your feelings",
    body: [
      "Speak for yourself with short “I” statements about what you feel and need, a few sentences at a time.",
      "Leave out blame and “you always” or “you never”. Pause so your partner can paraphrase.",
    ],
    starters: {
      role: "Sentence starters for the speaker",
      lines: ["“I feel … when …”", "“What matters to me is …”", "“I'd like …”"],
    },
    swapReminder: true,
  },
  {
    title: "Listener: paraphrase what you heard",
    body: [
      "Say back what you heard in your own words. No rebuttals, no advice, no defending yourself: your turn comes.",
      "Then check: “Did I get that right?” If not, the speaker clarifies and you try again.",
    ],
    starters: {
      role: "Sentence starters for the listener",
      lines: ["“So you're saying …”", "“It sounds like you feel … because …”", "“Did I get that right?”"],
    },
    swapReminder: true,
  },
  {
    title: "Swap roles, then reflect",
    body: [
      "Swap roles: the listener becomes the speaker, and you repeat steps 2 and 3 on the same topic.",
      "To finish, each of you names one thing you understood better about the other.",
    ],
    starters: {
      role: "To close",
      lines: ["“One thing I understand better now is …”", "“Thank you for listening to …”"],
    },
  },
];

function StepContent({ step }: { step: Step }): ReactNode {
  return (
    <>
      <div className="mt-2 space-y-2 text-sm">
        {step.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {step.starters ? (
        <div className="mt-3">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{step.starters.role}</p>
          <ul className="mt-1 space-y-1 text-sm">
            {step.starters.lines.map((line) => (
              <li key={line} className="rounded-lg bg-white px-3 py-2">
                {line}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

const SWAP_REMINDER = (
  <p className="text-sm">
    <span className="font-semibold">Swap roles</span> when the speaker feels fully heard: the listener becomes the
    speaker.
  </p>
);

/**
 * A guided, four-step speaker–listener exercise with Back/Next; no timer, the couple sets the pace. The steps' words
 * are rendered here on the server and handed to the stepper (listening-steps.tsx), the only part that runs in the
 * browser (issue #34, decision 066).
 */
export function ActiveListening() {
  return (
    <Card aria-labelledby="active-listening-title" className="space-y-4">
      <div>
        <CardTitle id="active-listening-title">Active listening</CardTitle>
        <p className="mt-1 text-sm text-muted">
          A structured way to talk about something that matters, so each of you feels heard. One person speaks, the
          other listens and reflects back; then you swap.
        </p>
      </div>
      <ListeningSteps
        steps={STEPS.map((step) => ({
          title: step.title,
          content: <StepContent step={step} />,
          after: step.swapReminder ? SWAP_REMINDER : null,
        }))}
      />
    </Card>
  );
}
