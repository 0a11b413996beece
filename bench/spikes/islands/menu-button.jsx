// The island both spikes render: one button with a bit of state. Written
// against React's hook; the Preact build maps "react" to "preact/hooks".
import { useState } from "react";

export function MenuButton() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      {open ? "Close" : "Open"} menu
    </button>
  );
}
