import { HttpError } from "../../../http/errors.js";
import { toNlpDetail } from "../assets-mappers.js";
import type { AssetsRepository } from "../assets-repository.js";

/** The NLP with this id or exact name (ignoring case), or a 404 that names what was asked for. */
export async function requireNlp(repository: AssetsRepository, by: { id: string } | { name: string }) {
  const found = await repository.findNlp(by);
  if (!found) {
    throw new HttpError(
      404,
      "id" in by ? `There is no NLP with id "${by.id}".` : `There is no NLP named "${by.name}".`,
    );
  }
  return found;
}

/** An NLP's full record with its scenarios and FAQs. */
export async function loadNlpDetail(
  repository: AssetsRepository,
  by: { id: string } | { name: string },
  withDescription: boolean,
) {
  const { nlp, categoryTitle } = await requireNlp(repository, by);
  const [scenarios, faqs] = await Promise.all([repository.scenariosOf(nlp.id), repository.faqsOf(nlp.id)]);
  return toNlpDetail(nlp, categoryTitle, { scenarios, faqs, withDescription });
}
