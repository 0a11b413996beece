/**
 * "Add step": a combobox over the real NLP catalogue (from the API), offering
 * the NLPs the playground can run, each with its inputs (docs/playground.md#step-kinds).
 * WAI-ARIA combobox pattern: the list is a listbox, aria-activedescendant follows
 * the arrow keys, Enter adds, Escape closes.
 */
import { searchKeyMinLength } from "@ignitest/contracts";
import { useId, useState } from "react";
import { type NlpOption, useNlpSearch } from "../hooks/use-nlp-search";

export function AddStep({ onAdd }: { onAdd: (nlpId: string) => void }) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const search = useNlpSearch(query);
  const options: NlpOption[] = search.state === "done" ? search.options : [];
  const expanded = open && options.length > 0;

  const choose = (option: NlpOption | undefined) => {
    if (!option) return;
    onAdd(option.binding.nlpId);
    setQuery("");
    setOpen(false);
    setActive(0);
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
      const by = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (options.length === 0 ? 0 : (current + by + options.length) % options.length));
    } else if (event.key === "Enter" && expanded) {
      event.preventDefault();
      choose(options[active]);
    } else if (event.key === "Escape") {
      setOpen(false);
    }
  };

  let hint = "";
  if (query.trim().length > 0 && query.trim().length < searchKeyMinLength)
    hint = `Type at least ${searchKeyMinLength} characters.`;
  else if (search.state === "loading") hint = "Searching the NLP catalogue…";
  else if (search.state === "error") hint = search.message;
  else if (search.state === "done" && options.length === 0) hint = "No NLP the playground can run matches that.";
  else if (search.state === "done") hint = `${options.length} NLPs match.`;

  return (
    <div className="relative mt-3">
      <label htmlFor={`${id}-input`} className="text-sm font-medium text-slate-700">
        Add step
      </label>
      <input
        id={`${id}-input`}
        role="combobox"
        aria-expanded={expanded}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={expanded ? `${id}-${active}` : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        value={query}
        placeholder="Search the NLPs: click, verify, enter…"
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        data-playground="add-step"
        className="mt-1 w-full rounded-md border border-slate-300 bg-surface px-2 py-1.5 text-sm text-slate-900"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600" aria-live="polite">
        {hint}
      </p>
      <div
        id={`${id}-list`}
        role="listbox"
        aria-label="NLPs"
        hidden={!expanded}
        className="absolute z-20 mt-1 max-h-72 w-full overflow-y-auto rounded-md border border-slate-300 bg-surface shadow-lg"
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y: options stay unfocusable on purpose: focus remains in the combobox, which moves the active option (aria-activedescendant) and chooses it with Enter.
          <div
            key={option.binding.nlpId}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            className={`cursor-pointer px-3 py-2 text-sm ${index === active ? "bg-ink-100" : ""}`}
          >
            <span className="font-medium text-slate-900">{option.binding.name}</span>
            <span className="block text-xs text-slate-600">
              {option.binding.inputs.length > 0
                ? `Inputs: ${option.binding.inputs.map((input) => input.input).join(", ")}`
                : "No inputs"}
            </span>
          </div>
        ))}
      </div>
    </div>
  );
}
