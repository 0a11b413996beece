// Gearbox's catalogue: its products and the line icons of their categories (docs/playground.md#sample-apps).

export const products = [
  {
    id: "kb-101",
    name: "Keystone K2 Mechanical Keyboard",
    category: "Keyboards",
    price: 89,
    description: "Hot-swappable brown switches, an aluminium frame and a detachable USB-C cable.",
  },
  {
    id: "kb-102",
    name: "Keystone Slim Wireless Keyboard",
    category: "Keyboards",
    price: 49,
    description: "Low-profile keys, Bluetooth for three devices and a battery that lasts six months.",
  },
  {
    id: "hs-201",
    name: "Aurora Pro Wireless Headset",
    category: "Headsets",
    price: 129,
    description: "Active noise cancelling, a flip-to-mute boom microphone and 30 hours of battery.",
  },
  {
    id: "hs-202",
    name: "Aurora Lite USB Headset",
    category: "Headsets",
    price: 39.5,
    description: "A light, wired headset for calls, with in-line volume and mute controls.",
  },
  {
    id: "mn-301",
    name: "Vista 27-inch 4K Monitor",
    category: "Monitors",
    price: 329,
    description: "27-inch IPS panel at 3840 × 2160, USB-C with 65 W charging and a height-adjustable stand.",
  },
  {
    id: "mn-302",
    name: "Vista 24-inch Full HD Monitor",
    category: "Monitors",
    price: 149,
    description: "24-inch IPS panel at 1920 × 1080, HDMI and DisplayPort, slim bezels.",
  },
  {
    id: "ms-401",
    name: "Glide Ergonomic Mouse",
    category: "Mice",
    price: 34.99,
    description: "A vertical mouse that keeps your wrist neutral, with silent clicks.",
  },
  {
    id: "wc-501",
    name: "ClearView 1080p Webcam",
    category: "Webcams",
    price: 59,
    description: "Full HD at 30 frames per second, auto light correction and a privacy shutter.",
  },
];

export const icons = {
  Keyboards:
    '<rect x="4" y="18" width="56" height="28" rx="4"/><path d="M12 26h4M20 26h4M28 26h4M36 26h4M44 26h4M12 33h4M20 33h4M28 33h4M36 33h4M44 33h8M18 40h28"/>',
  Headsets:
    '<path d="M12 38v-6a20 20 0 0 1 40 0v6"/><rect x="8" y="36" width="10" height="16" rx="3"/><rect x="46" y="36" width="10" height="16" rx="3"/>',
  Monitors: '<rect x="6" y="10" width="52" height="34" rx="3"/><path d="M32 44v8M22 54h20"/>',
  Mice: '<rect x="20" y="8" width="24" height="46" rx="12"/><path d="M32 8v14"/>',
  Webcams: '<circle cx="32" cy="28" r="16"/><circle cx="32" cy="28" r="6"/><path d="M24 52h16M32 44v8"/>',
};
