import { HelpLines } from "@/components/safety/crisis-support";
import { crisisResources, type CrisisCountry } from "@/lib/domain/safety/crisis-resources";

const COUNTRIES: readonly { country: CrisisCountry; name: string }[] = [
  { country: "US", name: "United States" },
  { country: "CA", name: "Canada" },
  { country: "GB", name: "United Kingdom" },
  { country: "IE", name: "Ireland" },
  { country: "AU", name: "Australia" },
  { country: "INTL", name: "Everywhere else" },
];

/**
 * Every help line the coach can show, by country (shipped with the app, never fetched). The coach picks the country
 * from the phone number on the account, or else the time zone.
 */
export function CrisisDirectory() {
  return (
    <>
      <p>If you are in danger right now, call your local emergency number.</p>
      <div className="grid gap-4 sm:grid-cols-2">
        {COUNTRIES.map(({ country, name }) => (
          <section
            key={country}
            aria-labelledby={`help-${country}`}
            className="rounded-2xl border border-red-100 bg-red-50 p-4"
          >
            <h3 id={`help-${country}`} className="font-semibold">
              {name}
            </h3>
            <div className="mt-2">
              <HelpLines resources={crisisResources(country, ["suicide", "abuse"])} />
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
