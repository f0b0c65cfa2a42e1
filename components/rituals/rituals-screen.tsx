"use client";

import { useRouter } from "next/navigation";
import { useEffect, useState, useTransition } from "react";
import { toast } from "@/components/ui/toast";
import { LiveUpdates } from "@/components/dashboard/live-updates";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import {
  archiveRitualAction,
  completeRitualAction,
  deleteRitualAction,
  generateRitualAction,
  rateRitualAction,
} from "@/lib/actions/rituals";
import {
  RITUAL_SOURCE_TEXT,
  RITUALS_TEXT,
  type RitualCardModel,
  type RitualsScreenModel,
} from "@/lib/domain/rituals/view";
import { RitualCard } from "./ritual-card";
import type { RitualIcons } from "./ritual-icons";
import { useAction } from "@/components/forms/use-action";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";

/**
 * The reflection dialog's code (Radix's dialog, about 12 kB gzip) is fetched when a ritual is completed, while the
 * completion is saved, not with the page (issue #34, decision 066).
 */
const loadReflectionDialog = () => import("./reflection-dialog");
const ReflectionDialog = clientOnly(retryingLoad(loadReflectionDialog));

/** Spec 3 §9: the '7-day streak achieved!' banner's time on screen. */
const CELEBRATION_MS = 3_000;

/**
 * /rituals (spec 3 §2, issue #16): generation, the active and archived lists, and each ritual's card. A ritual is
 * active until its owner archives it (decision 050). Complete, delete, archive and restore show at once and are put
 * back if the save fails (the spec's toasts); the page's data is read again after each change and whenever the
 * partner completes one (live events). Its icons are drawn by the server and handed in (ritual-icons.tsx).
 */
export function RitualsScreen({ model, icons }: { model: RitualsScreenModel; icons: RitualIcons }) {
  const router = useRouter();
  const [, startRefresh] = useTransition();
  const [showArchived, setShowArchived] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);
  const [celebrating, setCelebrating] = useState(false);
  const [reflecting, setReflecting] = useState<{ id: string; title: string } | null>(null);
  const [reflected, setReflected] = useState(false);
  // Optimistic changes, for the model they were made against: the server's next reading replaces them.
  const fresh = () => ({ model, done: new Set<string>(), gone: new Set<string>(), moved: new Set<string>() });
  const [local, setLocal] = useState(fresh);
  const current = local.model === model ? local : fresh();
  const [ratings, setRatings] = useState<Record<string, boolean>>({});
  useEffect(() => {
    if (!celebrating) return;
    const timer = window.setTimeout(() => setCelebrating(false), CELEBRATION_MS);
    return () => window.clearTimeout(timer);
  }, [celebrating]);

  const refresh = () => startRefresh(() => router.refresh());
  const change = (key: "done" | "gone" | "moved", id: string, on: boolean) =>
    setLocal(() => {
      const next = new Set(current[key]);
      if (on) next.add(id);
      else next.delete(id);
      return { ...current, [key]: next };
    });
  // An archive or restore in flight shows its card on the other list already ("moved").
  const view = (archivedList: boolean) => {
    const [stays, comes] = archivedList ? [model.archived, model.active] : [model.active, model.archived];
    return [...stays.filter((r) => !current.moved.has(r.id)), ...comes.filter((r) => current.moved.has(r.id))]
      .filter((r) => !current.gone.has(r.id))
      .map((r) => ({ ...r, archived: archivedList, completedToday: r.completedToday || current.done.has(r.id) }));
  };
  const active = view(false);
  const archived = view(true);
  const shown = showArchived ? archived : active;
  const titles = new Map([...model.active, ...model.archived].map((r) => [r.id, r.title]));

  const generateRitual = useAction(() => generateRitualAction(), {
    fallback: RITUALS_TEXT.generateFailed,
    onSuccess: ({ message }) => {
      toast.success(message);
      setShowArchived(false);
    },
  });
  const generating = generateRitual.pending;
  const completeRitual = useAction((ritual: RitualCardModel) => completeRitualAction({ ritualId: ritual.id }), {
    fallback: RITUALS_TEXT.completeFailed,
    onFailure: (_error, ritual) => change("done", ritual.id, false),
    onSuccess: ({ celebrate }, ritual) => {
      if (celebrate) setCelebrating(true);
      setReflecting({ id: ritual.id, title: ritual.title });
      setReflected(true);
    },
  });
  const deleteRitual = useAction((ritual: RitualCardModel) => deleteRitualAction({ ritualId: ritual.id }), {
    fallback: RITUALS_TEXT.deleteFailed,
    onFailure: (_error, ritual) => change("gone", ritual.id, false),
  });
  const archiveRitual = useAction(
    (ritual: RitualCardModel, archived: boolean) => archiveRitualAction({ ritualId: ritual.id, archived }),
    {
      fallback: (_ritual, archived) => (archived ? RITUALS_TEXT.archiveFailed : RITUALS_TEXT.restoreFailed),
      onFailure: (_error, ritual) => change("moved", ritual.id, false),
      onSuccess: (_done, _ritual, archived) => toast.success(archived ? RITUALS_TEXT.archived : RITUALS_TEXT.restored),
    },
  );
  const rateRitual = useAction(
    (ritual: RitualCardModel, liked: boolean) => rateRitualAction({ ritualId: ritual.id, liked }),
    {
      onSuccess: (_done, ritual, liked) => {
        setRatings((r) => ({ ...r, [ritual.id]: liked }));
        toast.success(RITUALS_TEXT.feedbackSaved);
      },
    },
  );

  async function generate() {
    await generateRitual.run();
    refresh();
  }

  async function complete(ritual: RitualCardModel) {
    void loadReflectionDialog().catch(() => undefined);
    setBusy(ritual.id);
    change("done", ritual.id, true);
    await completeRitual.run(ritual);
    setBusy(null);
    refresh();
  }

  async function remove(ritual: RitualCardModel) {
    setBusy(ritual.id);
    change("gone", ritual.id, true);
    await deleteRitual.run(ritual);
    setBusy(null);
    refresh();
  }

  async function archive(ritual: RitualCardModel, archived: boolean) {
    setBusy(ritual.id);
    change("moved", ritual.id, true);
    await archiveRitual.run(ritual, archived);
    setBusy(null);
    refresh();
  }

  const rate = (ritual: RitualCardModel, liked: boolean) => void rateRitual.run(ritual, liked);

  // Issue #35: the AI words only when a model writes the rituals.
  const sourceText = RITUAL_SOURCE_TEXT[model.source];
  return (
    <>
      <p className="mt-1 mb-6 text-sm text-muted">{sourceText.heading}</p>
      <LiveUpdates
        onEvent={({ kind, ref }) => {
          if (kind !== "partner_ritual_completed") return;
          const title = ref ? titles.get(ref) : undefined;
          toast(RITUALS_TEXT.partnerCompletedTitle, title ? { description: RITUALS_TEXT.partnerCompleted(title) } : {});
        }}
      />
      <div role="status" aria-live="polite" className="empty:hidden">
        {celebrating ? (
          <p className="mb-4 rounded-2xl bg-emerald-50 px-4 py-3 text-center font-semibold text-emerald-900">
            {RITUALS_TEXT.celebration} 🎉
          </p>
        ) : null}
      </div>
      <Card aria-labelledby="ritual-generation">
        <CardTitle id="ritual-generation" className="flex items-center gap-2">
          {icons.generate}
          {sourceText.generationTitle}
        </CardTitle>
        <p className="mt-1 text-sm text-muted">{sourceText.about}</p>
        {model.blocked ? (
          <p role="note" className="mt-3 rounded-xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {RITUALS_TEXT.blocked}
          </p>
        ) : null}
        <Button className="mt-4" disabled={generating || model.blocked} onClick={() => void generate()}>
          {generating ? RITUALS_TEXT.generating : RITUALS_TEXT.generate}
        </Button>
      </Card>

      <section aria-labelledby="ritual-list" className="mt-6">
        <div className="flex items-center justify-between gap-3">
          <h2 id="ritual-list" className="text-xl font-semibold">
            {showArchived ? RITUALS_TEXT.archivedTitle : RITUALS_TEXT.activeTitle} ({shown.length})
          </h2>
          {/* Spec 3 §2: the toggle only when archived rituals exist; ours: also while the archive is shown, so
              restoring the last one leaves a way back. */}
          {archived.length > 0 || showArchived ? (
            <Button variant="outline" size="sm" onClick={() => setShowArchived((v) => !v)}>
              {showArchived ? RITUALS_TEXT.showActive : RITUALS_TEXT.showArchived}
            </Button>
          ) : null}
        </div>
        {active.length + archived.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-dashed border-brand-100 p-6 text-center text-sm">
            {RITUALS_TEXT.none}
          </p>
        ) : shown.length === 0 ? (
          <p className="mt-3 rounded-2xl border border-dashed border-brand-100 p-6 text-center text-sm">
            {showArchived ? RITUALS_TEXT.noArchived : RITUALS_TEXT.noActive}
          </p>
        ) : (
          <ul className="mt-3 grid gap-4 md:grid-cols-2">
            {shown.map((ritual) => (
              <RitualCard
                key={ritual.id}
                ritual={ritual}
                busy={busy === ritual.id}
                rated={ratings[ritual.id] ?? null}
                icons={icons}
                onComplete={(r) => void complete(r)}
                onDelete={(r) => void remove(r)}
                onArchive={(r, on) => void archive(r, on)}
                onRate={(r, liked) => void rate(r, liked)}
              />
            ))}
          </ul>
        )}
      </section>
      {/* Mounted from the first completion on, then open and closed as before. */}
      {reflected ? <ReflectionDialog ritual={reflecting} onClose={() => setReflecting(null)} /> : null}
    </>
  );
}
