import { z } from "zod";
import type { Instrument } from "@/lib/domain/check-up/answers";
import { CSI4 } from "@/lib/domain/check-up/csi4";
import { PHQ4 } from "@/lib/domain/check-up/phq4";

/**
 * The monthly check-up's input (issue #39): per instrument, the value of the choice picked for each of its items, by
 * the item ids of lib/domain (anything else is dropped); nothing else. Whether each item is answered with one of its
 * own choices is the domain's check (lib/domain/check-up/answers.ts), which names the question in plain words, so an
 * item may be missing here. The PHQ-4 is optional: null or absent is the person's choice not to take it.
 */
const answersOf = (instrument: Instrument) =>
  z.object(
    Object.fromEntries(instrument.items.map((item) => [item.id, z.number().int().min(-100).max(100).optional()])),
  );

export const takeCheckUpSchema = z.object({
  csi4: answersOf(CSI4),
  phq4: answersOf(PHQ4).nullable().optional(),
});
export type TakeCheckUpInput = z.output<typeof takeCheckUpSchema>;
