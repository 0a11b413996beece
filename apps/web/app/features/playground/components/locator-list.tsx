/** The list named "Locators": the picked element's candidates, ranked, with match counts and generated-id flags. */
import { formatLocator, type LocatorCandidate } from "../engine";

interface LocatorListProps {
  candidates: LocatorCandidate[];
  chosen: number;
  onChoose: (index: number) => void;
}

const KIND_NAMES: Record<string, string> = {
  role: "Role and name",
  testId: "Test id",
  label: "Label",
  text: "Text",
  id: "Id",
  css: "CSS",
  xpath: "XPath",
  accessibilityId: "Accessibility ID",
  resourceId: "Resource ID",
  appXpath: "XPath (app tree)",
};

export function LocatorList({ candidates, chosen, onChoose }: LocatorListProps) {
  return (
    <ol aria-label="Locators" className="grid gap-1.5">
      {candidates.map((candidate, index) => {
        const text = formatLocator(candidate.locator);
        const unique = candidate.count === 1;
        return (
          <li key={text}>
            <label
              className={`flex cursor-pointer items-start gap-2 rounded-md border p-2 text-sm ${index === chosen ? "border-ink-600 bg-ink-50" : "border-slate-200"}`}
            >
              <input
                type="radio"
                name="locator-choice"
                checked={index === chosen}
                onChange={() => onChoose(index)}
                className="mt-1"
              />
              <span className="grid min-w-0 gap-0.5">
                <span className="flex flex-wrap items-center gap-x-2 text-xs text-slate-600">
                  <span>Rank {index + 1}</span>
                  <span>{KIND_NAMES[candidate.locator.kind]}</span>
                  <span className={unique ? "text-green-700" : "text-red-700"}>
                    {candidate.count} {candidate.count === 1 ? "match" : "matches"}
                  </span>
                  {candidate.generated ? (
                    <span className="rounded bg-red-100 px-1 font-semibold text-red-800">
                      Generated id: will change
                    </span>
                  ) : null}
                </span>
                <code className="break-all text-slate-900">{text}</code>
              </span>
            </label>
          </li>
        );
      })}
    </ol>
  );
}
