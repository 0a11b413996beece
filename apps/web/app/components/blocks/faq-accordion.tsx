import { type ReactNode, useId, useState } from "react";

/** docs/product/data.md#faq-item: an FAQ item is a question and answer, or a title and content. */
export type FaqItem = { question: string; answer: ReactNode } | { title: string; content: ReactNode };

type FaqAccordionProps = { items: readonly FaqItem[]; heading?: string };

/** docs/product/blocks.md#faq-accordion: the FAQ shows 5 items before Show More. */
export const FAQ_INITIAL_COUNT = 5;

export function normaliseFaqItem(item: FaqItem): { question: string; answer: ReactNode } {
  return "question" in item
    ? { question: item.question, answer: item.answer }
    : { question: item.title, answer: item.content };
}

/**
 * The FAQ accordion (docs/product/blocks.md#faq-accordion): first item open, 5 shown, Show More / Show less for the rest.
 * The WAI-ARIA accordion pattern by hand (a heading's button with aria-expanded, controlling its
 * answer) rather than Radix's: it is all this block needs, and Radix's accordion, collapsible and
 * collection modules were 8.6 KB Brotli on the home and pricing pages' first load (docs/decisions/093).
 */
export function FaqAccordion({ items, heading = "Frequently asked questions" }: FaqAccordionProps) {
  const [showAll, setShowAll] = useState(false);
  // Questions can repeat across content files, so an item's identity is its position in the full list.
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const listId = `${baseId}-list`;
  const faqs = items.map(normaliseFaqItem);
  const visible = showAll ? faqs : faqs.slice(0, FAQ_INITIAL_COUNT);
  const hasMore = faqs.length > FAQ_INITIAL_COUNT;

  if (faqs.length === 0) return null;

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <section aria-labelledby={titleId} className="container-page py-14 sm:py-20">
      <h2 id={titleId} className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {heading}
      </h2>
      <div
        id={listId}
        className="mx-auto mt-10 max-w-3xl divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white"
      >
        {visible.map((faq, index) => {
          const expanded = open.has(index);
          const answerId = `${baseId}-answer-${index}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed content, never reordered
            <div key={index}>
              <h3 className="m-0">
                <button
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={answerId}
                  onClick={() => toggle(index)}
                  className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-slate-900 hover:bg-slate-50 sm:px-6"
                >
                  <span>{faq.question}</span>
                  <svg
                    aria-hidden="true"
                    viewBox="0 0 20 20"
                    className="size-5 shrink-0 fill-ink-700 transition-transform duration-200 group-aria-expanded:rotate-180"
                  >
                    <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z" />
                  </svg>
                </button>
              </h3>
              {expanded ? (
                <div id={answerId} className="px-5 pb-5 leading-relaxed text-slate-700 sm:px-6">
                  {faq.answer}
                </div>
              ) : null}
            </div>
          );
        })}
      </div>
      {hasMore ? (
        <div className="mt-8 text-center">
          <button
            type="button"
            className="btn btn-secondary"
            aria-expanded={showAll}
            aria-controls={listId}
            onClick={() => setShowAll((all) => !all)}
          >
            {showAll ? "Show less" : "Show More"}
          </button>
        </div>
      ) : null}
    </section>
  );
}
