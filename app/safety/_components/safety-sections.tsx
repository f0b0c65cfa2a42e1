import { Link } from "@/components/ui/link";
import type { LegalSection } from "@/components/legal/legal-sections";
import { QUICK_EXIT_TEXT } from "@/components/safety/quick-exit";
import { ESCAPE_WINDOW_MS } from "@/components/safety/quick-exit-keys";
import { AbuseDirectory } from "./abuse-directory";

/** Where Settings' Safety section is (components/settings/safety-card.tsx). */
const SETTINGS_SAFETY_HREF = "/settings#safety";

/**
 * /safety's sections (issue #38 item 5, decision 075). Every statement about Attune is what the code does; the advice
 * follows the research notes (shared/research/rivals-safety-laws-instruments.md §3: NNEDV's Safety Net, Refuge,
 * GOV.UK's "Exit this page"). `exitSite` is the host quick exit goes to (SAFE_EXIT_URL as the build saw it).
 */
export function safetySections({ exitSite }: { exitSite: string }): readonly LegalSection[] {
  return [
    {
      id: "monitoring",
      title: "Signs that your phone or apps may be monitored",
      content: (
        <>
          <p>
            Someone who has held your phone, or knows its passcode or your passwords, may be able to see what you do.
          </p>
          <ul>
            <li>They know things you have only written down, searched for, or said in messages.</li>
            <li>They know where you have been without you telling them.</li>
            <li>
              Settings change without you: location sharing turned on, a new fingerprint, face or passcode, another
              device signed in to your accounts.
            </li>
            <li>You find apps you did not install, or get sign-in codes and alerts you did not ask for.</li>
            <li>Your phone&rsquo;s battery drains faster, or it uses more data, than it used to.</li>
            <li>They ask for your passwords, or insist on checking or holding your phone.</li>
          </ul>
          <p>
            None of these proves anything on its own. Removing monitoring, or locking someone out suddenly, can alert
            the person doing it and make things more dangerous: talk to a domestic-abuse service first (
            <a href="#help">below</a>), and look for help from a device they have never had access to, such as a
            friend&rsquo;s phone or a library computer, if you can.
          </p>
        </>
      ),
    },
    {
      id: "using-attune",
      title: "Using Attune more safely",
      content: (
        <ul>
          <li>
            Your partner sees only what you choose to share with them. You can check it at any time on the{" "}
            <Link href="/sharing">sharing page</Link> and in Settings &rarr; Data &amp; Privacy. Changing a share there
            notifies your partner; the quiet pause (<a href="#quiet-pause">below</a>) does not.
          </li>
          <li>
            Anyone who holds this device while you are signed in can see everything you can. Use a passcode your partner
            does not know.
          </li>
          <li>
            <strong>Sign Out</strong> (at the top of every page) ends your session on every device at once, including
            any phone or computer where someone else signed in as you. If someone may know your password, change it with
            &lsquo;Forgot your password?&rsquo; on the sign-in page: that signs out every device too.
          </li>
          <li>
            Notifications on your lock screen say they come from Attune, but never name your partner, a date or a
            feeling. Reminder emails go to your email address. You can turn each kind off, or set quiet hours, in
            Settings &rarr; Notification Preferences. There, <strong>Discreet notifications</strong> makes every push
            and email say only &ldquo;You have a new update&rdquo;: no names and no app name.
          </li>
          <li>
            Attune&rsquo;s pages stay in your browser&rsquo;s history. A private (incognito) window keeps no history
            once you close it.
          </li>
          <li>
            If something you write to the coach or in a mood note suggests you may be in danger, Attune shows you help
            lines. Only you see them: your partner is never told.
          </li>
        </ul>
      ),
    },
    {
      id: "quick-exit",
      title: "Quick exit",
      content: (
        <>
          <p>
            A red &lsquo;{QUICK_EXIT_TEXT.visible}&rsquo; button sits at the top of this page, of sign-up, and of every
            page once you are signed in. Tap it, or press <kbd>Esc</kbd> twice within {ESCAPE_WINDOW_MS / 1000} seconds
            (if a box is open on the page, the first press closes it), and an everyday website ({exitSite}) takes the
            place of Attune&rsquo;s page at once.
          </p>
          <p>What it does:</p>
          <ul>
            <li>The page you were on leaves the screen, and Back in that tab does not return to it.</li>
            <li>
              Anything you had typed and not saved is gone, except a mood log draft: Attune keeps that on this device
              and offers it back the next time the mood log opens. Everything you had saved is kept, including entries
              waiting to be sent while you were offline.
            </li>
            <li>Nothing is sent to Attune, nothing is recorded, and your partner is not told.</li>
          </ul>
          <p>What it does not do:</p>
          <ul>
            <li>It does not sign you out: anyone who opens Attune on this device afterwards can use it as you.</li>
            <li>
              It does not clear your browser&rsquo;s history: Attune&rsquo;s address stays in it, and Back can still
              reach Attune pages you had opened before the one you left.
            </li>
            <li>It does nothing on your other devices, and it does not stop notifications or emails.</li>
          </ul>
          <p>To come back, open Attune as you usually do.</p>
        </>
      ),
    },
    {
      id: "quiet-pause",
      title: "The quiet pause",
      content: (
        <>
          <p>
            {/* A whole page load, not a client navigation: the browser then scrolls to the section itself, and keeps
                it in view while the sections above it stream in (a client navigation lands at the top of Settings). */}
            In <a href={SETTINGS_SAFETY_HREF}>Settings &rarr; Safety</a>, &lsquo;Pause sharing quietly&rsquo; stops
            everything you share with your partner at once. Your partner is not told in any way: no notice, no email, no
            push, and nothing changes on their screens but that nothing new of yours appears.
          </p>
          <ul>
            <li>
              They still see what you had shared before the pause, so nothing disappears. Nothing you write, complete or
              answer while paused reaches them, even after you resume.
            </li>
            <li>Your health score, as they see it, stays as it was when you paused.</li>
            <li>Your sharing switches stay as they are, so they look the same if someone checks them.</li>
            <li>
              &lsquo;Resume sharing&rsquo;, in the same place, ends the pause in one tap, also without telling them.
            </li>
            <li>
              Disconnecting from your partner is different: they are told. A domestic-abuse service can help you decide
              when and how it is safest to do it.
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "help",
      title: "Where to get help",
      content: <AbuseDirectory />,
    },
  ];
}
