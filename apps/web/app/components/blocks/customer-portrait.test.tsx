import { existsSync } from "node:fs";
import { join } from "node:path";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { customers } from "~/lib/customers";
import { CustomerPortrait } from "./customer-portrait";

const publicDir = join(__dirname, "..", "..", "..", "public");

describe("CustomerPortrait", () => {
  it.each(customers.map((customer) => [customer.quote.person, customer]))(
    "shows %s's committed portrait with alt text naming them, its size reserved",
    (person, customer) => {
      render(<CustomerPortrait customer={customer} size="lg" />);
      const image = screen.getByRole("img", { name: `Illustrated portrait of ${person}` });
      const src = image.getAttribute("src") ?? "";
      expect(src).toBe(`/portraits/${customer.id}.svg`);
      expect(existsSync(join(publicDir, src))).toBe(true);
      expect(image).toHaveAttribute("width", "80");
      expect(image).toHaveAttribute("height", "80");
    },
  );
});
