import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { z } from "zod";
import * as account from "./account";
import * as accountValues from "./account-values";
import * as auth from "./auth";
import * as checkUp from "./check-up";
import * as credentials from "./credentials";
import * as clientError from "./client-error";
import * as coach from "./coach";
import * as counsellorReport from "./counsellor-report";
import * as demo from "./demo";
import * as devMailbox from "./dev-mailbox";
import * as devTools from "./dev-tools";
import * as entries from "./entries";
import * as goals from "./goals";
import * as health from "./health";
import * as imports from "./imports";
import * as insights from "./insights";
import * as inviteToken from "./invite-token";
import * as inviteTokenValues from "./invite-token-values";
import * as nextPath from "./next-path";
import * as notifications from "./notifications";
import * as partner from "./partner";
import * as partnerValues from "./partner-values";
import * as partnerReactions from "./partner-reactions";
import * as phone from "./phone";
import * as phoneValues from "./phone-values";
import * as push from "./push";
import * as pushValues from "./push-values";
import * as questions from "./questions";
import * as quickMood from "./quick-mood";
import * as recommendations from "./recommendations";
import * as ritualsValidation from "./rituals";
import * as serviceWorker from "./service-worker";
import * as safetyValidation from "./safety";
import * as settings from "./settings";
import * as settingsValues from "./settings-values";
import * as signOutValues from "./sign-out-values";
import * as specialDates from "./special-dates";
import * as text from "./text";
import { getAt, segments, setAt, stringPaths, stringsIn } from "./testing/schema-paths";
import * as timezone from "./timezone";
import * as twilio from "./twilio";
import * as vitals from "./vitals";
import { EMOTION_EXAMPLE as EMOTION } from "./testing/examples";

/**
 * The standing test of security issue #11: every string field of every schema in lib/validation, with a control
 * character or a lone surrogate put into an otherwise valid input, is refused with a field error on that field
 * ("reject"), comes out without it ("strip" / "drop"), or — only for values stored encrypted or only hashed — comes
 * out unchanged ("any"). The table below declares each field's policy; the tests around it make sure every exported
 * schema and every string field it has is in the table, so a new field is one row and cannot be forgotten.
 */

type Field =
  | { policy: "reject"; multiline?: boolean }
  | { policy: "strip"; multiline?: boolean; why: string }
  /**
   * `encrypted`: "table.column" of an encryptedText column; `hashed`: a password, never stored as text; `parsed`: a
   * whole file read by a parser that reports each row's control characters with its line (imports, decision 076).
   */
  | { policy: "any"; encrypted?: string; hashed?: true; parsed?: true }
  | { policy: "drop"; why: string };

interface Case {
  schema: z.ZodType;
  /** Valid as it stands, with a non-empty value at every string field. */
  valid: unknown;
  /** Dotted paths from the input's root ("" is the root itself); "*" is any array index (0 in `valid`). */
  fields: Record<string, Field>;
}

const reject: Field = { policy: "reject" };
const encrypted = (column: string): Field => ({ policy: "any", encrypted: column });

const TOKEN = "Ab-_0123456789abcdefghijklmnopqrstuvwxyzABC";
const UUID = "5b1f6c1e-8a43-4a55-9a3e-0d8f2f6f9c11";
const MOBILE = "+44 7400 123456";
const SPECIAL_DATE = {
  dateType: "birthday",
  title: "Sam's Birthday",
  dateValue: "1990-08-15",
  recurringAnnually: true,
  reminderDaysBefore: 7,
  notes: "Loves lilies",
  sharedWithPartner: true,
};
const INVITATION = { method: "both", partnerEmail: "sam@example.com", partnerPhone: "+14155552671", ownPhone: MOBILE };

const modules = {
  account,
  "account-values": accountValues,
  auth,
  "check-up": checkUp,
  credentials,
  "client-error": clientError,
  coach,
  "counsellor-report": counsellorReport,
  demo,
  "dev-mailbox": devMailbox,
  "dev-tools": devTools,
  entries,
  goals,
  health,
  imports,
  insights,
  "invite-token": inviteToken,
  // The token's rule without zod (for the screens in the browser): no schema to list.
  "invite-token-values": inviteTokenValues,
  "next-path": nextPath,
  notifications,
  partner,
  "partner-reactions": partnerReactions,
  // Constants only, for the Settings forms in the browser without zod (decision 066): no schema to list.
  "partner-values": partnerValues,
  phone,
  "phone-values": phoneValues,
  push,
  "push-values": pushValues,
  questions,
  "quick-mood": quickMood,
  recommendations,
  rituals: ritualsValidation,
  safety: safetyValidation,
  "service-worker": serviceWorker,
  settings,
  // Constants only (the keys, defaults and copy the client reads without zod): no schema to list.
  "settings-values": settingsValues,
  // The Sign Out form's field name only.
  "sign-out-values": signOutValues,
  "special-dates": specialDates,
  text,
  timezone,
  twilio,
  vitals,
};

/** Keyed "module.export"; extra instances of schema factories are keyed by the call. */
const cases: Record<string, Case> = {
  "account.deleteAccountSchema": {
    schema: account.deleteAccountSchema,
    valid: { confirmation: "DELETE MY ACCOUNT" },
    // Tab and line breaks only ever matter as surrounding whitespace of the phrase, which is forgiven.
    fields: { confirmation: { policy: "reject", multiline: true } },
  },
  "credentials.emailSchema": { schema: credentials.emailSchema, valid: "ann@example.com", fields: { "": reject } },
  "credentials.nameSchema": { schema: credentials.nameSchema, valid: "Ann Lee", fields: { "": reject } },
  "auth.optionalPhoneSchema": { schema: auth.optionalPhoneSchema, valid: MOBILE, fields: { "": reject } },
  "credentials.planSchema": { schema: credentials.planSchema, valid: "attune_monthly", fields: {} },
  "safety.quietPauseSchema": { schema: safetyValidation.quietPauseSchema, valid: { paused: true }, fields: {} },
  "credentials.ageConfirmed": { schema: credentials.ageConfirmed, valid: true, fields: {} },
  "credentials.checkoutSchema": { schema: credentials.checkoutSchema, valid: { plan: "attune_annual" }, fields: {} },
  "credentials.newPasswordSchema": {
    schema: credentials.newPasswordSchema,
    valid: "correct horse battery",
    fields: { "": reject },
  },
  "credentials.signInSchema": {
    schema: credentials.signInSchema,
    valid: { email: "ann@example.com", password: "correct horse battery" },
    fields: { email: reject, password: { policy: "any", hashed: true } },
  },
  "auth.signUpSchema": {
    schema: auth.signUpSchema,
    valid: {
      fullName: "Ann Lee",
      email: "ann@example.com",
      password: "correct horse battery",
      phoneNumber: MOBILE,
      ageConfirmed: true,
    },
    fields: { fullName: reject, email: reject, password: reject, phoneNumber: reject },
  },
  "credentials.partnerSignUpSchema": {
    schema: credentials.partnerSignUpSchema,
    valid: { fullName: "Sam Lee", email: "sam@example.com", password: "correct horse battery", ageConfirmed: true },
    fields: { fullName: reject, email: reject, password: reject },
  },
  "credentials.passwordResetRequestSchema": {
    schema: credentials.passwordResetRequestSchema,
    valid: { email: "ann@example.com" },
    fields: { email: reject },
  },
  "credentials.tokenSchema": { schema: credentials.tokenSchema, valid: TOKEN, fields: { "": reject } },
  "credentials.passwordResetSchema": {
    schema: credentials.passwordResetSchema,
    valid: { token: TOKEN, password: "correct horse battery", confirmPassword: "correct horse battery" },
    fields: { token: reject, password: reject, confirmPassword: reject },
  },
  "credentials.verifyEmailSchema": {
    schema: credentials.verifyEmailSchema,
    valid: { token: TOKEN },
    fields: { token: reject },
  },
  "client-error.clientErrorReportSchema": {
    schema: clientError.clientErrorReportSchema,
    valid: {
      errorId: "abc123",
      message: "Boom\nagain",
      name: "TypeError",
      stack: "TypeError: boom\n\tat render",
      digest: "1234",
      path: "/dashboard",
      kind: "render",
    },
    fields: {
      errorId: reject,
      path: reject,
      message: { policy: "strip", multiline: true, why: "diagnostic: better without the character than lost" },
      stack: { policy: "strip", multiline: true, why: "diagnostic: better without the character than lost" },
      name: { policy: "strip", why: "diagnostic: better without the character than lost" },
      digest: { policy: "strip", why: "diagnostic: better without the character than lost" },
    },
  },
  "dev-mailbox.mailboxRecipientFilterSchema": {
    schema: devMailbox.mailboxRecipientFilterSchema,
    valid: "ann@example.com",
    fields: { "": reject },
  },
  // Developer tests (spec 3 §5): a number and one SMS segment, an address; what the form sends and the action parses.
  "dev-tools.testSmsSchema": {
    schema: devTools.testSmsSchema,
    valid: { phone: MOBILE, messageType: "custom", customMessage: "Hello from Attune" },
    fields: { phone: reject, customMessage: { policy: "reject", multiline: true } },
  },
  "dev-tools.testEmailsSchema": {
    schema: devTools.testEmailsSchema,
    valid: { to: "ann@example.com", templates: ["welcome", "password-reset"] },
    fields: { to: reject },
  },
  "entries.moodKeywordsSchema": {
    schema: entries.moodKeywordsSchema,
    valid: ["calm", "happy"],
    fields: { "*": reject },
  },
  "entries.emotionSelectionSchema": {
    schema: entries.emotionSelectionSchema,
    valid: EMOTION,
    fields: { emotionId: reject },
  },
  "entries.moodLogSchema": {
    schema: entries.moodLogSchema,
    valid: {
      moodValue: 1,
      keywords: ["calm"],
      emotionMetadata: [EMOTION],
      contextNotes: "Slept well",
      loggedAt: "2026-01-01T10:00:00Z",
    },
    fields: {
      "keywords.*": reject,
      "emotionMetadata.*.emotionId": reject,
      contextNotes: encrypted("moods.context_notes"),
      loggedAt: reject,
    },
  },
  "entries.moodReflectionSchema": {
    schema: entries.moodReflectionSchema,
    valid: { moodId: UUID, reflection: "A walk helped" },
    fields: { moodId: reject, reflection: encrypted("moods.reflection") },
  },
  "entries.partnerCheckinSchema": {
    schema: entries.partnerCheckinSchema,
    valid: { connectionScore: 2, feeling: "loved", gratitudeNote: "Thank you" },
    fields: { gratitudeNote: encrypted("partner_checkins.partner_gratitude_note") },
  },
  "entries.personalCheckinSchema": {
    schema: entries.personalCheckinSchema,
    valid: { moodScore: 1, emotion: "happy", gratitudeNote: "Sunshine" },
    fields: { gratitudeNote: encrypted("emotional_checkins.gratitude_note") },
  },
  "entries.checkinRequestSchema": {
    schema: entries.checkinRequestSchema,
    valid: { kind: "personal", moodScore: 1, emotion: "happy", gratitudeNote: "Sunshine" },
    fields: { gratitudeNote: encrypted("emotional_checkins.gratitude_note") },
  },
  // A chat message is better without a stray control character than refused; the page is a path, the id a UUID.
  "coach.coachingStepSchema": {
    schema: coach.coachingStepSchema,
    valid: { programId: "soft-start-up", stepId: "learn", done: true },
    fields: { programId: reject, stepId: reject },
  },
  "coach.restartProgramSchema": {
    schema: coach.restartProgramSchema,
    valid: { programId: "soft-start-up" },
    fields: { programId: reject },
  },
  "coach.coachMessageSchema": {
    schema: coach.coachMessageSchema,
    valid: {
      message: "How can we talk better?",
      conversationHistory: [{ role: "user", content: "Hi" }],
      currentPage: "/dashboard",
      conversationId: "00000000-0000-4000-8000-000000000001",
    },
    fields: {
      message: { policy: "strip", multiline: true, why: "a chat message: better without the character than lost" },
      "conversationHistory.*.content": {
        policy: "strip",
        multiline: true,
        why: "the conversation as the panel shows it: better without the character than lost",
      },
      currentPage: reject,
      conversationId: reject,
    },
  },
  // A number of weeks (digits only) or two calendar dates, and a ticked box: nothing free-form reaches the report.
  "counsellor-report.counsellorReportQuerySchema": {
    schema: counsellorReport.counsellorReportQuerySchema,
    valid: { weeks: "dates", from: "2026-01-01", to: "2026-03-01", notes: "1" },
    fields: { weeks: reject, from: reject, to: reject },
  },
  // A number of weeks: nothing free-form reaches the demo.
  "demo.generateDemoDataSchema": { schema: demo.generateDemoDataSchema, valid: { weeks: 8 }, fields: {} },
  "entries.heldCheckinSchema": {
    schema: entries.heldCheckinSchema,
    valid: { checkinId: UUID },
    fields: { checkinId: reject },
  },
  "entries.idempotencyKeySchema": { schema: entries.idempotencyKeySchema, valid: "form-1234", fields: { "": reject } },
  "invite-token.inviteTokenSchema": {
    schema: inviteToken.inviteTokenSchema,
    valid: "abc.DEF_1~2",
    fields: { "": reject },
  },
  // The question for two (issue #37): a date and a bank id are refused with a control character; answers and replies
  // are kept encrypted.
  // The check-up's answers are item ids (record keys, checked against the instrument) and numbers: no string values.
  "check-up.takeCheckUpSchema": {
    schema: checkUp.takeCheckUpSchema,
    valid: { csi4: { happiness: 3, warm: 3, rewarding: 3, satisfied: 3 }, phq4: null },
    fields: {},
  },
  "questions.questionDaySchema": { schema: questions.questionDaySchema, valid: "2026-11-29", fields: { "": reject } },
  "questions.answerQuestionSchema": {
    schema: questions.answerQuestionSchema,
    valid: { day: "2026-11-29", questionId: "light-001", answer: "The sea" },
    fields: { day: reject, questionId: reject, answer: encrypted("question_days.answer") },
  },
  "questions.skipQuestionSchema": {
    schema: questions.skipQuestionSchema,
    valid: { day: "2026-11-29", questionId: "light-001" },
    fields: { day: reject, questionId: reject },
  },
  "questions.reactToAnswerSchema": {
    schema: questions.reactToAnswerSchema,
    valid: { kind: "reply", day: "2026-11-29", reply: "Me too" },
    fields: { day: reject, reply: encrypted("question_days.reply") },
  },
  "questions.favouriteQuestionSchema": {
    schema: questions.favouriteQuestionSchema,
    valid: { day: "2026-11-29", favourite: true },
    fields: { day: reject },
  },
  "questions.followUpQuestionSchema": {
    schema: questions.followUpQuestionSchema,
    valid: { day: "2026-11-29" },
    fields: { day: reject },
  },
  "partner-reactions.partnerReactionSchema": {
    schema: partnerReactions.partnerReactionSchema,
    valid: { kind: "hug", note: "See you at 7" },
    fields: { note: encrypted("partner_reactions.note") },
  },
  "partner.sendInvitationSchema": {
    schema: partner.sendInvitationSchema,
    valid: INVITATION,
    fields: { partnerEmail: reject, partnerPhone: reject, ownPhone: reject },
  },
  'partner.invitationSchema({ wording: "form", requireOwnPhone: true })': {
    schema: partner.invitationSchema({ wording: "form", requireOwnPhone: true }),
    valid: INVITATION,
    fields: { partnerEmail: reject, partnerPhone: reject, ownPhone: reject },
  },
  "partner.inviteTokenInputSchema": {
    schema: partner.inviteTokenInputSchema,
    valid: { token: "abc.DEF_1~2" },
    fields: { token: reject },
  },
  "partner.noInputSchema": {
    schema: partner.noInputSchema,
    valid: "anything",
    fields: { "": { policy: "drop", why: "nothing in the payload is read" } },
  },
  "partner.disconnectConfirmationSchema": {
    schema: partner.disconnectConfirmationSchema,
    valid: { confirmation: "DISCONNECT" },
    fields: { confirmation: reject },
  },
  "phone.mobilePhoneSchema": { schema: phone.mobilePhoneSchema, valid: MOBILE, fields: { "": reject } },
  "settings.accountUpdateSchema": {
    schema: settings.accountUpdateSchema,
    valid: { displayName: "Ann Lee", phone: MOBILE },
    fields: { displayName: reject, phone: reject },
  },
  "settings.userSettingsUpdateSchema": {
    schema: settings.userSettingsUpdateSchema,
    valid: { moodReflection: false },
    fields: {},
  },
  "settings.sharingUpdateSchema": { schema: settings.sharingUpdateSchema, valid: { shareGoals: true }, fields: {} },
  "settings.notificationPreferencesUpdateSchema": {
    schema: settings.notificationPreferencesUpdateSchema,
    valid: { moodReminders: true, dailyReminderTime: "21:00", quietHoursStart: "22:00", quietHoursEnd: "08:00" },
    fields: { quietHoursStart: reject, quietHoursEnd: reject },
  },
  "settings.dataExportRequestSchema": { schema: settings.dataExportRequestSchema, valid: {}, fields: {} },
  "settings.exportTokenSchema": { schema: settings.exportTokenSchema, valid: TOKEN, fields: { "": reject } },
  "health.updateHealthScoresSchema": { schema: health.updateHealthScoresSchema, valid: { timeframe: 7 }, fields: {} },
  // The file is taken whole: lib/domain/import finds each row's control characters and skips that row with its line
  // (decision 076), so one damaged note costs one row, not the file. A mood's name is refused like any name.
  "imports.importRequestSchema": {
    schema: imports.importRequestSchema,
    valid: {
      source: "daylio",
      content: "full_date,mood\n2026-11-01,good",
      moodMapping: [{ mood: "sleepy", value: -1 }],
    },
    fields: { content: { policy: "any", parsed: true }, "moodMapping.*.mood": reject },
  },
  "imports.shareImportSchema": {
    schema: imports.shareImportSchema,
    valid: { importId: UUID },
    fields: { importId: reject },
  },
  "insights.dismissCorrelationSchema": {
    schema: insights.dismissCorrelationSchema,
    valid: { id: "tired>distant" },
    fields: { id: reject },
  },
  "quick-mood.quickMoodSchema": {
    schema: quickMood.quickMoodSchema,
    valid: { mood: "1", key: UUID },
    fields: { key: reject },
  },
  "recommendations.completeRecommendationSchema": {
    schema: recommendations.completeRecommendationSchema,
    valid: { id: "rec-no_rituals" },
    fields: { id: reject },
  },
  "recommendations.previousFormStateSchema": {
    schema: recommendations.previousFormStateSchema,
    valid: "anything",
    fields: { "": { policy: "drop", why: "the previous form state is never read" } },
  },
  "goals.createGoalSchema": {
    schema: goals.createGoalSchema,
    valid: { title: "Walk on Sundays", description: "Together", targetDate: "2027-03-01", visibility: "shared" },
    fields: { title: reject, description: encrypted("shared_goals.description"), targetDate: reject },
  },
  "goals.goalIdSchema": {
    schema: goals.goalIdSchema,
    valid: { goalId: UUID },
    fields: { goalId: reject },
  },
  "goals.goalProgressSchema": {
    schema: goals.goalProgressSchema,
    valid: { goalId: UUID, delta: 10 },
    fields: { goalId: reject },
  },
  "notifications.notificationUpdateSchema": {
    schema: notifications.notificationUpdateSchema,
    valid: { action: "read", id: UUID },
    fields: { id: reject },
  },
  "push.pushSubscriptionSchema": {
    schema: push.pushSubscriptionSchema,
    valid: {
      endpoint: "https://fcm.googleapis.com/fcm/send/abc",
      keys: { p256dh: "B".repeat(87), auth: "A".repeat(22) },
    },
    fields: { endpoint: reject, "keys.p256dh": reject, "keys.auth": reject },
  },
  "push.pushEndpointSchema": {
    schema: push.pushEndpointSchema,
    valid: { endpoint: "https://fcm.googleapis.com/fcm/send/abc" },
    fields: { endpoint: reject },
  },
  "rituals.ritualIdSchema": {
    schema: ritualsValidation.ritualIdSchema,
    valid: { ritualId: UUID },
    fields: { ritualId: reject },
  },
  "rituals.ritualArchiveSchema": {
    schema: ritualsValidation.ritualArchiveSchema,
    valid: { ritualId: UUID, archived: true },
    fields: { ritualId: reject },
  },
  "rituals.ritualReflectionSchema": {
    schema: ritualsValidation.ritualReflectionSchema,
    valid: { ritualId: UUID, liked: true, responseText: "A quiet walk" },
    fields: { ritualId: reject, responseText: encrypted("ritual_reflections.response_text") },
  },
  "rituals.ritualFeedbackSchema": {
    schema: ritualsValidation.ritualFeedbackSchema,
    valid: { ritualId: UUID, liked: false },
    fields: { ritualId: reject },
  },
  "special-dates.specialDateIdSchema": {
    schema: specialDates.specialDateIdSchema,
    valid: { id: UUID },
    fields: { id: reject },
  },
  "special-dates.addSpecialDateSchema": {
    schema: specialDates.addSpecialDateSchema,
    valid: SPECIAL_DATE,
    fields: { title: reject, dateValue: reject, notes: encrypted("partner_special_dates.notes") },
  },
  "special-dates.updateSpecialDateSchema": {
    schema: specialDates.updateSpecialDateSchema,
    valid: { id: UUID, ...SPECIAL_DATE, dateType: undefined },
    fields: { id: reject, title: reject, dateValue: reject, notes: encrypted("partner_special_dates.notes") },
  },
  // Signed by Twilio before it is parsed, but still refused rather than stored oddly: ids, never free text.
  "twilio.twilioStatusCallbackSchema": {
    schema: twilio.twilioStatusCallbackSchema,
    valid: { MessageSid: `SM${"0123456789abcdef".repeat(2)}`, MessageStatus: "delivered" },
    fields: { MessageSid: reject },
  },
  "twilio.twilioCallbackQuerySchema": {
    schema: twilio.twilioCallbackQuerySchema,
    valid: { link: UUID },
    fields: { link: reject },
  },
  "vitals.webVitalSchema": {
    schema: vitals.webVitalSchema,
    valid: { name: "LCP", value: 1234.5, route: "/dashboard" },
    fields: { route: reject },
  },
  "timezone.timezoneSchema": {
    schema: timezone.timezoneSchema,
    valid: "Europe/Paris",
    fields: { "": { policy: "drop", why: "a hint from the browser: sign-up carries on with UTC" } },
  },
};

const isRefused = (code: number, multiline: boolean) =>
  !(multiline && (code === 0x09 || code === 0x0a || code === 0x0d)) &&
  (code <= 0x1f || (code >= 0x7f && code <= 0x9f) || (code >= 0xd800 && code <= 0xdfff));

const refusedChar = (multiline: boolean) =>
  fc
    .oneof(
      fc.integer({ min: 0x00, max: 0x1f }),
      fc.integer({ min: 0x7f, max: 0x9f }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
    )
    .filter((code) => isRefused(code, multiline))
    .map((code) => String.fromCharCode(code));

const wellFormed = (value: string) => value.replace(/\p{Cs}/gu, "\ufffd");

const rows = Object.entries(cases).flatMap(([name, c]) =>
  Object.entries(c.fields).map(([field, policy]) => ({ name, field, policy, case: c })),
);

describe("the table", () => {
  test("lists every schema module of lib/validation", () => {
    const dir = fileURLToPath(new URL(".", import.meta.url));
    const files = readdirSync(dir)
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => file.replace(/\.ts$/, ""));
    expect(Object.keys(modules).sort()).toEqual(files.sort());
  });

  test("lists every exported schema, and nothing that is not one", () => {
    const exported = Object.entries(modules).flatMap(([module, exports]) =>
      Object.entries(exports)
        .filter(([, value]) => value instanceof z.ZodType)
        .map(([name]) => `${module}.${name}`),
    );
    const listed = Object.keys(cases).filter((key) => !key.includes("("));
    expect(listed.sort()).toEqual(exported.sort());
  });

  test.each(Object.entries(cases))("%s: lists exactly its string fields", (_name, c) => {
    expect(Object.keys(c.fields).sort()).toEqual([...stringPaths(c.schema)].sort());
  });

  test.each(Object.entries(cases))("%s: the valid example is valid", (_name, c) => {
    const result = c.schema.safeParse(c.valid);
    expect(result.error?.issues ?? []).toEqual([]);
    for (const field of Object.keys(c.fields)) {
      const value = getAt(c.valid, field);
      expect(typeof value === "string" && value.length > 1, `${field} has a value to splice into`).toBe(true);
    }
  });

  test("any text is kept only in encrypted columns and in passwords", () => {
    const schemaDir = fileURLToPath(new URL("../../db/schema/", import.meta.url));
    const schemaSource = readdirSync(schemaDir)
      .map((file) => readFileSync(path.join(schemaDir, file), "utf8"))
      .join("\n");
    for (const row of rows.filter((r) => r.policy.policy === "any")) {
      const policy = row.policy as Extract<Field, { policy: "any" }>;
      if (policy.hashed) expect(row.field).toMatch(/(^|\.)password$/);
      else if (policy.parsed) expect(`${row.name} ${row.field}`).toBe("imports.importRequestSchema content");
      else {
        const [table, column] = policy.encrypted!.split(".");
        expect(schemaSource).toContain(`encryptedText("${table}", "${column}")`);
      }
    }
  });
});

describe.each(rows)("$name → $field", ({ field, policy, case: c }) => {
  const multiline = "multiline" in policy && policy.multiline === true;
  const original = getAt(c.valid, field) as string;
  const validOutput = c.schema.parse(c.valid);

  test(`${policy.policy}: a control character or a lone surrogate spliced in`, () => {
    fc.assert(
      fc.property(refusedChar(policy.policy === "any" ? false : multiline), fc.nat(), (char, at) => {
        const points = [...original];
        const index = at % (points.length + 1);
        const spliced = [...points.slice(0, index), char, ...points.slice(index)].join("");
        // Whitespace controls at either end are trimmed like spaces by trimmed fields: that is forgiven, not tested.
        fc.pre(!((index === 0 || index === points.length) && /^\s$/.test(char)));
        const result = c.schema.safeParse(setAt(c.valid, field, spliced));

        switch (policy.policy) {
          case "reject": {
            expect(result.success).toBe(false);
            const issues = result.error!.issues.filter((issue) => issue.path.join(".") === segments(field).join("."));
            expect(issues.length, `a field error on "${field}"`).toBeGreaterThan(0);
            // A message written for people, not zod's "Invalid input…"/"Too big…".
            for (const issue of issues) expect(issue.message).not.toMatch(/^(Invalid|Too (big|small))/);
            break;
          }
          case "strip":
            expect(result.data).toEqual(validOutput);
            break;
          case "drop":
            expect(result.success).toBe(true);
            expect(stringsIn(result.data).some((value) => value.includes(char))).toBe(false);
            break;
          case "any":
            expect(result.success).toBe(true);
            expect(getAt(result.data, field)).toBe(wellFormed(spliced));
            break;
        }
      }),
      {
        examples: [
          ["\u0000", 1],
          ["\ud800", 1],
          ["\udfff", 1],
          ["\u0085", 1],
          ["\u001b", 0],
        ],
      },
    );
  });
});
