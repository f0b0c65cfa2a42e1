import { Document, Page, StyleSheet, Text, View } from "@react-pdf/renderer";
import type { CounsellorReportModel, ReportWeek } from "@/lib/domain/analytics/counsellor-report";
import { formatDayKey } from "@/lib/domain/time";

/**
 * The counsellor report as a PDF (issue #14), rendered on the server with @react-pdf/renderer and streamed; nothing is
 * stored. Only the built-in Helvetica is used (no font is fetched). Its WinAnsi encoding has no "−" (U+2212), which
 * the shared sentences use for negative r, so every string goes through `pdf()` first.
 */
const pdf = (text: string) => text.replaceAll("\u2212", "-");
const signed = (value: number | null) => (value === null ? "-" : `${value > 0 ? "+" : ""}${value}`);

const BRAND = "#be185d";
const MUTED = "#6b7280";
/** Mood −3..3 → colour, as the app's calendar: reds below zero, greens above, grey for none. */
const MOOD_COLOURS: Record<string, string> = {
  "-3": "#b91c1c",
  "-2": "#ef4444",
  "-1": "#fca5a5",
  "0": "#e5e7eb",
  "1": "#bbf7d0",
  "2": "#4ade80",
  "3": "#15803d",
};
const moodColour = (mood: number | null) =>
  mood === null ? "#ffffff" : MOOD_COLOURS[String(Math.max(-3, Math.min(3, Math.round(mood))))]!;

const s = StyleSheet.create({
  page: { padding: 40, fontFamily: "Helvetica", fontSize: 10, color: "#111827", lineHeight: 1.4 },
  brand: { fontSize: 10, color: BRAND, fontFamily: "Helvetica-Bold" },
  title: { fontSize: 18, fontFamily: "Helvetica-Bold", marginTop: 4, marginBottom: 6, lineHeight: 1.2 },
  muted: { color: MUTED },
  h2: { fontSize: 12, fontFamily: "Helvetica-Bold", marginTop: 16, marginBottom: 6, color: BRAND },
  row: { flexDirection: "row" },
  cell: { width: 16, height: 16, marginRight: 3, marginBottom: 3, borderWidth: 0.5, borderColor: "#d1d5db" },
  tableRow: { flexDirection: "row", borderBottomWidth: 0.5, borderColor: "#e5e7eb", paddingVertical: 3 },
  th: { fontFamily: "Helvetica-Bold" },
  note: { marginBottom: 6 },
});

export function CounsellorReportPdf({ model }: { model: CounsellorReportModel }) {
  const withPartner = model.byWeek.some((w) => w.partnerConnection !== null || w.partnerMood !== null);
  return (
    <Document title={`Attune wellbeing report, ${model.periodText}`} author="Attune" creator="Attune" producer="Attune">
      <Page size="A4" style={s.page}>
        <Text style={s.brand}>Attune</Text>
        <Text style={s.title}>{pdf(`Wellbeing report for ${model.person}`)}</Text>
        <Text>{pdf(`${model.periodLabel}: ${model.periodText}. Made on ${model.generatedText}.`)}</Text>
        <Text style={s.muted}>
          What {model.person} logged in Attune, summarised to talk through with a counsellor. It is a personal log, not
          a diagnosis.
        </Text>

        <Text style={s.h2}>What this report includes</Text>
        {model.included.map((row) => (
          <Text key={row.label}>
            {pdf(`${row.included ? "Included" : "Not included"}: ${row.label} (${row.reason})`)}
          </Text>
        ))}

        <Text style={s.h2}>Mood calendar</Text>
        {model.moodCount === 0 ? (
          <Text>Nothing was logged in this period.</Text>
        ) : (
          <Text>
            {pdf(
              `${model.moodCount} moods on ${model.daysLogged} days; average ${signed(model.average)} on a scale of -3 (very difficult) to +3 (excellent).`,
            )}
          </Text>
        )}
        <View style={{ marginTop: 6 }}>
          {model.calendar.map((week) => (
            <View key={week.start} style={s.row}>
              <Text style={{ width: 80, ...s.muted }}>{formatDayKey(week.start)}</Text>
              {week.days.map((day, i) => (
                <View
                  key={day?.day ?? `${week.start}-${i}`}
                  style={[s.cell, { backgroundColor: moodColour(day?.mood ?? null) }, day ? {} : { borderWidth: 0 }]}
                />
              ))}
            </View>
          ))}
          <Text style={s.muted}>Rows are weeks from Sunday; a white square is a day without a mood.</Text>
        </View>

        <Text style={s.h2}>Week by week</Text>
        <WeekTable weeks={model.byWeek} partnerName={withPartner ? model.partnerName : null} />

        <Text style={s.h2}>Feelings logged most</Text>
        <Text>
          {model.feelings.length === 0
            ? "No feelings were tagged in this period."
            : model.feelings.map((f) => `${f.tag} (${f.count})`).join(", ")}
        </Text>

        <Text style={s.h2}>Sleep and stress</Text>
        <Text>
          {pdf(
            `Sleep: ${model.sleep.records === 0 ? "no records" : `${model.sleep.records} records, average ${model.sleep.average} h`}. ${model.sleep.sentence}`,
          )}
        </Text>
        <Text>
          {pdf(
            `Stress: ${model.stress.records === 0 ? "no records" : `${model.stress.records} records, average ${model.stress.average} of 10`}. ${model.stress.sentence}`,
          )}
        </Text>

        <Text style={s.h2}>Connection</Text>
        <Text>
          {model.checkinCount === 0
            ? "No partner check-ins in this period."
            : `${model.checkinCount} partner check-ins; weekly averages of how connected ${model.person} felt are in the table above (-3 to +3).`}
        </Text>

        <Text style={s.h2}>Monthly check-up</Text>
        <CheckUpHistory model={model} />

        {model.notes.length > 0 ? (
          <View break>
            <Text style={s.h2}>{pdf(`${model.person}'s notes`)}</Text>
            {model.notes.map((note, i) => (
              <View key={`${note.day}-${i}`} style={s.note} wrap={false}>
                <Text style={s.th}>{`${formatDayKey(note.day, { withYear: true })}, ${note.kind.toLowerCase()}`}</Text>
                <Text>{pdf(note.text)}</Text>
              </View>
            ))}
          </View>
        ) : null}
        <Text
          style={{ position: "absolute", bottom: 20, left: 40, right: 40, fontSize: 8, color: MUTED }}
          render={({ pageNumber, totalPages }) => `Attune wellbeing report · page ${pageNumber} of ${totalPages}`}
          fixed
        />
      </Page>
    </Document>
  );
}

/**
 * The monthly check-up's history in the period (issue #39): the person's CSI-4 totals and, while both share it, the
 * partner's. Never the personal check-in (PHQ-4): it is not in the model at all.
 */
function CheckUpHistory({ model }: { model: CounsellorReportModel }) {
  const line = (name: string, rows: CounsellorReportModel["checkUps"]) =>
    rows.length === 0
      ? `${name}: no check-ups in this period.`
      : `${name}: ${rows.map((row) => `${formatDayKey(row.day, { withYear: true })} ${row.total} of 21`).join("; ")}.`;
  return (
    <View>
      <Text style={s.muted}>
        The Couples Satisfaction Index, 4-item form (CSI-4; Funk &amp; Rogge, 2007): 0 to 21, higher means more
        satisfied. A screening, not a diagnosis.
      </Text>
      <Text>{pdf(line(model.person, model.checkUps))}</Text>
      {model.partnerCheckUps && model.partnerName ? (
        <Text>{pdf(line(model.partnerName, model.partnerCheckUps))}</Text>
      ) : null}
    </View>
  );
}

function WeekTable({ weeks, partnerName }: { weeks: readonly ReportWeek[]; partnerName: string | null }) {
  const columns = [
    { title: "Week", width: "24%", value: (w: ReportWeek) => w.label.replace(/^Week of /, "") },
    { title: "Mood", width: "14%", value: (w: ReportWeek) => signed(w.mood) },
    { title: "Moods", width: "10%", value: (w: ReportWeek) => String(w.moods) },
    { title: "Connection", width: "16%", value: (w: ReportWeek) => signed(w.connection) },
    ...(partnerName
      ? [
          {
            title: pdf(`${partnerName}'s rating`),
            width: "18%",
            value: (w: ReportWeek) => signed(w.partnerConnection),
          },
          { title: pdf(`${partnerName}'s mood`), width: "18%", value: (w: ReportWeek) => signed(w.partnerMood) },
        ]
      : []),
  ];
  return (
    <View>
      <View style={s.tableRow}>
        {columns.map((c) => (
          <Text key={c.title} style={[s.th, { width: c.width }]}>
            {c.title}
          </Text>
        ))}
      </View>
      {weeks.map((w) => (
        <View key={w.start} style={s.tableRow} wrap={false}>
          {columns.map((c) => (
            <Text key={c.title} style={{ width: c.width }}>
              {c.value(w)}
            </Text>
          ))}
        </View>
      ))}
    </View>
  );
}
