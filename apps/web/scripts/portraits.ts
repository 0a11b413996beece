// The illustrated portraits of the people quoted on the case studies: DiceBear's
// Notionists style (CC0 1.0), drawn from the choices in
// content/customer-portraits.ts and written to public/portraits/<id>.svg by
// `npm run portraits`. They are committed; portraits.test.mjs fails when one
// differs from what this draws (docs/decisions/102-customer-portraits.md).
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createAvatar } from "@dicebear/core";
import * as notionists from "@dicebear/notionists";
import { portraits } from "../../../content/customer-portraits";
import { customers } from "../../../content/customers";

// Not `new URL(…, import.meta.url)`: Vite (and so Vitest) rewrites that pattern into an asset URL.
export const portraitsDir = join(dirname(fileURLToPath(import.meta.url)), "..", "public", "portraits");

/** The brand's lightest orange (--color-brand-100 in app/app.css) behind every portrait. */
const background = "ffedd5";
/** Open eyes and a smile for everyone: the style's other variants sleep, frown or pull faces. */
const eyes = ["variant04", "variant05"];
const lips = ["variant03", "variant14", "variant22", "variant23"];

/** The SVG of one quoted person's portrait: their name seeds what the choices leave open. */
export function portraitSvg(customerId: string): string {
  const customer = customers.find((candidate) => candidate.id === customerId);
  const choice = portraits[customerId];
  if (!customer || !choice) throw new Error(`No customer or portrait choice for ${customerId}`);
  return createAvatar(notionists, {
    seed: customer.quote.person,
    backgroundColor: [background],
    radius: 50,
    eyes: eyes as never[],
    lips: lips as never[],
    hair: [choice.hair as never],
    glasses: choice.glasses ? [choice.glasses as never] : undefined,
    glassesProbability: choice.glasses ? 100 : 0,
    beard: choice.beard ? [choice.beard as never] : undefined,
    beardProbability: choice.beard ? 100 : 0,
    gestureProbability: 0,
    bodyIconProbability: 0,
  }).toString();
}

function main() {
  mkdirSync(portraitsDir, { recursive: true });
  for (const customer of customers) {
    writeFileSync(join(portraitsDir, `${customer.id}.svg`), `${portraitSvg(customer.id)}\n`);
  }
  console.info(`[portraits] ${customers.length} portraits in ${portraitsDir}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
