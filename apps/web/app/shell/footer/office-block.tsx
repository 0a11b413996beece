import { useId } from "react";
import { useCountry } from "~/features/country";
import { footer as words } from "../../../../../content/pages/site-chrome";

type Office = {
  country: string;
  /** Postal address, one line each. */
  lines: readonly string[];
  email: string;
};

/** docs/product/pages-and-routes.md#office-block: IN shows the India office, GB the United Kingdom office, anything else Canada and the United States. */
export type OfficeRegion = "india" | "united-kingdom" | "north-america";

const offices = words.offices satisfies Record<string, Office>;

const officesByRegion: Record<OfficeRegion, readonly Office[]> = {
  "north-america": [offices.canada, offices.unitedStates],
  india: [offices.india],
  "united-kingdom": [offices.unitedKingdom],
};

const regions = Object.keys(officesByRegion) as OfficeRegion[];

export function regionFor(country: string | null): OfficeRegion {
  if (country === "IN") return "india";
  if (country === "GB") return "united-kingdom";
  return "north-america";
}

/**
 * The office nearest to the visitor. Prerendered HTML shows the default
 * (Canada and the United States) and the block switches once the country
 * lookup answers. Every variant is laid out in the same grid cell and only
 * the active one is visible, so the cell always has the height of the
 * tallest variant and the page below never jumps.
 */
export function OfficeBlock() {
  const active = regionFor(useCountry());
  const headingId = useId();

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wider text-white">
        {words.officesHeading}
      </h2>
      <div className="mt-4 grid">
        {regions.map((region) => {
          const isActive = region === active;
          return (
            <div
              key={region}
              data-region={region}
              aria-hidden={isActive ? undefined : true}
              inert={!isActive}
              className={`col-start-1 row-start-1 grid content-start gap-6 sm:grid-cols-2 ${isActive ? "" : "invisible"}`}
            >
              {officesByRegion[region].map((office) => (
                <OfficeAddress key={office.country} office={office} />
              ))}
            </div>
          );
        })}
      </div>
    </section>
  );
}

function OfficeAddress({ office }: { office: Office }) {
  return (
    <div>
      <h3 className="font-semibold text-white">{office.country}</h3>
      <address className="mt-2 text-sm not-italic leading-6">
        {office.lines.map((line) => (
          <span key={line} className="block">
            {line}
          </span>
        ))}
        <span className="block">{office.country}</span>
        <a href={`mailto:${office.email}`} className="mt-1 inline-block underline underline-offset-2 hover:text-white">
          {office.email}
        </a>
      </address>
    </div>
  );
}
