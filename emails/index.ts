import { render } from "@react-email/render";
import { createElement, type ReactElement } from "react";
import { firstName, partnerNameOr } from "@/lib/domain/names";
import { env } from "@/lib/env";
import { AccountDeleted, accountDeletedSubject, type AccountDeletedProps } from "./account-deleted";
import { AccountExists, accountExistsSubject, type AccountExistsProps } from "./account-exists";
import { DiscreetNotice, discreetNoticeSubject, type DiscreetNoticeProps } from "./discreet-notice";
import { DataExportReady, dataExportReadySubject, type DataExportReadyProps } from "./data-export-ready";
import { EmailVerification, emailVerificationSubject, type EmailVerificationProps } from "./email-verification";
import { PartnerInvitation, partnerInvitationSubject, type PartnerInvitationProps } from "./partner-invitation";
import {
  PartnerInvitationAccepted,
  partnerInvitationAcceptedSubject,
  type PartnerInvitationAcceptedProps,
} from "./partner-invitation-accepted";
import { Reminder, reminderSubject, type ReminderProps } from "./reminder";
import { PasswordReset, passwordResetSubject, type PasswordResetProps } from "./password-reset";
import { WeeklyRecap, weeklyRecapSubject, type WeeklyRecapProps } from "./weekly-recap";
import { Welcome, welcomeSubject, type WelcomeProps } from "./welcome";

export { PRODUCT_NAME } from "./layout";

/** Template names double as the outbox `template` column, so the dev mailbox can filter by them. */
export interface TemplateProps {
  "email-verification": EmailVerificationProps;
  "password-reset": PasswordResetProps;
  welcome: WelcomeProps;
  "partner-invitation": PartnerInvitationProps;
  "partner-invitation-accepted": PartnerInvitationAcceptedProps;
  "data-export-ready": DataExportReadyProps;
  "account-deleted": AccountDeletedProps;
  "account-exists": AccountExistsProps;
  reminder: ReminderProps;
  "weekly-recap": WeeklyRecapProps;
  "discreet-notice": DiscreetNoticeProps;
}
export type TemplateName = keyof TemplateProps;
export type PropsOf<T extends TemplateName> = TemplateProps[T];

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

interface Definition<P> {
  subject: (props: P) => string;
  element: (props: P) => ReactElement;
  /** Props that are links; each must point at APP_URL (build them with appLink from lib/messaging/links). */
  links: (keyof P)[];
}

const templates: { [K in TemplateName]: Definition<TemplateProps[K]> } = {
  "email-verification": {
    subject: emailVerificationSubject,
    element: (p) => createElement(EmailVerification, p),
    links: ["verifyUrl"],
  },
  "password-reset": {
    subject: passwordResetSubject,
    element: (p) => createElement(PasswordReset, p),
    links: ["resetUrl"],
  },
  welcome: { subject: welcomeSubject, element: (p) => createElement(Welcome, p), links: ["dashboardUrl"] },
  "partner-invitation": {
    subject: partnerInvitationSubject,
    element: (p) => createElement(PartnerInvitation, p),
    links: ["acceptUrl"],
  },
  "partner-invitation-accepted": {
    subject: partnerInvitationAcceptedSubject,
    element: (p) => createElement(PartnerInvitationAccepted, p),
    links: ["settingsUrl"],
  },
  "data-export-ready": {
    subject: dataExportReadySubject,
    element: (p) => createElement(DataExportReady, p),
    links: ["downloadUrl"],
  },
  "account-deleted": { subject: accountDeletedSubject, element: (p) => createElement(AccountDeleted, p), links: [] },
  "account-exists": {
    subject: accountExistsSubject,
    element: (p) => createElement(AccountExists, p),
    links: ["signInUrl"],
  },
  reminder: {
    subject: reminderSubject,
    element: (p) => createElement(Reminder, p),
    links: ["openUrl", "settingsUrl"],
  },
  "weekly-recap": {
    subject: weeklyRecapSubject,
    element: (p) => createElement(WeeklyRecap, p),
    links: ["openUrl", "settingsUrl"],
  },
  "discreet-notice": {
    subject: discreetNoticeSubject,
    element: (p) => createElement(DiscreetNotice, p),
    links: [],
  },
};

export const TEMPLATE_NAMES = Object.keys(templates) as TemplateName[];

function assertAppLink(name: string, value: unknown): void {
  const origin = new URL(env().APP_URL).origin;
  let parsed: URL | undefined;
  try {
    parsed = new URL(String(value));
  } catch {
    parsed = undefined;
  }
  // A link to another origin would turn a one-time token into a phishing vector (host-header poisoning).
  if (!parsed || parsed.origin !== origin) throw new Error(`Email link ${name} must start with APP_URL (${origin})`);
}

/**
 * Names are user-supplied: React escapes them in HTML, and here they are also flattened to one line so that a
 * newline cannot forge extra lines in the subject or the plain-text body, and capped like the profile field.
 */
function flatName(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}\s]+/gu, " ")
    .trim()
    .slice(0, 100)
    .trim();
}

function normalise<T extends TemplateName>(name: T, props: PropsOf<T>): PropsOf<T> {
  const copy: Record<string, unknown> = { ...props };
  // The greeting ("Hi Sam,") uses the recipient's first name (issue #32); the names that identify someone else — the
  // inviter, the partner who accepted — stay whole, as the recipient must recognise who it is.
  if (typeof copy.displayName === "string") copy.displayName = firstName(flatName(copy.displayName)) ?? "there";
  if (typeof copy.inviterName === "string") copy.inviterName = partnerNameOr(flatName(copy.inviterName));
  // A reminder's title may carry a special date's name, which the person typed.
  if (typeof copy.title === "string") copy.title = flatName(copy.title);
  if (typeof copy.partnerName === "string") copy.partnerName = partnerNameOr(flatName(copy.partnerName));
  if ("expiresInDays" in copy && !(Number.isInteger(copy.expiresInDays) && (copy.expiresInDays as number) > 0)) {
    throw new Error(`Email ${name}: expiresInDays must be a positive whole number`);
  }
  return copy as unknown as PropsOf<T>;
}

// html-to-text shouts headings by default and would print the brand link's address in the first line.
const htmlToTextOptions = {
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    { selector: "a[data-brand=true]", format: "inline" },
  ],
};

export async function renderEmail<T extends TemplateName>(name: T, props: PropsOf<T>): Promise<RenderedEmail> {
  const template = templates[name] as unknown as Definition<PropsOf<T>>;
  if (!template) throw new Error(`Unknown email template: ${String(name)}`);
  for (const key of template.links) assertAppLink(String(key), props[key]);
  const clean = normalise(name, props);
  const element = template.element(clean);
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true, htmlToTextOptions })]);
  return { subject: template.subject(clean), html, text };
}
