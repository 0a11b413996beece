import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import { useLocation } from "react-router";
import { seekVideo, startTimeOf } from "../transcript";

type VideoSource = { src: string; type: string };

// Loaded apart from the page's start (apps/web/budgets.json); until it is in, the browser's own controls serve.
const PlayerControls = lazy(() => import("./player-controls"));

/** The control bar's room below the picture, kept from the first paint so that nothing moves when the bar arrives. */
const barRoom = <div aria-hidden="true" className="h-16" />;

type VideoPlayerProps = {
  title: string;
  src: string;
  poster?: string;
  captionsSrc?: string;
  /** The video's chapters (WebVTT), offered to the browser as a chapters track. */
  chaptersSrc?: string;
  /** Other encodings of the same video, tried before `src` (e.g. WebM before MP4). */
  alternatives?: readonly VideoSource[];
  /** For controls outside the player, such as a chapter list that seeks. */
  videoRef?: React.RefObject<HTMLVideoElement | null>;
};

/**
 * The video block (docs/product/blocks.md#video-player): a titled native player that reloads when its source changes, and
 * seeks to `#t=SECONDS` (or `?t=SECONDS`) whenever the address brings one: on load, and on each
 * navigation after it, to another lesson or within this one (site search links to a moment of a
 * transcript that way).
 */
export function VideoPlayer({
  title,
  src,
  poster,
  captionsSrc,
  chaptersSrc,
  alternatives = [],
  videoRef,
}: VideoPlayerProps) {
  const titleId = useId();
  const ownRef = useRef<HTMLVideoElement>(null);
  const ref = videoRef ?? ownRef;
  const loadedSrc = useRef(src);
  const frameRef = useRef<HTMLDivElement>(null);
  // The page as prerendered (and without scripts) has the browser's controls; once hydrated, the bar below the
  // picture replaces them, so that no control covers the action (docs/decisions/057-lesson-media.md).
  const [hydrated, setHydrated] = useState(false);
  const [barReady, setBarReady] = useState(false);
  const markBarReady = useCallback(() => setBarReady(true), []);
  useEffect(() => setHydrated(true), []);

  // A new src attribute alone does not restart a playing element everywhere; load() resets it.
  useEffect(() => {
    if (loadedSrc.current === src) return;
    loadedSrc.current = src;
    ref.current?.load();
  }, [src, ref]);

  const location = useLocation();
  const at = startTimeOf(location);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each navigation (location.key) and each new source asks for the seek again, even to the same second
  useEffect(() => {
    const video = ref.current;
    if (!video || at === undefined) return;
    const go = () => {
      seekVideo(video, at);
    };
    if (video.readyState >= 1) go();
    else video.addEventListener("loadedmetadata", go, { once: true });
    return () => video.removeEventListener("loadedmetadata", go);
  }, [ref, at, src, location.key]);

  // Captions from another origin (cloud storage) load only through CORS.
  const crossOrigin = captionsSrc && /^https?:\/\//.test(captionsSrc) ? "anonymous" : undefined;

  return (
    <figure aria-labelledby={titleId} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      <div ref={frameRef} data-player-frame className="flex flex-col justify-center bg-slate-900">
        {/* biome-ignore lint/a11y/useMediaCaption: the captions track is rendered whenever the video has one */}
        <video
          ref={ref}
          controls={!barReady}
          preload="metadata"
          src={alternatives.length > 0 ? undefined : src}
          poster={poster}
          crossOrigin={crossOrigin}
          className="aspect-video w-full bg-slate-900 [:fullscreen>&]:min-h-0 [:fullscreen>&]:flex-1"
        >
          {alternatives.map((source) => (
            <source key={source.src} src={source.src} type={source.type} />
          ))}
          {alternatives.length > 0 ? <source src={src} /> : null}
          {captionsSrc ? <track kind="captions" src={captionsSrc} srcLang="en" label="English" default /> : null}
          {chaptersSrc ? <track kind="chapters" src={chaptersSrc} srcLang="en" label="Chapters" /> : null}
          Your browser does not support the video tag.
        </video>
        {hydrated ? (
          <Suspense fallback={barRoom}>
            <PlayerControls videoRef={ref} frameRef={frameRef} onReady={markBarReady} />
          </Suspense>
        ) : (
          barRoom
        )}
      </div>
      <figcaption id={titleId} className="px-5 py-4 text-lg font-semibold text-slate-900">
        {title}
      </figcaption>
    </figure>
  );
}
