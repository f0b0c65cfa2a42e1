/**
 * Achievements: the catalogue and its award rules (rules.ts), the streaming tracker that turns a chronological
 * activity history into earned achievements with earnedAt dates (tracker.ts, events.ts), and the display models of
 * the dashboard card and the /achievements screen (summary.ts, screen.ts), the partner's achievements told in the
 * third person (partner.ts), and awarding after one write without reading the whole history (award.ts). Rules and
 * choices: docs/achievements.md.
 */
export * from "./award";
export * from "./events";
export * from "./partner";
export * from "./rules";
export * from "./screen";
export * from "./summary";
export * from "./tracker";
