import { HelpLines } from "@/components/safety/crisis-support";
import { ABUSE_DIRECTORY, abuseHelplines, abuseLineResources } from "@/lib/domain/safety/abuse-helplines";
import { HELPLINES, type CrisisCountry } from "@/lib/domain/safety/helplines";

/** The countries with domestic-abuse lines of their own (abuse-helplines.ts), then everywhere else. */
const COUNTRIES: readonly CrisisCountry[] = ["US", "CA", "GB", "IE", "AU", "NZ", "INTL"];

const linesOf = (country: CrisisCountry) => (country === "INTL" ? [ABUSE_DIRECTORY] : abuseHelplines(country));

/** True while any line shown here has not been checked on the service's own site (decision 071). */
const SHOWS_UNVERIFIED_LINES = COUNTRIES.some((country) => linesOf(country).some((line) => !line.verified));

/**
 * The domestic-abuse lines of every country we hold (lib/domain/safety/abuse-helplines.ts, decision 071), each with
 * the country's emergency number; the international directory for everywhere else. Shipped with the page, never
 * fetched, and nothing about who opened it is recorded.
 */
export function AbuseDirectory() {
  return (
    <>
      <p>
        If you are in danger now, call your local emergency number. The services below support people affected by
        domestic abuse; you can talk to them before you decide to do anything.
      </p>
      {SHOWS_UNVERIFIED_LINES ? (
        <p>
          We took these numbers from public sources and have not yet confirmed each one with the service itself. If a
          number does not work, <a href={ABUSE_DIRECTORY.web}>Find A Helpline</a> lists free services in every country.
        </p>
      ) : null}
      <p>A call or text to any of them can show in your phone&rsquo;s call and message history.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {COUNTRIES.map((country) => (
          <section
            key={country}
            aria-labelledby={`abuse-help-${country}`}
            className="rounded-2xl border border-red-100 bg-red-50 p-4"
          >
            <h3 id={`abuse-help-${country}`} className="font-semibold">
              {HELPLINES[country].name}
            </h3>
            <div className="mt-2">
              <HelpLines resources={[...linesOf(country).flatMap(abuseLineResources), HELPLINES[country].emergency]} />
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
