/**
 * The illustrated portrait of each person quoted in content/customers.ts, by
 * customer id: the choices of DiceBear's Notionists style (line drawings,
 * CC0 1.0) that draw them, on the brand's light background. The person's name
 * seeds everything not chosen here. `npm run portraits -w @ignitest/web`
 * writes them to apps/web/public/portraits/<id>.svg; a unit test fails when a
 * committed portrait differs from what these choices draw
 * (docs/decisions/072-customer-portraits.md). Read only at build time and by
 * that script: none of it reaches the pages' JavaScript.
 */
export const portraits: Record<string, { hair: string; glasses?: string; beard?: string }> = {
  basketly: { hair: "variant36" },
  learnwell: { hair: "variant13", glasses: "variant11" },
  tickbridge: { hair: "variant41" },
  "harbor-health": { hair: "variant47", glasses: "variant08" },
  brightline: { hair: "variant05", beard: "variant02" },
  keystone: { hair: "variant23" },
  streamwave: { hair: "variant12" },
};
