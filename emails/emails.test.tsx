import { describe, expect, test } from "vitest";
import { appLink } from "@/lib/messaging/links";
import { renderEmail, TEMPLATE_NAMES, type PropsOf, type TemplateName } from "./index";

/** The discreet notice (decision 080) is the one email without the product's name or a link: tested on its own below. */
type Named = Exclude<TemplateName, "discreet-notice">;

const cases: { [K in Named]: { props: PropsOf<K>; link: string; mustSay: string[] } } = {
  "email-verification": {
    props: { displayName: "Sam", verifyUrl: appLink("/verify-email", { token: "tok_verify" }) },
    link: "http://attune.test/verify-email?token=tok_verify",
    mustSay: ["24 hours"],
  },
  "password-reset": {
    props: { displayName: "Sam", resetUrl: appLink("/reset-password", { token: "tok_reset" }) },
    link: "http://attune.test/reset-password?token=tok_reset",
    mustSay: ["1 hour"],
  },
  welcome: {
    props: { displayName: "Sam", dashboardUrl: appLink("/dashboard") },
    link: "http://attune.test/dashboard",
    mustSay: ["Sam"],
  },
  "partner-invitation": {
    props: { inviterName: "Alex", acceptUrl: appLink("/accept-invite", { token: "tok_inv" }), expiresInDays: 7 },
    link: "http://attune.test/accept-invite?token=tok_inv",
    mustSay: ["Alex", "No payment required! Your partner's subscription covers both of you.", "7 days"],
  },
  "partner-invitation-accepted": {
    props: {
      displayName: "Alex",
      partnerName: "Sam Rivers",
      partnerEmail: "sam@example.com",
      settingsUrl: appLink("/settings"),
    },
    link: "http://attune.test/settings",
    mustSay: ["Alex", "Sam Rivers (sam@example.com) accepted", "Nothing is shared yet", "Danger Zone"],
  },
  "data-export-ready": {
    props: {
      displayName: "Sam",
      downloadUrl: appLink("/settings/export", { token: "tok_export" }),
      expiresInHours: 24,
    },
    link: "http://attune.test/settings/export?token=tok_export",
    mustSay: ["24 hours", "JSON"],
  },
  "account-deleted": {
    // No call to action: the only link is the brand's, to the home page.
    props: { displayName: "Sam" },
    link: "http://attune.test",
    mustSay: ["Sam", "cannot be undone", "90 days"],
  },
  "account-exists": {
    props: { displayName: "Sam", signInUrl: appLink("/auth") },
    link: "http://attune.test/auth",
    mustSay: ["Sam", "nothing new was created", "Forgot your password?"],
  },
  reminder: {
    props: {
      displayName: "Sam",
      title: "Anniversary\nis in 7 days",
      message: "Coming up on June 1, 2027.",
      openUrl: appLink("/partner-dashboard"),
      settingsUrl: appLink("/settings"),
    },
    link: "http://attune.test/partner-dashboard",
    mustSay: ["Sam", "Anniversary is in 7 days", "Coming up on June 1, 2027.", "Notification Preferences"],
  },
  "weekly-recap": {
    props: {
      displayName: "Sam Rivers",
      title: "Alex & Sam's\nweek",
      rangeLabel: "Nov 22 – 28",
      highlight: "“Evening walk”, done together on 3 days.",
      lines: ["Alex: 4 days logged, average Good (+1.2)", "2 questions answered by both of you."],
      openUrl: appLink("/recap", { week: "2026-11-22" }),
      settingsUrl: appLink("/settings"),
    },
    link: "http://attune.test/recap?week=2026-11-22",
    mustSay: [
      "Hi Sam,",
      "Alex & Sam's week, Nov 22 – 28",
      "“Evening walk”, done together on 3 days.",
      "Alex: 4 days logged, average Good (+1.2)",
      "2 questions answered by both of you.",
      "weekly recap by email",
    ],
  },
};

test("the discreet notice names nothing: no app, no person, no link", async () => {
  const email = await renderEmail("discreet-notice", {
    subject: "You have a new update",
    preview: "You have a new update.",
    lines: ["Hi,", "You have a new update. Sign in to see it."],
  });
  expect(email.subject).toBe("You have a new update");
  expect(email.text).toContain("You have a new update. Sign in to see it.");
  // The html's doctype names the W3C's address: not a link.
  for (const part of [email.subject, email.text, email.html.replace(/<!DOCTYPE[^>]*>/, "")]) {
    expect(part).not.toMatch(/attune|https?:\/\/|href=/i);
  }
});

describe.each(TEMPLATE_NAMES.filter((name): name is Named => name !== "discreet-notice"))("%s", (name) => {
  const { props, link, mustSay } = cases[name];

  test("has a subject, and HTML and text parts with the link and the product name", async () => {
    const email = await renderEmail(name, props as never);
    expect(email.subject).toContain("Attune");
    expect(email.html).toMatch(/^<!DOCTYPE html/);
    expect(email.html).toContain(`href="${link}"`);
    expect(email.html).toContain("Attune");
    expect(email.text).toContain(link);
    expect(email.text).toContain("Attune");
    expect(email.text).not.toMatch(/<[a-z]/i);
    for (const phrase of mustSay) expect(email.text).toContain(phrase);
  });

  test("uses no remote images or fonts", async () => {
    const { html } = await renderEmail(name, props as never);
    expect(html).not.toMatch(/<img|@font-face|fonts\.googleapis|<link[^>]+stylesheet/i);
  });
});

test("user-supplied names are HTML-escaped", async () => {
  const evil = `<script>alert("x")</script>`;
  const verify = await renderEmail("email-verification", { displayName: evil, verifyUrl: appLink("/verify") });
  expect(verify.html).not.toContain("<script>");
  expect(verify.html).toContain("&lt;script&gt;");
  const invite = await renderEmail("partner-invitation", {
    inviterName: `<img src=x onerror=alert(1)>`,
    acceptUrl: appLink("/accept-invite", { token: "t" }),
    expiresInDays: 7,
  });
  expect(invite.html).not.toContain("<img");
  expect(invite.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
});

test("a name cannot add lines to the subject or body, and a blank name falls back", async () => {
  const invite = await renderEmail("partner-invitation", {
    inviterName: "Alex\r\nBcc: victim@example.com",
    acceptUrl: appLink("/accept-invite"),
    expiresInDays: 1,
  });
  expect(invite.subject).toBe("Alex Bcc: victim@example.com invited you to join them on Attune");
  expect(invite.text).toContain("1 day.");
  const welcome = await renderEmail("welcome", { displayName: "   ", dashboardUrl: appLink("/dashboard") });
  expect(welcome.text).toContain("Welcome to Attune, there!");
});

test("links must point at APP_URL, not at a host taken from a request", async () => {
  await expect(
    renderEmail("password-reset", { displayName: "Sam", resetUrl: "https://evil.example/reset?token=t" }),
  ).rejects.toThrow(/APP_URL/);
  await expect(renderEmail("welcome", { displayName: "Sam", dashboardUrl: "/dashboard" })).rejects.toThrow(/APP_URL/);
});

test("the partner invitation needs a positive whole number of days", async () => {
  await expect(
    renderEmail("partner-invitation", { inviterName: "A", acceptUrl: appLink("/accept-invite"), expiresInDays: 0 }),
  ).rejects.toThrow(/expiresInDays/);
});

test("the accepted-invitation email names who accepted in the subject; their name cannot add lines", async () => {
  const email = await renderEmail("partner-invitation-accepted", {
    displayName: "Alex",
    partnerName: "Sam\r\nBcc: victim@example.com",
    partnerEmail: "sam@example.com",
    settingsUrl: appLink("/settings"),
  });
  expect(email.subject).toBe("Sam Bcc: victim@example.com accepted your Attune invitation");
  const blank = await renderEmail("partner-invitation-accepted", {
    displayName: "Alex",
    partnerName: "  ",
    partnerEmail: "sam@example.com",
    settingsUrl: appLink("/settings"),
  });
  expect(blank.subject).toBe("Your Partner accepted your Attune invitation");
  expect(blank.text).toContain("(sam@example.com)");
});

test("the greeting uses the recipient's first name; the people it identifies keep their full names", async () => {
  const reset = await renderEmail("password-reset", {
    displayName: "Sam Rivera",
    resetUrl: appLink("/reset-password"),
  });
  expect(reset.text).toContain("Hi Sam,");
  expect(reset.text).not.toContain("Rivera");
  const accepted = await renderEmail("partner-invitation-accepted", {
    displayName: "Alex Morgan",
    partnerName: "Sam Rivera",
    partnerEmail: "sam@example.com",
    settingsUrl: appLink("/settings"),
  });
  expect(accepted.text).toContain("Hi Alex,");
  expect(accepted.text).toContain("Sam Rivera (sam@example.com) accepted your partner invitation.");
});

test("the weekly recap: its title on one line in the subject, and no highlight line when the week has none", async () => {
  const props = {
    displayName: "Sam",
    title: "Alex & Sam's\r\nweek",
    rangeLabel: "Nov 22 – 28",
    highlight: null,
    lines: ["Not much to recap this week: no moods, rituals, answered questions or goal steps were logged."],
    openUrl: appLink("/recap"),
    settingsUrl: appLink("/settings"),
  };
  const email = await renderEmail("weekly-recap", props);
  expect(email.subject).toBe("Attune: Alex & Sam's week, Nov 22 – 28");
  expect(email.text).not.toContain("Highlight");
  expect(email.text).toContain(props.lines[0]);
});
