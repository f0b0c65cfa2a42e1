"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { useAction } from "@/components/forms/use-action";
import { Button } from "@/components/ui/button";
import { Card, CardTitle } from "@/components/ui/card";
import { takeCheckUpAction } from "@/lib/actions/check-up";
import type { Instrument } from "@/lib/domain/check-up/answers";
import { CSI4 } from "@/lib/domain/check-up/csi4";
import { PHQ4, PHQ4_STEM } from "@/lib/domain/check-up/phq4";
import { PHQ4_PRIVACY } from "@/lib/domain/check-up/wording";
import type { CrisisResource } from "@/lib/domain/safety/crisis-resources";
import { CheckUpResultView, type CheckUpResult } from "./check-up-result";

type Answers = Record<string, number>;

/** One question: its published wording as the legend, its published anchors as native radios (arrow keys for free). */
function ItemChoices({
  instrument,
  index,
  value,
  onChange,
}: {
  instrument: Instrument;
  index: number;
  value: number | undefined;
  onChange: (value: number) => void;
}) {
  const item = instrument.items[index]!;
  const name = `${instrument.name}-${item.id}`;
  return (
    <fieldset className="space-y-2" data-item={item.id}>
      <legend className="text-sm font-medium">
        <span className="text-muted">{index + 1}. </span>
        {item.text}
      </legend>
      <div className="flex flex-wrap gap-2">
        {item.choices.map((choice) => (
          <label
            key={choice.value}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-brand-100 bg-white px-3 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onChange(choice.value)}
              className="h-4 w-4 shrink-0 accent-brand-600"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * The monthly check-up's form (issue #39): the CSI-4's four questions with their published answers, then, only if the
 * person opens it, the private PHQ-4. Under a minute: eight taps at most. The server scores it (the client sends item
 * ids and values) and the result is shown here in the domain's fixed words; the page then refreshes its trend.
 */
export function CheckUpForm({ supportLines }: { supportLines: readonly CrisisResource[] }) {
  const router = useRouter();
  const id = useId();
  const [csi4, setCsi4] = useState<Answers>({});
  const [phq4, setPhq4] = useState<Answers>({});
  const [personal, setPersonal] = useState(false);
  const [result, setResult] = useState<CheckUpResult | null>(null);
  const submit = useAction((answers: { csi4: Answers; phq4: Answers | null }) => takeCheckUpAction(answers), {
    onSuccess: (data) => {
      setResult(data);
      router.refresh();
    },
  });

  if (result) {
    return (
      <CheckUpResultView
        result={result}
        supportLines={supportLines}
        onAgain={() => {
          setResult(null);
          setCsi4({});
          setPhq4({});
          setPersonal(false);
        }}
      />
    );
  }

  const csi4Done = CSI4.items.every((item) => csi4[item.id] !== undefined);
  const phq4Done = !personal || PHQ4.items.every((item) => phq4[item.id] !== undefined);

  return (
    <form
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit.run({ csi4, phq4: personal ? phq4 : null });
      }}
    >
      <Card>
        <CardTitle id={`${id}-title`}>Your relationship check-up</CardTitle>
        <p className="mb-4 text-sm text-muted">
          Four questions from the Couples Satisfaction Index (CSI-4). Answer for how things feel now.
        </p>
        <div className="space-y-6">
          {CSI4.items.map((item, index) => (
            <ItemChoices
              key={item.id}
              instrument={CSI4}
              index={index}
              value={csi4[item.id]}
              onChange={(value) => setCsi4((current) => ({ ...current, [item.id]: value }))}
            />
          ))}
        </div>
      </Card>

      <Card className="mt-4" aria-labelledby={`${id}-personal`}>
        <CardTitle id={`${id}-personal`}>A personal check-in (optional, private)</CardTitle>
        <p className="text-sm text-muted">
          Four more questions about you, not the relationship (the PHQ-4). {PHQ4_PRIVACY} It is never sent to the coach
          or any AI.
        </p>
        <label className="mt-3 flex min-h-11 items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            checked={personal}
            onChange={(event) => setPersonal(event.target.checked)}
            className="h-4 w-4 accent-brand-600"
          />
          Add the personal check-in
        </label>
        {personal ? (
          <div className="mt-4 space-y-6">
            <p className="text-sm">{PHQ4_STEM}</p>
            {PHQ4.items.map((item, index) => (
              <ItemChoices
                key={item.id}
                instrument={PHQ4}
                index={index}
                value={phq4[item.id]}
                onChange={(value) => setPhq4((current) => ({ ...current, [item.id]: value }))}
              />
            ))}
          </div>
        ) : null}
      </Card>

      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={submit.pending || !csi4Done || !phq4Done}>
          {submit.pending ? "Saving…" : "See my result"}
        </Button>
        {!csi4Done || !phq4Done ? (
          <p className="text-sm text-muted">Answer every question to see your result.</p>
        ) : null}
      </div>
    </form>
  );
}
