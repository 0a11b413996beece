/**
 * The test editor's Steps, as a lesson's `steps` view names them: a step the script holds and the
 * editor lacks is added as a learner adds it, then shown with its input typed.
 */
import { boxOf, reach } from "./locate";
import type { Box, Stage } from "./stage";

/**
 * A step the scene's script holds but the test editor does not show yet is added as a learner
 * adds it: "Add step", its first words typed, the first NLP the catalogue offers chosen.
 */
export async function addStep(stage: Stage, nlp: string, within: number) {
  const combobox = stage.page.getByRole("combobox", { name: "Add step" });
  if ((await combobox.count()) === 0) return undefined;
  const box = await reach(stage, combobox);
  if (!box) return undefined;
  await stage.glide({ x: box.x + 40, y: box.y + box.h / 2 });
  await stage.ripple();
  await combobox.click();
  await stage.type(nlp.split(" ").slice(0, 3).join(" "), Math.min(within * 0.5, 2.5));
  // The combobox's own suggestions (the Finder's list of the frame's elements is a listbox too).
  const option = stage.page
    .getByRole("listbox", { name: "NLPs" })
    .getByRole("option")
    .filter({ visible: true })
    .first();
  if (!(await stage.waitFor(async () => (await option.count()) > 0, 40))) return box;
  const picked = await boxOf(option);
  if (picked) await stage.glide({ x: picked.x + 60, y: picked.y + picked.h / 2 }, 0.35);
  await stage.ripple();
  await option.click();
  await stage.tick(200);
  await stage.dress();
  return box;
}

/** The newest step of the editor's Steps list, ringed; the step's input typed into its first empty text field. */
export async function showStep(stage: Stage, input: string, within: number): Promise<Box | undefined> {
  const step = stage.page.getByRole("list", { name: "Steps" }).getByRole("listitem").last();
  if ((await step.count()) === 0) return undefined;
  const box = await reach(stage, step);
  if (!box) return undefined;
  await stage.glide({ x: box.x + 60, y: box.y + 16 }, 0.35);
  await stage.ring(box);
  await stage.snap();
  if (!input) return box;
  const fields = step.getByRole("textbox");
  for (let i = 0; i < (await fields.count()); i++) {
    const field = fields.nth(i);
    if ((await field.inputValue()) !== "") continue;
    const at = await boxOf(field);
    if (at) await stage.glide({ x: at.x + 30, y: at.y + at.h / 2 }, 0.3);
    await stage.ripple();
    await field.click();
    await stage.type(input, Math.min(within * 0.5, 2));
    break;
  }
  return box;
}
