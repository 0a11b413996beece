// The island the React floor renders: one button with a bit of state.
import { useState } from "react";

export function MenuButton() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      {open ? "Close" : "Open"} menu
    </button>
  );
}
