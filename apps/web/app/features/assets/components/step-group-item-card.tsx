import type { StepGroupItem } from "@ignitest/contracts";
import { Link } from "react-router";
import { nlpDescriptionHref } from "../utils/asset-links";
import { AssetDetailDisclosure } from "./asset-detail-disclosure";
import { TagList } from "./tag-list";

/** One step group of a card: name, purpose, size and platforms, and its steps on demand. */
export function StepGroupItemCard({ item }: { item: StepGroupItem }) {
  return (
    <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h3 className="text-base font-semibold text-slate-900">{item.name}</h3>
      <p className="mt-2 text-sm leading-relaxed text-slate-600">{item.shortDescription}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-700">
        <span>{item.stepCount === 1 ? "1 step" : `${item.stepCount} steps`}</span>
        <TagList tags={item.platforms} />
      </div>
      <AssetDetailDisclosure id={item._id} type="StepGroups" subject="steps">
        {(detail) =>
          detail.type === "StepGroups" ? (
            <ol aria-label={`Steps of ${item.name}`} className="list-decimal space-y-2 pl-5">
              {detail.steps.map((step) => (
                <li key={step.order}>
                  <Link to={nlpDescriptionHref(step.nlpId)} className="link font-mono">
                    {step.nlpName}
                  </Link>
                  {step.inputs.length > 0 ? (
                    <span className="block text-xs text-slate-600">
                      {step.inputs.map((input) => `${input.name}: ${input.value || "(empty)"}`).join(" · ")}
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          ) : null
        }
      </AssetDetailDisclosure>
    </article>
  );
}
