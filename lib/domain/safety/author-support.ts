import { abuseHelplines, abuseLineResources } from "./abuse-helplines";
import { HELPLINES, type CrisisCountry, type CrisisResource } from "./helplines";
import type { ScreenResult } from "./screen";

/**
 * What the author of a screened text is shown, and only the author (issue #38 item 4, decision 071): the crisis
 * lines when the screen found a crisis, the domestic-abuse lines when it found harm or control by a partner, or both.
 * Nothing here is ever stored with the text, queued, notified or sent to the partner: a service hands the result to
 * the author's own response and forgets it (docs/safety-screening.md).
 */

/** The two things a screen can find, in the author's terms. */
export interface ScreenConcerns {
  /** Suicide, self-harm, harm to others or a medical emergency: the crisis lines. */
  crisis: boolean;
  /** Harm or control by a partner (any partner-harm kind, or the crisis screen's own "abuse"): the abuse lines. */
  partnerHarm: boolean;
}

export function screenConcerns({ categories, partnerHarm }: ScreenResult): ScreenConcerns {
  return {
    crisis: categories.some((category) => category !== "abuse"),
    partnerHarm: partnerHarm.length > 0 || categories.includes("abuse"),
  };
}

export interface AuthorSupport {
  /** Which lines the card shows. */
  shows: "crisis" | "partner_harm" | "both";
  country: CrisisCountry;
  heading: string;
  message: string;
  /** The country's emergency number; always in `resources`. */
  emergency: CrisisResource;
  /** Suicide and emotional-crisis lines; empty when `shows` is "partner_harm". */
  crisisLines: CrisisResource[];
  /** Domestic-abuse lines (or the international directory); empty when `shows` is "crisis". */
  abuseLines: CrisisResource[];
  /** Everything the card lists, best first, each line once. */
  resources: CrisisResource[];
}

/** Fixed words, never generated. Nothing here names the partner or says what was matched. */
export const AUTHOR_SUPPORT_TEXT = {
  crisis: {
    heading: "You deserve support right now",
    message:
      "It sounds like you're carrying something really heavy. Please reach out to one of the people below, or call " +
      "emergency services if you're in immediate danger. You are not alone.",
  },
  partnerHarm: {
    heading: "You deserve to feel safe",
    message:
      "If someone at home is hurting, threatening or controlling you, the people below can talk it through with you " +
      "in confidence. Call emergency services if you're in danger now. Your partner is never told about this.",
  },
  both: {
    heading: "You deserve support and safety",
    message:
      "It sounds like you're carrying something really heavy. If someone at home is hurting, threatening or " +
      "controlling you, or you are thinking of harming yourself, the people below can help. Call emergency services " +
      "if you're in danger now. Your partner is never told about this.",
  },
} as const;

/**
 * The author's lines for a screen result in their country, or null when the screen found nothing. Order: the
 * emergency number first when someone may be physically hurt right now (a medical emergency, harm to others), last
 * otherwise; the suicide/crisis lines before the abuse lines when suicide or self-harm came up (a life at risk now),
 * the abuse lines first otherwise. At least one free 24/7 line is always present (the emergency number).
 */
export function authorSupport(result: ScreenResult, country: CrisisCountry): AuthorSupport | null {
  const concerns = screenConcerns(result);
  if (!concerns.crisis && !concerns.partnerHarm) return null;
  const shows = concerns.crisis && concerns.partnerHarm ? "both" : concerns.crisis ? "crisis" : "partner_harm";
  const lines = HELPLINES[country];
  const crisisLines = concerns.crisis ? [...lines.crisis] : [];
  const abuseLines = concerns.partnerHarm ? abuseHelplines(country).flatMap(abuseLineResources) : [];
  const emergencyFirst = result.categories.some((c) => c === "medical_emergency" || c === "harm_to_others");
  const crisisFirst = result.categories.some((c) => c === "suicide" || c === "self_harm");
  const ordered = [
    ...(emergencyFirst ? [lines.emergency] : []),
    ...(crisisFirst ? [...crisisLines, ...abuseLines] : [...abuseLines, ...crisisLines]),
    ...(emergencyFirst ? [] : [lines.emergency]),
  ];
  // The international entry's crisis line and abuse directory are the same site: list it once.
  const resources = ordered.filter(
    (resource, index) =>
      ordered.findIndex((other) => other.action === resource.action && other.value === resource.value) === index,
  );
  const text =
    shows === "both"
      ? AUTHOR_SUPPORT_TEXT.both
      : shows === "crisis"
        ? AUTHOR_SUPPORT_TEXT.crisis
        : AUTHOR_SUPPORT_TEXT.partnerHarm;
  return {
    shows,
    country,
    heading: text.heading,
    message: text.message,
    emergency: lines.emergency,
    crisisLines,
    abuseLines,
    resources,
  };
}
