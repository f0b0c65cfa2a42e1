import { Card, CardTitle } from "@/components/ui/card";
import { RECAP_TEXT, type RecapSection, type RecapView } from "@/lib/domain/weekly-recap/view";

function Section({ id, title, section }: { id: string; title: string; section: RecapSection }) {
  return (
    <section aria-labelledby={id} className="space-y-1">
      <h3 id={id} className="text-sm font-semibold">
        {title}
      </h3>
      <p className="text-sm">{section.summary}.</p>
      <ul className="list-disc space-y-0.5 pl-5 text-sm text-muted">
        {section.items.map((item, i) => (
          // Titles may repeat (two goals of one name): the position keeps keys unique.
          <li key={`${i}-${item}`}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One week's recap (issue #37, decision 073), the same for both partners: the highlight, the moods side by side by
 * day (a table, so a screen reader reads each cell with its day and person), then rituals, questions and goals, each
 * only when the week had some, and one line for what it had none of.
 */
export function WeeklyRecapCard({ recap }: { recap: RecapView }) {
  const moods = recap.moods;
  return (
    <Card aria-labelledby="recap-title" data-recap-week={recap.weekStart} className="space-y-5">
      <div>
        <CardTitle id="recap-title">{recap.title}</CardTitle>
        <p className="text-sm text-muted">{recap.rangeLabel}</p>
      </div>
      {recap.highlight ? (
        <div className="rounded-xl border border-brand-100 bg-brand-50 p-3">
          <p className="text-xs font-semibold tracking-wide text-brand-700 uppercase">{RECAP_TEXT.highlight}</p>
          <p className="text-base font-medium">{recap.highlight}</p>
        </div>
      ) : null}
      {moods ? (
        <section aria-labelledby="recap-moods" className="space-y-2">
          <h3 id="recap-moods" className="text-sm font-semibold">
            {RECAP_TEXT.sectionMoods}
          </h3>
          {moods.rows.length > 0 ? (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Average mood each day</caption>
              <thead>
                <tr className="border-b border-brand-100 text-xs text-muted">
                  <th scope="col" className="py-1 pr-2 font-medium">
                    Day
                  </th>
                  {moods.columns.map((name) => (
                    <th key={name} scope="col" className="py-1 pr-2 font-medium">
                      {name}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {moods.rows.map((row) => (
                  <tr key={row.day} className="border-b border-brand-50 last:border-0">
                    <th scope="row" className="py-1.5 pr-2 font-normal whitespace-nowrap text-muted">
                      {row.label}
                    </th>
                    {row.cells.map((cell, i) => (
                      <td key={moods.columns[i]} className="py-1.5 pr-2">
                        {cell ?? <span className="text-muted">—</span>}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {[...moods.summaries, ...moods.notes].map((line) => (
            <p key={line} className="text-sm text-muted">
              {line}
            </p>
          ))}
        </section>
      ) : null}
      {recap.rituals ? <Section id="recap-rituals" title={RECAP_TEXT.sectionRituals} section={recap.rituals} /> : null}
      {recap.questions ? (
        <Section id="recap-questions" title={RECAP_TEXT.sectionQuestions} section={recap.questions} />
      ) : null}
      {recap.goals ? <Section id="recap-goals" title={RECAP_TEXT.sectionGoals} section={recap.goals} /> : null}
      {recap.quiet ? <p className="text-sm text-muted">{recap.quiet}</p> : null}
    </Card>
  );
}
