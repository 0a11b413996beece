import { signInProducts, withBrand } from "@ignitest/contracts";
import { Link } from "react-router";
import { ReadyToExplore } from "~/components/blocks/ready-to-explore";
import { PageBanner } from "~/components/page/page-banner";
import { PageSections } from "~/components/page/page-sections";
import { FinderDownloadSection } from "~/features/downloads/components/finder-download-section";
import { illustrationFor } from "~/features/illustrations/by-page";
import { Illustration } from "~/features/illustrations/illustration";
import type { IllustrationSpec } from "~/features/illustrations/registry";
import { pageLabel } from "~/page-copy/page-copy";
import { pageCopy } from "~/page-copy/pages.server";
import { pageMeta } from "~/site/seo";
import type { Route } from "./+types/finder";

const DOWNLOAD_SECTION = "download";

export async function loader() {
  const path = withBrand("/{brand}-finder");
  const page = pageCopy(path);
  if (!page) throw new Error(`content/pages has no copy for ${path}`);
  const download = page.sections.find((section) => section.id === DOWNLOAD_SECTION);
  if (!download) throw new Error(`content/pages: ${path} needs a "${DOWNLOAD_SECTION}" section (the #download anchor)`);
  return {
    page,
    download,
    sections: page.sections.filter((section) => section !== download),
    illustration: illustrationFor("/{brand}-finder"),
    labels: {
      download: pageLabel(page, "downloadLink"),
      signIn: pageLabel(page, "signInLink"),
      playground: pageLabel(page, "playgroundLink"),
    },
  };
}

export function meta({ loaderData: { page } }: Route.MetaArgs) {
  return pageMeta({ title: page.title, description: page.description, path: page.path });
}

export default function Finder({
  loaderData: { page, download, sections, illustration, labels },
}: Route.ComponentProps) {
  return (
    <>
      <PageBanner
        eyebrow={page.eyebrow}
        title={page.h1}
        lead={page.lead}
        aside={illustration ? <Illustration spec={illustration} /> : undefined}
      >
        <a href={`#${DOWNLOAD_SECTION}`} className="btn btn-on-dark">
          {labels.download}
        </a>
        <Link
          to={`/signin?product=${signInProducts.finder}`}
          className="btn border border-white/60 text-white hover:bg-white/10"
        >
          {labels.signIn}
        </Link>
        {/* Its own document, for its policy (site/own-document.ts). */}
        <Link to="/playground" reloadDocument className="btn border border-white/60 text-white hover:bg-white/10">
          {labels.playground}
        </Link>
      </PageBanner>
      <PageSections
        sections={sections}
        pictureFor={(copy) =>
          copy.illustration ? <Illustration spec={{ name: copy.illustration } as IllustrationSpec} /> : null
        }
      />
      <FinderDownloadSection section={download} />
      <ReadyToExplore />
    </>
  );
}
