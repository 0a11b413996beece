import { useEffect, useId, useRef } from "react";

type VideoPlayerProps = { title: string; src: string; poster?: string; captionsSrc?: string };

/** The video block (SPEC section 1): a titled native player that reloads when its source changes. */
export function VideoPlayer({ title, src, poster, captionsSrc }: VideoPlayerProps) {
  const titleId = useId();
  const videoRef = useRef<HTMLVideoElement>(null);
  const loadedSrc = useRef(src);

  // A new src attribute alone does not restart a playing element everywhere; load() resets it.
  useEffect(() => {
    if (loadedSrc.current === src) return;
    loadedSrc.current = src;
    videoRef.current?.load();
  }, [src]);

  return (
    <figure aria-labelledby={titleId} className="overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {/* biome-ignore lint/a11y/useMediaCaption: the captions track is rendered whenever the video has one */}
      <video
        ref={videoRef}
        controls
        preload="metadata"
        src={src}
        poster={poster}
        className="aspect-video w-full bg-slate-900"
      >
        {captionsSrc ? <track kind="captions" src={captionsSrc} srcLang="en" label="English" default /> : null}
        Your browser does not support the video tag.
      </video>
      <figcaption id={titleId} className="px-5 py-4 text-lg font-semibold text-slate-900">
        {title}
      </figcaption>
    </figure>
  );
}
