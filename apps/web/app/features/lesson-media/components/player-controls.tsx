import { useEffect, useState } from "react";
import { clockLabel } from "../transcript";

type PlayerControlsProps = {
  videoRef: React.RefObject<HTMLVideoElement | null>;
  /** The video and this bar together: what "Full screen" shows. */
  frameRef: React.RefObject<HTMLElement | null>;
  /** Called once the bar is in place, so the player can drop the browser's own controls. */
  onReady: () => void;
};

const speeds = [0.75, 1, 1.25, 1.5, 2] as const;

type VideoState = {
  paused: boolean;
  time: number;
  duration: number;
  muted: boolean;
  rate: number;
  captions: boolean;
  hasCaptions: boolean;
  fullScreen: boolean;
};

/** The video's text tracks: every browser has them; jsdom's are a stub without events. */
const trackList = (video: HTMLVideoElement): TextTrackList | undefined =>
  typeof video.textTracks?.addEventListener === "function" ? video.textTracks : undefined;

const captionsTrack = (video: HTMLVideoElement) =>
  [...(trackList(video) ?? [])].find((track) => track.kind === "captions");

const togglePlay = (video: HTMLVideoElement | null) => {
  if (!video) return;
  if (video.paused) void video.play();
  else video.pause();
};

function readState(video: HTMLVideoElement, frame: HTMLElement | null): VideoState {
  const track = captionsTrack(video);
  return {
    paused: video.paused,
    time: video.currentTime,
    duration: Number.isFinite(video.duration) ? video.duration : 0,
    muted: video.muted,
    rate: video.playbackRate,
    captions: track?.mode === "showing",
    hasCaptions: Boolean(track),
    fullScreen: Boolean(frame && document.fullscreenElement === frame),
  };
}

const videoEvents = [
  "play",
  "pause",
  "timeupdate",
  "durationchange",
  "loadedmetadata",
  "volumechange",
  "ratechange",
  "emptied",
] as const;

const button =
  "inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-md text-white hover:bg-white/15 aria-pressed:bg-white/20";

function Icon({ d }: { d: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
      <path d={d} />
    </svg>
  );
}

const icons = {
  play: "M8 5v14l11-7z",
  pause: "M6 5h4v14H6zm8 0h4v14h-4z",
  sound: "M4 9v6h4l5 4V5L8 9zm12.5 3A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4",
  muted:
    "M4 9v6h4l5 4V5L8 9zm11.6 0L14.2 10.4 15.8 12l-1.6 1.6 1.4 1.4 1.6-1.6 1.6 1.6 1.4-1.4-1.6-1.6 1.6-1.6-1.4-1.4-1.6 1.6z",
  captions:
    "M19 5H5a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2m-8 6H9.5v-.5h-2v3h2V13H11v1a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1zm7 0h-1.5v-.5h-2v3h2V13H18v1a1 1 0 0 1-1 1h-3a1 1 0 0 1-1-1v-4a1 1 0 0 1 1-1h3a1 1 0 0 1 1 1z",
  enter: "M5 5h5v2H7v3H5zm9 0h5v5h-2V7h-3zM5 14h2v3h3v2H5zm12 0h2v5h-5v-2h3z",
  leave: "M8 5h2v5H5V8h3zm6 0h2v3h3v2h-5zM5 14h5v5H8v-3H5zm9 0h5v2h-3v3h-2z",
};

/**
 * The lesson player's control bar, below the picture so that it never covers the action (docs/decisions/057-lesson-media.md):
 * play, the position (a slider), sound, speed, captions on or off, full screen. Loaded apart from the page's start.
 */
export default function PlayerControls({ videoRef, frameRef, onReady }: PlayerControlsProps) {
  const [state, setState] = useState<VideoState | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    const update = () => setState(readState(video, frameRef.current));
    const toggle = () => togglePlay(video);
    update();
    for (const type of videoEvents) video.addEventListener(type, update);
    const tracks = trackList(video);
    tracks?.addEventListener("change", update);
    tracks?.addEventListener("addtrack", update);
    document.addEventListener("fullscreenchange", update);
    // A click on the picture plays or pauses, as on the browser's own controls.
    video.addEventListener("click", toggle);
    onReady();
    return () => {
      for (const type of videoEvents) video.removeEventListener(type, update);
      tracks?.removeEventListener("change", update);
      tracks?.removeEventListener("addtrack", update);
      document.removeEventListener("fullscreenchange", update);
      video.removeEventListener("click", toggle);
    };
  }, [videoRef, frameRef, onReady]);

  const video = () => videoRef.current;
  const toggleCaptions = () => {
    const track = video() && captionsTrack(video() as HTMLVideoElement);
    if (track) track.mode = track.mode === "showing" ? "hidden" : "showing";
  };
  const toggleFullScreen = () => {
    const frame = frameRef.current;
    if (document.fullscreenElement) void document.exitFullscreen();
    else if (frame?.requestFullscreen) void frame.requestFullscreen();
    else (video() as (HTMLVideoElement & { webkitEnterFullscreen?: () => void }) | null)?.webkitEnterFullscreen?.();
  };

  if (!state) return <div aria-hidden="true" className="h-16" />;
  const position = `${clockLabel(state.time)} of ${clockLabel(state.duration)}`;
  return (
    <fieldset aria-label="Video controls" className="flex h-16 min-w-0 flex-col justify-center px-2 text-white">
      <div className="flex items-center gap-2 text-xs tabular-nums">
        <span aria-hidden="true">{clockLabel(state.time)}</span>
        <input
          type="range"
          aria-label="Position"
          aria-valuetext={position}
          min={0}
          max={state.duration}
          step="any"
          value={Math.min(state.time, state.duration)}
          onChange={(event) => {
            const element = video();
            if (element) element.currentTime = Number(event.currentTarget.value);
          }}
          className="h-4 min-w-0 flex-1 accent-brand-500"
        />
        <span aria-hidden="true">{clockLabel(state.duration)}</span>
      </div>
      <div className="flex items-center gap-1">
        <button
          type="button"
          className={button}
          aria-label={state.paused ? "Play" : "Pause"}
          onClick={() => togglePlay(video())}
        >
          <Icon d={state.paused ? icons.play : icons.pause} />
        </button>
        <button
          type="button"
          className={button}
          aria-label={state.muted ? "Unmute" : "Mute"}
          onClick={() => {
            const element = video();
            if (element) element.muted = !element.muted;
          }}
        >
          <Icon d={state.muted ? icons.muted : icons.sound} />
        </button>
        <span className="flex-1" />
        <select
          aria-label="Playback speed"
          value={state.rate}
          onChange={(event) => {
            const element = video();
            if (element) element.playbackRate = Number(event.currentTarget.value);
          }}
          className="h-8 rounded-md bg-slate-900 px-1 text-xs text-white"
        >
          {speeds.map((speed) => (
            <option key={speed} value={speed}>
              {speed}×
            </option>
          ))}
        </select>
        {state.hasCaptions ? (
          <button
            type="button"
            className={button}
            aria-label="Captions"
            aria-pressed={state.captions}
            onClick={toggleCaptions}
          >
            <Icon d={icons.captions} />
          </button>
        ) : null}
        <button
          type="button"
          className={button}
          aria-label={state.fullScreen ? "Exit full screen" : "Full screen"}
          onClick={toggleFullScreen}
        >
          <Icon d={state.fullScreen ? icons.leave : icons.enter} />
        </button>
      </div>
    </fieldset>
  );
}
