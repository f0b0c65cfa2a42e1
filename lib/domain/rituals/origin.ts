/**
 * "Show ritual origins" (decision 061): who created a ritual and how it was made, in one line for its card. A shared
 * ritual exists as two rows (decision 037): the creator's own copy has no created_for_partner_id; the partner's copy
 * carries the creator's id there. A ritual is written by an AI model only when generated_by_ai is set; generation
 * that fell back to (or chose from) Attune's own library sets generated_at without it.
 */
export interface RitualOriginFacts {
  createdForPartnerId: string | null;
  generatedByAi: boolean;
  generatedAt: Date | null;
}

const RITUAL_ORIGIN_TEXT = {
  byYou: "Created by you",
  byPartner: (name: string) => `Created by ${name}`,
  byFormerPartner: "Created by a former partner",
  ai: "Written by an AI model",
  library: "From Attune's ritual library",
} as const;

/** "Created by you · Written by an AI model"; the partner by first name while they are still the partner. */
export function ritualOrigin(ritual: RitualOriginFacts, partner: { id: string; name: string } | null): string {
  const who =
    ritual.createdForPartnerId === null
      ? RITUAL_ORIGIN_TEXT.byYou
      : ritual.createdForPartnerId === partner?.id
        ? RITUAL_ORIGIN_TEXT.byPartner(partner.name)
        : RITUAL_ORIGIN_TEXT.byFormerPartner;
  const how = ritual.generatedByAi
    ? RITUAL_ORIGIN_TEXT.ai
    : ritual.generatedAt !== null
      ? RITUAL_ORIGIN_TEXT.library
      : null;
  return how ? `${who} · ${how}` : who;
}
