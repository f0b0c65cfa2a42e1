"use client";

import { Link } from "@/components/ui/link";
import { useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { clientOnly, retryingLoad } from "@/components/ui/lazy";
import { useLazyDialog } from "@/components/ui/use-lazy-dialog";
import { generateDemoDataAction, removeDemoDataAction } from "@/lib/actions/demo";
import {
  DEMO_TABLE_LABELS,
  DEMO_TABLES,
  DEMO_TEXT,
  demoCounts,
  type DemoCounts,
  type DemoSetupModel,
} from "@/lib/domain/demo/kinds";

const NO_DEMO: DemoCounts = demoCounts([]);

const loadRemoveDialog = () => import("./remove-demo-dialog");
const RemoveDemoDialog = clientOnly(retryingLoad(loadRemoveDialog));

/**
 * /demo-setup (spec 3 §2, issue #19): what the demo writes and that it stays labelled and removable; 'Generate demo
 * data' while the account holds none, otherwise the label, the counts, the way to the dashboard and 'Remove demo
 * data' behind a confirmation (remove-demo-dialog.tsx, fetched on demand). The model comes from the page
 * (lib/services/dev-tools/load-demo-setup) and then follows the actions' answers, so the page changes at once without
 * a reload.
 */
export function DemoSetup({ model }: { model: DemoSetupModel }) {
  const [counts, setCounts] = useState<DemoCounts>(model.counts);
  const removeDialog = useLazyDialog(loadRemoveDialog);
  const statusRef = useRef<HTMLHeadingElement>(null);
  const generateRef = useRef<HTMLButtonElement>(null);
  const hasDemoData = DEMO_TABLES.some((table) => counts[table] > 0);

  const generateDemo = useAction(() => generateDemoDataAction({}), {
    onSuccess: (generated) => {
      setCounts(generated.counts);
      toast.success(DEMO_TEXT.generated, { description: DEMO_TEXT.generatedDescription });
      // The button that had focus is gone: the label that replaced it takes it, so a screen reader hears the outcome.
      requestAnimationFrame(() => statusRef.current?.focus());
    },
  });
  const removeDemo = useAction(() => removeDemoDataAction(), {
    onFailure: (error) => {
      // Nothing left to remove (another tab got there first): the page shows what is true now.
      if (error.code === "NOT_FOUND") {
        removeDialog.onOpenChange(false);
        setCounts(NO_DEMO);
      }
    },
    onSuccess: () => {
      removeDialog.onOpenChange(false);
      setCounts(NO_DEMO);
      toast.success(DEMO_TEXT.removed, { description: DEMO_TEXT.removedDescription });
      // The dialog's trigger went with the demo: focus goes to the button that can generate again.
      requestAnimationFrame(() => generateRef.current?.focus());
    },
  });
  const generating = generateDemo.pending;
  const removing = removeDemo.pending;

  function generate() {
    if (!generating) void generateDemo.run();
  }

  function remove() {
    if (!removing) void removeDemo.run();
  }

  return (
    <div className="space-y-6">
      <Card aria-labelledby="demo-what-title">
        <CardTitle id="demo-what-title">{DEMO_TEXT.whatTitle}</CardTitle>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-sm leading-6">
          {DEMO_TEXT.what.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p className="mt-4 text-sm">{DEMO_TEXT.labelled}</p>
        {model.partnered ? <p className="mt-2 text-sm text-muted">{DEMO_TEXT.partnerNote}</p> : null}
        {!hasDemoData ? (
          <Button
            ref={generateRef}
            type="button"
            className="mt-5 w-full sm:w-auto"
            aria-busy={generating}
            disabled={generating}
            onClick={generate}
          >
            {generating ? DEMO_TEXT.generating : DEMO_TEXT.generate}
          </Button>
        ) : null}
      </Card>

      {hasDemoData ? (
        <Card aria-labelledby="demo-status-title" className="border-2 border-amber-300">
          <h2
            id="demo-status-title"
            ref={statusRef}
            tabIndex={-1}
            className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-950 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {DEMO_TEXT.holdsDemo}
          </h2>
          <h3 className="mt-4 font-semibold">{DEMO_TEXT.countsTitle}</h3>
          <dl className="mt-2 divide-y divide-brand-100 text-sm">
            {DEMO_TABLES.filter((table) => counts[table] > 0).map((table) => (
              <div key={table} className="flex items-baseline justify-between gap-4 py-2">
                <dt>{DEMO_TABLE_LABELS[table]}</dt>
                <dd className="font-semibold tabular-nums">{counts[table]}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-5 flex flex-col gap-2 sm:flex-row">
            <Button asChild>
              <Link href="/dashboard">{DEMO_TEXT.openDashboard}</Link>
            </Button>
            <Button variant="outline" {...removeDialog.triggerProps}>
              {DEMO_TEXT.remove}
            </Button>
            {removeDialog.mounted ? (
              <RemoveDemoDialog
                open={removeDialog.open}
                onOpenChange={removeDialog.onOpenChange}
                returnFocusTo={removeDialog.returnFocusTo}
                removing={removing}
                onConfirm={remove}
              />
            ) : null}
          </div>
        </Card>
      ) : null}
    </div>
  );
}
