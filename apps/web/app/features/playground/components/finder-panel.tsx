/**
 * The Finder: pick an element in the frame (hover and click, or the keyboard
 * list), see its locators ranked, and save one under a name in the element
 * repository (docs/playground.md#locators).
 */
import { useEffect, useId, useState } from "react";
import type { Device } from "../devices";
import { type InteractiveElement, type LocatorCandidate, locatorCandidates, mobileLocatorCandidates } from "../engine";
import { describeTarget, suggestName } from "../hooks/element-label";
import type { Locator } from "../model";
import { InteractiveList } from "./interactive-list";
import { LocatorList } from "./locator-list";
import { Panel } from "./panel";

interface FinderPanelProps {
  picking: boolean;
  onPicking: (on: boolean) => void;
  picked: Element | null;
  onPick: (el: Element) => void;
  onActive: (el: Element | null) => void;
  items: InteractiveElement[];
  onAdd: (name: string, locator: Locator) => void;
  /** Set when a step waits for this pick ("Pick new…"). */
  pickingFor: string | null;
  /** On a device, the mobile locators of its app tree (docs/playground.md#mobile-devices). */
  device?: Device;
}

export function FinderPanel(props: FinderPanelProps) {
  const nameId = useId();
  const [candidates, setCandidates] = useState<LocatorCandidate[]>([]);
  const [chosen, setChosen] = useState(0);
  const [name, setName] = useState("");
  const [saved, setSaved] = useState("");
  const [pickedLabel, setPickedLabel] = useState("");
  const platform = props.device?.platform;

  // Read once, at pick time: the element's page may be gone later (the frame navigates), its candidates stay.
  useEffect(() => {
    if (!props.picked?.ownerDocument.defaultView) return;
    setCandidates(platform ? mobileLocatorCandidates(props.picked, platform) : locatorCandidates(props.picked));
    setChosen(0);
    setName(suggestName(props.picked));
    setPickedLabel(describeTarget(props.picked));
    setSaved("");
  }, [props.picked, platform]);

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    const candidate = candidates[chosen];
    if (!candidate || !name.trim()) return;
    props.onAdd(name.trim(), candidate.locator);
    setSaved(`Saved "${name.trim()}" to the elements.`);
  };

  return (
    <Panel title="Finder" id="finder">
      <div className="flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-pressed={props.picking}
          onClick={() => props.onPicking(!props.picking)}
          className={`btn px-3 py-1.5 text-sm ${props.picking ? "btn-primary" : "btn-secondary"}`}
          data-playground="pick-element"
        >
          Pick element
        </button>
        <p className="text-sm text-slate-600" aria-live="polite">
          {props.picking
            ? "Hover over the app and click an element; Escape stops."
            : props.pickingFor
              ? `Pick the element for ${props.pickingFor}.`
              : "Or choose from the list with the arrow keys and Enter."}
        </p>
      </div>
      <div className="mt-3">
        <InteractiveList items={props.items} onActive={props.onActive} onPick={props.onPick} />
      </div>
      {candidates.length > 0 ? (
        <form onSubmit={add} className="mt-4 grid gap-3">
          <p className="text-sm text-slate-700">
            Picked: <strong>{pickedLabel}</strong>
          </p>
          <LocatorList candidates={candidates} chosen={chosen} onChoose={setChosen} />
          <div className="flex flex-wrap items-end gap-2">
            <div className="grid gap-1">
              <label htmlFor={nameId} className="text-sm font-medium text-slate-700">
                Element name
              </label>
              <input
                id={nameId}
                value={name}
                onChange={(event) => setName(event.target.value)}
                maxLength={80}
                required
                className="rounded-md border border-slate-300 bg-surface px-2 py-1.5 text-sm text-slate-900"
              />
            </div>
            <button type="submit" className="btn btn-primary px-3 py-1.5 text-sm" data-playground="add-to-elements">
              Add to elements
            </button>
          </div>
          <p role="status" className="text-sm text-green-700">
            {saved}
          </p>
        </form>
      ) : null}
    </Panel>
  );
}
