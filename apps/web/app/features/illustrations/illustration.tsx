import { lazy, Suspense } from "react";
import { type AnyIllustration, type IllustrationName, type IllustrationSpec, illustrationLoaders } from "./registry";

// One lazy component per illustration, created once so React keeps its identity between renders.
const lazyIllustrations = {} as Record<IllustrationName, AnyIllustration>;
for (const name of Object.keys(illustrationLoaders) as IllustrationName[]) {
  lazyIllustrations[name] = lazy(illustrationLoaders[name] as () => Promise<{ default: AnyIllustration }>);
}

/**
 * Renders the illustration a spec names, with the spec's props. Prerendering
 * waits for it, so the static HTML carries the SVG; on a client-side
 * navigation a box of the same shape holds the space until it arrives.
 */
export function Illustration({ spec }: { spec: IllustrationSpec }) {
  const { name, ...props } = spec;
  const Component = lazyIllustrations[name];
  return (
    // On phones the picture is wider than its column (see IllustrationSvg): the frame clips it and fades its edge.
    <div className="max-sm:overflow-hidden max-sm:[mask-image:linear-gradient(to_right,black_82%,transparent)]">
      <Suspense fallback={<div className="aspect-[48/34] w-full" />}>
        <Component {...props} />
      </Suspense>
    </div>
  );
}
