import type { NlpDetail, NlpItem } from "@ignitest/contracts";
import { useId } from "react";
import { Link } from "react-router";
import { FaqAccordion } from "~/components/blocks/faq-accordion";
import { nlpCategoryHref } from "../utils/asset-links";
import { NlpFacts } from "./nlp-facts";
import { NlpIoTable } from "./nlp-io-table";
import { NlpItemCard } from "./nlp-item-card";
import { NlpScenarios } from "./nlp-scenarios";

const h2Class = "text-2xl font-bold tracking-tight text-slate-900";

/** An NLP's description page below the banner: what it does, its inputs, scenarios, facts, FAQs and relatives. */
export function NlpDetailBody({ nlp, related }: { nlp: NlpDetail; related: readonly NlpItem[] }) {
  const ids = { description: useId(), inputs: useId(), scenarios: useId(), facts: useId(), related: useId() };
  const paragraphs = (nlp.description ?? nlp.shortDescription).split(/\n{2,}/);
  return (
    <>
      <div className="container-page grid grid-cols-1 gap-10 py-10 sm:py-14 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-10">
          <section aria-labelledby={ids.description}>
            <h2 id={ids.description} className={h2Class}>
              Description
            </h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </section>
          {nlp.inputs.length > 0 || nlp.outputs.length > 0 ? (
            <section aria-labelledby={ids.inputs}>
              <h2 id={ids.inputs} className={h2Class}>
                Inputs and outputs
              </h2>
              {nlp.inputs.length > 0 ? <NlpIoTable caption={`Inputs of ${nlp.title}`} rows={nlp.inputs} /> : null}
              {nlp.outputs.length > 0 ? <NlpIoTable caption={`Outputs of ${nlp.title}`} rows={nlp.outputs} /> : null}
            </section>
          ) : null}
          {nlp.scenarios.length > 0 ? (
            <section aria-labelledby={ids.scenarios}>
              <h2 id={ids.scenarios} className={h2Class}>
                Example scenarios
              </h2>
              <NlpScenarios scenarios={nlp.scenarios} />
            </section>
          ) : null}
        </div>
        <div className="grid gap-4 lg:sticky lg:top-24 lg:self-start">
          {/* Opens the playground with this NLP as a step, ready to fill in; its own
              document, for its policy (docs/playground.md#serving-and-framing). */}
          <Link to={`/playground?nlp=${encodeURIComponent(nlp.nlpId)}`} reloadDocument className="btn btn-primary">
            Try this NLP
          </Link>
          <NlpFacts nlp={nlp} headingId={ids.facts} />
        </div>
      </div>
      <div className="border-t border-slate-200 bg-slate-50/60">
        <FaqAccordion items={nlp.faqs} />
      </div>
      {related.length > 0 ? (
        <section aria-labelledby={ids.related} className="container-page py-14">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h2 id={ids.related} className={h2Class}>
              Related NLPs
            </h2>
            <Link to={nlpCategoryHref(nlp.category)} className="link font-semibold">
              All NLPs in {nlp.category.title}
            </Link>
          </div>
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {related.map((item) => (
              <li key={item._id}>
                <NlpItemCard item={item} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
