import { Link } from "@/components/ui/link";
import type { LegalSection } from "@/components/legal/legal-sections";
import { COACH_DAILY_MESSAGE_LIMIT } from "@/lib/domain/coach/limits";
import { CrisisDirectory } from "./crisis-directory";

/** The published protocol: every statement here is what the code does (decision 035). */
export const COACH_SAFETY_SECTIONS: readonly LegalSection[] = [
  {
    id: "what-it-is",
    title: "What the coach is, and is not",
    content: (
      <>
        <p>
          The coach answers questions about your moods, your check-ins and your relationship with practical, widely used
          self-help ideas. When an AI model is connected it writes its answers with that model; otherwise Attune&rsquo;s
          offline coach answers from your own figures and a library of evidence-based guidance, and says so.
        </p>
        <ul>
          <li>It never calls itself a therapist or a counsellor, and it never diagnoses.</li>
          <li>
            It tells you it is a computer program when you first use it, when you come back after 7 days or more, and
            every 3 hours while you keep using it.
          </li>
          <li>It is not a substitute for professional care. If you are struggling, please talk to a professional.</li>
        </ul>
      </>
    ),
  },
  {
    id: "screening",
    title: "How messages are screened",
    content: (
      <>
        <p>
          Every message you send is checked before any answer is written: first on our own server against a list of
          phrases about suicide, self-harm, harming someone else, abuse or coercive control, and medical emergencies;
          then, when an AI model is connected, by its provider&rsquo;s moderation check.
        </p>
        <p>If a message matches, the coach does not write a reply for it. Instead you see:</p>
        <ul>
          <li>a short message that you are not alone, with help lines for your country that you can call or text;</li>
          <li>a &lsquo;Get help now&rsquo; button that stays at the top of the coach;</li>
          <li>
            when the message is about abuse or control, the domestic-violence line first, and no more suggestions of
            exercises or conversations with your partner for the rest of that conversation.
          </li>
        </ul>
        <p>
          Mood notes are checked the same way when you save them: the note is saved exactly as you wrote it, and the
          help lines are shown after saving.
        </p>
        <p>
          <strong>Your partner is never told.</strong> Nothing about a screened message is shared with them or with
          anyone else.
        </p>
      </>
    ),
  },
  {
    id: "help-lines",
    title: "Help lines",
    content: (
      <>
        <CrisisDirectory />
        <p>
          Worried about a partner? <Link href="/safety">Your safety</Link> lists domestic-abuse services by country, the
          signs that a phone may be monitored, and how quick exit works.
        </p>
      </>
    ),
  },
  {
    id: "what-it-knows",
    title: "What the coach knows about you",
    content: (
      <>
        <ul>
          <li>
            Summaries of your own last two weeks: your mood averages and their direction, the days you logged, your most
            frequent feelings, how long since your last partner check-in, your weekly summary and up to three
            recommendations.
          </li>
          <li>
            For the AI Analysis, only the figures shown beside it (your last 30 days against the 30 before); for the
            dashboard&rsquo;s AI insights, only the findings of your own mood, sleep and stress logs. Whatever the model
            writes must cite those figures, or it is not shown.
          </li>
          <li>Your partner&rsquo;s first name only. Nothing of their moods, notes or check-ins.</li>
          <li>Never your private notes.</li>
          <li>
            With &lsquo;AI suggestions&rsquo; turned off in <Link href="/settings">Settings</Link>, none of your data at
            all: the coach still chats, knowing only your first name.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "your-chats",
    title: "Your conversations",
    content: (
      <>
        <p>
          Your conversations are yours alone: stored encrypted, never shown to your partner, included in your data
          export, and deleted with your account. Their content is never written to our logs. Closing the coach clears
          the conversation from the screen.
        </p>
        <p>
          You can send up to {COACH_DAILY_MESSAGE_LIMIT} messages a day. Messages that bring up the help lines never
          count towards that limit. You can turn the coach off at any time in <Link href="/settings">Settings</Link>.
        </p>
      </>
    ),
  },
];
