import { created } from "./support/api";
import { expect, hydrated, laptop, phone, test, reviewShots, toast } from "./fixtures";
import { streamOpen, trackStreams } from "./support/live";
import { setSwitch } from "./support/switches";

/**
 * The partner screen (issue #33 point 2): the partner's day as their sharing allows (a detailed entry only once they
 * choose it), one-tap responses that reach the other browser live and as a notice, and a check-in notice that opens
 * that check-in. One partner on a phone, the other on a laptop.
 */
const shot = reviewShots("partner-screen");

test("each sees the other's day as chosen, and a response arrives live and as a notice", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  // Two browsers, a sharing change, two axe checks and a live round trip.
  test.slow();
  const [alex, sam] = people.couple();
  const run = Date.now().toString(36);

  const samPage = await signIn(sam, laptop);
  await trackStreams(samPage);
  const alexPage = await signIn(alex, phone);
  const note = `Long day at work ${run}`;
  await created(alexPage, "/api/v1/moods", { moodValue: -1, keywords: ["tired"], contextNotes: note });

  // Sam sees the mood, not its feelings or note: Alex has not shared detailed entries.
  await samPage.goto("/partner-dashboard");
  await expect(samPage.getByRole("heading", { level: 1, name: `${alex.firstName} today` })).toBeVisible();
  const mood = samPage.getByRole("region", { name: "Mood", exact: true });
  await expect(mood.getByText("Last updated", { exact: false })).toBeVisible();
  await expect(mood.getByText(note)).toHaveCount(0);
  await expect(samPage.locator("[data-sharing-summary]")).toContainText(`with ${alex.firstName}.`);

  // Alex chooses to share detailed entries on the guided screen; Sam's next load shows the feeling and the note.
  await alexPage.goto("/sharing");
  await hydrated(alexPage);
  await setSwitch(alexPage, "Detailed entries", true);
  await samPage.reload();
  await expect(mood.getByText(note)).toBeVisible();
  await expect(mood.getByRole("list", { name: "Feelings" }).getByText("tired")).toBeVisible();
  await streamOpen(samPage);
  await expectAccessible(samPage, "/partner-dashboard (1280) with a detailed mood");
  await shot(samPage, "partner-1280", { fullPage: true });

  // Alex responds from the phone; Sam's open screen shows it without a reload, and the bell has the notice.
  await alexPage.goto("/partner-dashboard");
  await expect(alexPage.getByRole("heading", { level: 1, name: `${sam.firstName} today` })).toBeVisible();
  // Partner is in the navigation, current here, and a member's nine items fit the 390 px bar without scrolling.
  const nav = alexPage.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Partner" })).toHaveAttribute("aria-current", "page");
  await expect.poll(() => nav.locator("ul").evaluate((bar) => bar.scrollWidth <= bar.clientWidth)).toBe(true);
  await hydrated(alexPage);
  await alexPage
    .getByRole("group", { name: `Respond to ${sam.firstName}` })
    .getByRole("button", {
      name: "Sending a hug",
    })
    .click();
  await expect(toast(alexPage, `Sent to ${sam.firstName}`)).toBeVisible();
  await expect(alexPage.getByRole("region", { name: "Between you" }).getByText("You: Sending a hug")).toBeVisible();
  await expectAccessible(alexPage, "/partner-dashboard (390) after a response");
  await shot(alexPage, "partner-390", { fullPage: true });

  const between = samPage.getByRole("region", { name: "Between you" });
  await expect(between.getByText(`${alex.firstName}: Sending a hug`)).toBeVisible();
  await hydrated(samPage);
  await samPage.getByRole("button", { name: /^Notifications: / }).click();
  const centre = samPage.getByRole("dialog", { name: "Notifications" });
  await expect(centre.getByText(`${alex.firstName} sent you a hug`)).toBeVisible();
  await samPage.keyboard.press("Escape");

  // Sam answers with a note; it is Alex's to read on the partner screen, never in the notice.
  const reply = `See you at 7 ${run}`;
  await samPage.getByLabel("Or a short note").fill(reply);
  await samPage.getByRole("button", { name: "Send", exact: true }).click();
  await expect(toast(samPage, `Sent to ${alex.firstName}`)).toBeVisible();
  await expect(samPage.getByLabel("Or a short note")).toHaveValue("");
  await alexPage.reload();
  await expect(alexPage.getByRole("region", { name: "Between you" }).getByText(reply)).toBeVisible();
});

test("a notice about a shared check-in opens that check-in on the partner screen", async ({
  people,
  signIn,
  expectAccessible,
}) => {
  const [alex, sam] = people.couple();
  const alexPage = await signIn(alex, phone);
  const words = `Thank you for the walk ${Date.now().toString(36)}`;
  await created(alexPage, "/api/v1/checkins", {
    kind: "partner",
    connectionScore: 2,
    feeling: "appreciated",
    gratitudeNote: words,
  });

  const samPage = await signIn(sam, phone);
  await samPage.goto("/dashboard");
  await hydrated(samPage);
  await samPage.getByRole("button", { name: /^Notifications: / }).click();
  const notice = samPage
    .getByRole("dialog", { name: "Notifications" })
    .getByRole("listitem")
    .filter({ hasText: `${alex.firstName} shared a check-in with you` });
  await notice.getByRole("link", { name: "Open" }).click();
  await expect(samPage).toHaveURL(/\/partner-dashboard\?checkin=[0-9a-f-]+#checkin-/);
  const opened = samPage.locator('[aria-current="true"][id^="checkin-"]');
  await expect(opened).toContainText("Feeling appreciated");
  await expect(opened).toContainText(words);
  await expect(opened).toBeInViewport();
  await expectAccessible(samPage, "/partner-dashboard opened at a check-in");
});
