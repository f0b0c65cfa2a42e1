import { createHash } from "node:crypto";
import type { z } from "zod";
import type { PARTNER_CHECKIN_FEELINGS, PERSONAL_CHECKIN_EMOTIONS } from "../feelings";
import {
  completionRow,
  goalRow,
  moodRow,
  partnerCheckinRow,
  personalCheckinRow,
  ritualRow,
  type emotionSelection,
} from "./attune-rows";
import { ATTUNE_SECTION_TEXT, type AttuneKind, type AttuneSkipReason, type ImportRowError } from "./view";

/**
 * Attune's own JSON export (lib/services/data-export, spec 3 §2) read back into a new account (issue #40, decision
 * 082). The export holds everything the person owns; what an import recreates is what is theirs alone and written by
 * them: moods (notes, tags, feelings, reflections), personal and partner check-ins, goals of their own and rituals
 * of their own with their completions. Everything else is listed, by section, with the reason it is left out:
 * - what belongs to a partnership or to the partner (a goal with a partner, a shared ritual, a copy the partner made,
 *   reactions, the question for two, partner links, special dates about the partner);
 * - what Attune works out from the entries (scores, insights, recaps, achievements, tag summaries), recalculated;
 * - the account's own settings, which the new account already has;
 * - what an import does not carry yet (biometrics, ritual reflections and votes, the coach, notifications).
 * Rows are checked against the rules the forms enforce; a row that breaks one is skipped and named by its section
 * and position, never the reason the others are lost.
 */

const ATTUNE_EXPORT_FORMAT = "attune-export";
const ATTUNE_EXPORT_VERSION = 1;

export interface AttuneMood {
  key: string;
  at: Date;
  value: number;
  keywords: string[];
  emotionMetadata: z.output<typeof emotionSelection>[];
  notes: string | null;
  reflectionPrompt: string | null;
  reflection: string | null;
  createdAt: Date;
}
export interface AttunePersonalCheckin {
  key: string;
  moodScore: number;
  emotionalState: (typeof PERSONAL_CHECKIN_EMOTIONS)[number];
  gratitudeNote: string | null;
  createdAt: Date;
}
export interface AttunePartnerCheckin {
  key: string;
  score: number;
  feeling: (typeof PARTNER_CHECKIN_FEELINGS)[number];
  gratitudeNote: string | null;
  at: Date;
  createdAt: Date;
}
export interface AttuneGoal {
  key: string;
  title: string;
  description: string | null;
  targetDate: string | null;
  visibility: "shared" | "private";
  progress: number;
  completedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}
export interface AttuneRitual {
  key: string;
  title: string;
  description: string;
  type: "self-care" | "intimacy" | "repair" | "connection" | "other";
  streakCount: number;
  lastCompletedAt: Date | null;
  /** The exporting person completed it first (the stored id was theirs): the importer becomes that person. */
  completedBySelf: boolean;
  originalCompletionTime: Date | null;
  moodBased: boolean;
  generatedByAi: boolean;
  generatedAt: Date | null;
  createdAt: Date;
  archivedAt: Date | null;
}
export interface AttuneCompletion {
  /** The stable key of the ritual it belongs to. */
  ritualKey: string;
  day: string;
  completedAt: Date;
}

export interface AttunePlan {
  /** The exported account's id: importing a file into the account it came from would copy every row again. */
  sourceAccountId: string | null;
  moods: AttuneMood[];
  personalCheckins: AttunePersonalCheckin[];
  partnerCheckins: AttunePartnerCheckin[];
  goals: AttuneGoal[];
  rituals: AttuneRitual[];
  completions: AttuneCompletion[];
  /** Rows read from the importable sections. */
  rows: number;
  errors: ImportRowError[];
  /** What the file holds that an import leaves out, by section and reason. */
  notImported: { section: string; rows: number; reason: AttuneSkipReason }[];
}

export type AttuneFileProblem = { problem: "not_json" } | { problem: "not_attune" } | { problem: "version" };

export function attuneFileProblemMessage(problem: AttuneFileProblem): string {
  switch (problem.problem) {
    case "not_json":
      return "This file is not JSON: choose the .json file from Attune's data export.";
    case "not_attune":
      return "This does not look like an Attune data export.";
    case "version":
      return "This export comes from a newer version of Attune than this one.";
  }
}

/** The stable key of an exported row: its section and its id there, the same however often the file is imported. */
export function attuneRowKey(section: AttuneKind, sourceId: string): string {
  return `import:attune:${createHash("sha256").update(`${section}:${sourceId}`).digest("base64url")}`;
}

/** Sections an import leaves out, each with its reason (the preview lists them with their counts). */
const LEFT_OUT: Readonly<Record<string, AttuneSkipReason>> = {
  account: "account",
  profile: "account",
  settings: "account",
  notification_preferences: "account",
  sharing_grants: "account",
  roles: "account",
  subscription: "account",
  export_requests: "account",
  imports: "recalculated",
  mood_tag_summary: "recalculated",
  health_scores: "recalculated",
  health_score_history: "recalculated",
  correlation_insights: "recalculated",
  achievements: "recalculated",
  ai_outputs: "recalculated",
  recommendation_state: "recalculated",
  weekly_recaps: "partnership",
  partner_reactions: "partnership",
  question_days: "partnership",
  partner_links: "partnership",
  special_dates: "partnership",
  biometrics: "not_yet",
  ritual_reflections: "not_yet",
  ritual_feedback: "not_yet",
  coach_messages: "not_yet",
  coaching_progress: "not_yet",
  notifications: "not_yet",
};

const date = (value: string) => new Date(value);
const orNullDate = (value: string | null | undefined) => (value ? new Date(value) : null);
const orNullText = (value: string | null | undefined) => (value && value.length > 0 ? value : null);

export function planAttuneImport(text: string): { ok: true; plan: AttunePlan } | ({ ok: false } & AttuneFileProblem) {
  let file: unknown;
  try {
    file = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return { ok: false, problem: "not_json" };
  }
  if (typeof file !== "object" || file === null || (file as Record<string, unknown>).format !== ATTUNE_EXPORT_FORMAT) {
    return { ok: false, problem: "not_attune" };
  }
  const data = file as Record<string, unknown>;
  if (data.version !== ATTUNE_EXPORT_VERSION) return { ok: false, problem: "version" };
  const list = (name: string): unknown[] => (Array.isArray(data[name]) ? (data[name] as unknown[]) : []);
  const accountId = (data.account as { id?: unknown } | null)?.id;

  const plan: AttunePlan = {
    sourceAccountId: typeof accountId === "string" ? accountId : null,
    moods: [],
    personalCheckins: [],
    partnerCheckins: [],
    goals: [],
    rituals: [],
    completions: [],
    rows: 0,
    errors: [],
    notImported: [],
  };
  const leftOut = new Map<string, { section: string; rows: number; reason: AttuneSkipReason }>();
  const leaveOut = (section: string, reason: AttuneSkipReason, rows = 1) => {
    const key = `${section}:${reason}`;
    const entry = leftOut.get(key) ?? { section, rows: 0, reason };
    entry.rows += rows;
    leftOut.set(key, entry);
  };

  /**
   * Each row of a section through its schema; a bad row is listed by section and position, and so is a row whose id
   * an earlier row of the section already had (a file put together by hand).
   */
  function each<S extends z.ZodType<{ id: string }>>(kind: AttuneKind, schema: S, use: (row: z.output<S>) => void) {
    const seen = new Map<string, number>();
    list(kind).forEach((raw, index) => {
      plan.rows += 1;
      const parsed = schema.safeParse(raw);
      if (parsed.success) {
        const first = seen.get(parsed.data.id);
        if (first !== undefined) {
          plan.errors.push({
            line: index + 1,
            problem: "duplicate",
            message: `${ATTUNE_SECTION_TEXT[kind]}, row ${index + 1}: it repeats row ${first}.`,
          });
          return;
        }
        seen.set(parsed.data.id, index + 1);
        use(parsed.data);
        return;
      }
      const issue = parsed.error.issues[0]!;
      const field = issue.path.join(".");
      const reason = issue.code === "custom" ? issue.message : "a value is not one Attune writes";
      plan.errors.push({
        line: index + 1,
        problem: issue.code === "custom" && /control/.test(issue.message) ? "control_characters" : "invalid_row",
        message: `${ATTUNE_SECTION_TEXT[kind]}, row ${index + 1}: ${reason}${field ? ` (${field})` : ""}.`,
      });
    });
  }

  each("moods", moodRow, (row) =>
    plan.moods.push({
      key: attuneRowKey("moods", row.id),
      at: date(row.timestamp),
      value: row.mood_value,
      keywords: row.mood_keywords,
      emotionMetadata: row.emotion_metadata ?? [],
      notes: orNullText(row.context_notes),
      reflectionPrompt: row.reflection_prompt ?? null,
      reflection: orNullText(row.reflection),
      createdAt: date(row.created_at),
    }),
  );
  each("personal_checkins", personalCheckinRow, (row) =>
    plan.personalCheckins.push({
      key: attuneRowKey("personal_checkins", row.id),
      moodScore: row.mood_score,
      emotionalState: row.emotional_state,
      gratitudeNote: orNullText(row.gratitude_note),
      createdAt: date(row.created_at),
    }),
  );
  each("partner_checkins", partnerCheckinRow, (row) =>
    plan.partnerCheckins.push({
      key: attuneRowKey("partner_checkins", row.id),
      score: row.partner_connection_score,
      feeling: row.partner_emotion_tag,
      gratitudeNote: orNullText(row.partner_gratitude_note),
      at: date(row.timestamp),
      createdAt: date(row.created_at),
    }),
  );
  each("goals", goalRow, (row) => {
    // A goal with a partner is the couple's: it cannot become one person's goal in another account.
    if (row.user2_id) return leaveOut("goals", "partnership");
    plan.goals.push({
      key: attuneRowKey("goals", row.id),
      title: row.title,
      description: orNullText(row.description),
      targetDate: row.target_date ?? null,
      visibility: row.visibility,
      progress: row.progress,
      completedAt: orNullDate(row.completed_at),
      createdAt: date(row.created_at),
      updatedAt: date(row.updated_at),
    });
  });
  const ritualIds = new Map<string, string>();
  each("rituals", ritualRow, (row) => {
    if (row.created_for_partner_id) return leaveOut("rituals", "partner_made");
    if (row.shared_with_partner) return leaveOut("rituals", "partnership");
    if (row.deleted_at) return leaveOut("rituals", "deleted");
    const key = attuneRowKey("rituals", row.id);
    ritualIds.set(row.id, key);
    plan.rituals.push({
      key,
      title: row.title,
      description: row.description,
      type: row.type,
      streakCount: row.streak_count,
      lastCompletedAt: orNullDate(row.last_completed_at),
      completedBySelf: row.completed_by_user_id != null && row.completed_by_user_id === accountId,
      originalCompletionTime: orNullDate(row.original_completion_time),
      moodBased: row.mood_based,
      generatedByAi: row.generated_by_ai,
      generatedAt: orNullDate(row.generated_at),
      createdAt: date(row.created_at),
      archivedAt: orNullDate(row.archived_at),
    });
  });
  each("ritual_completions", completionRow, (row) => {
    const ritualKey = ritualIds.get(row.ritual_id);
    if (!ritualKey) return leaveOut("ritual_completions", "ritual_left_out");
    plan.completions.push({ ritualKey, day: row.day, completedAt: date(row.completed_at) });
  });

  for (const [section, reason] of Object.entries(LEFT_OUT)) {
    const value = data[section];
    const rows = Array.isArray(value) ? value.length : value ? 1 : 0;
    if (rows > 0) leaveOut(section, reason, rows);
  }
  plan.notImported = [...leftOut.values()];
  return { ok: true, plan };
}

/** The plan's rows by kind, as the preview and the summary count them. */
export function attuneCounts(plan: AttunePlan): Record<AttuneKind, number> {
  return {
    moods: plan.moods.length,
    personal_checkins: plan.personalCheckins.length,
    partner_checkins: plan.partnerCheckins.length,
    goals: plan.goals.length,
    rituals: plan.rituals.length,
    ritual_completions: plan.completions.length,
  };
}
