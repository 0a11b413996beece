/**
 * The device's on-screen keyboard (docs/playground.md#mobile-devices): it shows
 * while a text field of the app has focus on the device and types into that
 * field with the keys' events; the runner types through it too (it registers
 * itself for its frame while shown). Keys keep the focus in the app: a tap on
 * a key does not take it (its pointerdown is cancelled), and a key reached with
 * Tab types into the field that had focus.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { Device } from "../devices";
import {
  attachDeviceKeyboard,
  type KeyboardPage,
  type KeyName,
  keyFor,
  LETTER_ROWS,
  pressKeyInto,
  SYMBOL_ROWS,
} from "../engine/device-keyboard";

interface DeviceKeyboardProps {
  frame: HTMLIFrameElement;
  device: Device;
  onHide: () => void;
}

const NAMES: Record<string, string> = {
  Shift: "Shift",
  Backspace: "Backspace",
  Enter: "Enter",
  Symbols: "Symbols",
  Letters: "Letters",
  " ": "Space",
};
const LABELS: Record<string, string> = {
  Symbols: "?123",
  Letters: "ABC",
  " ": "space",
  Enter: "↵",
  Backspace: "⌫",
  Shift: "⇧",
};
/** How long a pressed key stays lit, and the pause between keys the runner types. */
const PRESS_MS = 40;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export default function DeviceKeyboard({ frame, device, onHide }: DeviceKeyboardProps) {
  const [page, setPage] = useState<KeyboardPage>("letters");
  const [shift, setShift] = useState(false);
  const [lit, setLit] = useState<string | null>(null);
  const state = useRef({ page, shift });
  state.current = { page, shift };

  const field = useCallback(() => frame.contentDocument?.activeElement ?? null, [frame]);

  /** One key, as a finger presses it. */
  const press = useCallback(
    (key: KeyName) => {
      setLit(key);
      if (key === "Shift") return setShift((on) => !on);
      if (key === "Symbols" || key === "Letters") {
        setShift(false);
        return setPage(key === "Symbols" ? "symbols" : "letters");
      }
      const target = field();
      if (!target) return;
      const upper = state.current.shift && key.length === 1 && key !== key.toUpperCase();
      pressKeyInto(target, upper ? key.toUpperCase() : key);
      if (upper) setShift(false);
    },
    [field],
  );

  // The app's viewport shrank above the keyboard: bring the field back into view, as a phone does.
  useEffect(() => {
    const timer = setTimeout(() => {
      const target = field();
      const view = target?.ownerDocument.defaultView;
      if (!target || !view) return;
      const box = target.getBoundingClientRect();
      if (box.bottom > view.innerHeight) view.scrollBy(0, box.bottom - view.innerHeight + 16);
    }, 50);
    return () => clearTimeout(timer);
  }, [field]);

  useEffect(() => {
    if (!lit) return;
    const timer = setTimeout(() => setLit(null), PRESS_MS * 3);
    return () => clearTimeout(timer);
  }, [lit]);

  useEffect(
    () =>
      attachDeviceKeyboard(frame, {
        async type(character) {
          const spot = keyFor(character);
          if (!spot) return false;
          if (state.current.page !== spot.page) {
            press(spot.page === "symbols" ? "Symbols" : "Letters");
            state.current = { page: spot.page, shift: false };
            await pause(PRESS_MS);
          }
          if (spot.shift && !state.current.shift) {
            press("Shift");
            state.current = { ...state.current, shift: true };
            await pause(PRESS_MS);
          }
          press(spot.key);
          state.current = { ...state.current, shift: false };
          await pause(PRESS_MS);
          return true;
        },
        hide: onHide,
      }),
    [frame, press, onHide],
  );

  const rows = page === "letters" ? LETTER_ROWS : SYMBOL_ROWS;
  return (
    <fieldset
      data-device-keyboard={device.platform}
      className="min-w-0 shrink-0 select-none border-t border-slate-300 bg-slate-200 px-1 pt-1.5 pb-1"
    >
      <legend className="sr-only">Device keyboard</legend>
      {rows.map((keys, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows of a fixed layout
        <div key={index} className="mb-1.5 flex justify-center gap-1">
          {keys.map((key, at) => {
            const named = NAMES[key];
            const wide = key === " " ? "flex-[5]" : named ? "flex-[1.5]" : "flex-1";
            const shown = LABELS[key] ?? (shift && key.length === 1 ? key.toUpperCase() : key);
            return (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: "Letters" and "Backspace" can repeat in a row
                key={`${key}-${at}`}
                type="button"
                aria-label={named ?? (shift ? key.toUpperCase() : key)}
                aria-pressed={key === "Shift" ? shift : undefined}
                data-key={key}
                onPointerDown={(event) => event.preventDefault()}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => press(key)}
                className={`${wide} h-10 min-w-0 rounded-md text-base shadow-sm ${lit === key ? "bg-ink-100 text-slate-900" : named ? "bg-slate-300 text-slate-900" : "bg-surface text-slate-900"}`}
              >
                {shown}
              </button>
            );
          })}
        </div>
      ))}
      <div className="flex justify-end">
        <button
          type="button"
          onPointerDown={(event) => event.preventDefault()}
          onMouseDown={(event) => event.preventDefault()}
          onClick={onHide}
          className="rounded px-2 py-0.5 text-xs font-medium text-slate-700"
        >
          Hide keyboard
        </button>
      </div>
    </fieldset>
  );
}
