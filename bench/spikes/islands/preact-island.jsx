// The same island as react-island.jsx, in Preact (about 5 KB compressed).
import { render } from "preact";
import { useState } from "preact/hooks";

function MenuButton() {
  const [open, setOpen] = useState(false);
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      {open ? "Close" : "Open"} menu
    </button>
  );
}

const host = document.createElement("div");
document.body.append(host);
render(<MenuButton />, host);
