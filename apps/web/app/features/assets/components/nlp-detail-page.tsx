import { ReadyToExplore } from "~/components/blocks/ready-to-explore";
import { PageBanner } from "~/components/page/page-banner";
import type { PageCopy } from "~/page-copy/page-copy";
import { useAssetTypes } from "../hooks/use-asset-types";
import { useNlpDetail, useRelatedNlps } from "../hooks/use-nlp-detail";
import { useQueryId } from "../hooks/use-query-id";
import { nlpCategoryHref, viewAllHref } from "../utils/asset-links";
import { AssetsBreadcrumb } from "./assets-breadcrumb";
import { EmptyState } from "./empty-state";
import { NlpDetailBody } from "./nlp-detail-body";

function DetailSkeleton() {
  return (
    <div role="status" className="container-page grid gap-10 py-10 sm:py-14 lg:grid-cols-[1fr_20rem]">
      <span className="sr-only">Loading the NLP</span>
      <div aria-hidden="true" className="grid content-start gap-3">
        <div className="h-8 w-48 animate-pulse rounded bg-slate-200" />
        <div className="h-4 w-full animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-11/12 animate-pulse rounded bg-slate-100" />
        <div className="h-4 w-4/5 animate-pulse rounded bg-slate-100" />
        <div className="mt-6 h-40 animate-pulse rounded-xl bg-slate-100" />
      </div>
      <div aria-hidden="true" className="h-80 animate-pulse rounded-2xl bg-slate-100" />
    </div>
  );
}

/**
 * /nlp-description?id=…: one NLP. The banner's h1 reads the page copy until
 * the NLP loads, then its name. A missing or unknown id shows the empty state.
 */
export function NlpDetailPage({ copy }: { copy: PageCopy }) {
  const id = useQueryId();
  const assetTypes = useAssetTypes();
  const { data: nlp, loading } = useNlpDetail(id);
  const related = useRelatedNlps(nlp?.nlpId, nlp?.category.title, assetTypes);

  let body: React.ReactNode;
  if (loading) body = <DetailSkeleton />;
  else if (!nlp)
    body = (
      <div className="container-page py-10 sm:py-14">
        <EmptyState />
      </div>
    );
  else body = <NlpDetailBody nlp={nlp} related={related} />;

  return (
    <>
      <PageBanner eyebrow={copy.eyebrow} title={nlp?.title ?? copy.h1} lead={nlp?.shortDescription ?? copy.lead} />
      <div className="container-page pt-6">
        <AssetsBreadcrumb
          trail={[
            { label: "NLPs", href: viewAllHref("Nlps", "all") },
            ...(nlp ? [{ label: nlp.category.title, href: nlpCategoryHref(nlp.category) }] : []),
            { label: nlp?.title ?? copy.h1 },
          ]}
        />
      </div>
      {body}
      <ReadyToExplore />
    </>
  );
}
