import { seekVideo, type TranscriptCue } from "../transcript";

/** Index of the cue playing at `time`: the last one started, or -1 before the first. */
export function cueAt(cues: readonly Pick<TranscriptCue, "start">[], time: number): number {
  return cues.findLastIndex((cue) => cue.start <= time + 0.05);
}

/**
 * The transcript's behaviour, loaded after the page is interactive (the list
 * itself is prerendered): a cue button seeks the video to its `data-start`
 * and plays; the cue being spoken gets `aria-current` and is kept in view by
 * scrolling the list, never the page. Returns a function that detaches it.
 */
export function followTranscript(list: HTMLElement, video: HTMLVideoElement): () => void {
  const buttons = [...list.querySelectorAll<HTMLButtonElement>("button[data-start]")];
  const cues = buttons.map((button) => ({ start: Number(button.dataset.start) }));
  let active = -1;

  const mark = (index: number) => {
    if (index === active) return;
    buttons[active]?.removeAttribute("aria-current");
    active = index;
    const button = buttons[index];
    if (!button) return;
    button.setAttribute("aria-current", "true");
    const item = button.parentElement ?? button;
    const top = item.offsetTop - list.offsetTop;
    if (top < list.scrollTop || top + item.offsetHeight > list.scrollTop + list.clientHeight) {
      list.scrollTop = Math.max(0, top - list.clientHeight / 3);
    }
  };
  const follow = () => mark(cueAt(cues, video.currentTime));
  const seek = (event: MouseEvent) => {
    const button = (event.target as Element | null)?.closest<HTMLButtonElement>("button[data-start]");
    if (!button) return;
    seekVideo(video, Number(button.dataset.start));
    mark(buttons.indexOf(button));
    // A click is a user gesture, so play() is allowed; a rejection only means another call interrupted it.
    video.play()?.catch(() => undefined);
  };

  list.addEventListener("click", seek);
  video.addEventListener("timeupdate", follow);
  video.addEventListener("seeked", follow);
  if (video.currentTime > 0) follow();
  return () => {
    list.removeEventListener("click", seek);
    video.removeEventListener("timeupdate", follow);
    video.removeEventListener("seeked", follow);
  };
}
