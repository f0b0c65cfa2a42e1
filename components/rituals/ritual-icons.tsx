import type { ReactNode } from "react";
import { Archive } from "@/components/ui/icons/archive";
import { ArchiveRestore } from "@/components/ui/icons/archive-restore";
import { Sparkles } from "@/components/ui/icons/sparkles";
import { ThumbsDown } from "@/components/ui/icons/thumbs-down";
import { ThumbsUp } from "@/components/ui/icons/thumbs-up";
import { Trash2 } from "@/components/ui/icons/trash-2";

export type RitualIcons = Record<"generate" | "delete" | "restore" | "archive" | "helped" | "notHelped", ReactNode>;

/**
 * The rituals screen's icons, drawn by the server (the page passes these to RitualsScreen) so that their code is not
 * in the page's JavaScript (issue #34, decision 066).
 */
export const RITUAL_ICONS: RitualIcons = {
  generate: <Sparkles aria-hidden className="size-5 text-brand-600" />,
  delete: <Trash2 aria-hidden className="size-4" />,
  restore: <ArchiveRestore aria-hidden className="size-4" />,
  archive: <Archive aria-hidden className="size-4" />,
  helped: <ThumbsUp aria-hidden className="size-4" />,
  notHelped: <ThumbsDown aria-hidden className="size-4" />,
};
