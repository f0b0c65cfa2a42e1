/** Score bands (spec 2 §4.2): the label and the gauge colour of a score. */
import {
  BAND_EXCELLENT_MIN,
  BAND_FAIR_MIN,
  BAND_GOOD_MIN,
  BAND_LABELS,
  COLOUR_GREEN_MIN,
  COLOUR_YELLOW_MIN,
  type BandColour,
  type BandLabel,
} from "./constants";

export interface ScoreBand {
  label: BandLabel;
  colour: BandColour;
}

export function scoreBand(score: number): ScoreBand {
  const label =
    score >= BAND_EXCELLENT_MIN
      ? BAND_LABELS.excellent
      : score >= BAND_GOOD_MIN
        ? BAND_LABELS.good
        : score >= BAND_FAIR_MIN
          ? BAND_LABELS.fair
          : BAND_LABELS.needsAttention;
  const colour: BandColour = score >= COLOUR_GREEN_MIN ? "green" : score >= COLOUR_YELLOW_MIN ? "yellow" : "red";
  return { label, colour };
}
