import {
  CategoriesByTypeQuerySchema,
  CategoriesFilterQuerySchema,
  CategoriesSearchBodySchema,
  CategoryParamsSchema,
  DetailsByIdQuerySchema,
  MostUsedQuerySchema,
  NlpByTitleQuerySchema,
  NlpDetailsQuerySchema,
  NlpListQuerySchema,
  NlpSearchBodySchema,
  ShortDescriptionQuerySchema,
  SubCategoriesByTitleQuerySchema,
} from "@ignitest/contracts";
import { type AbuseEndpoint, getParams, getQuery, notFound, postBody } from "./abuse-endpoint.js";

const page = { page: "0", size: "10" };
const card = { title: "Excel data", typeId: "nlps" };
const noCard = notFound({ title: "No such card", typeId: "nlps" });
const nlpList = { title: "Click on element", size: "5" };
const noNlp = notFound({ title: "No such NLP" });

/** The assets service (src/modules/assets), on the seeded catalogue. */
export const catalogueEndpoints: AbuseEndpoint[] = [
  getQuery("/v1/public/categories/most-used", MostUsedQuerySchema, { page: "0", size: "16" }),
  getQuery(
    "/v1/public/categories/type",
    CategoriesByTypeQuerySchema,
    { typeId: "nlps", ...page },
    { unknown: notFound({ typeId: "no-such-type" }) },
  ),
  getQuery(
    "/v1/public/categories/filter",
    CategoriesFilterQuerySchema,
    { typeId: "nlps", assetsTag: "Web", ...page },
    { unknown: notFound({ typeId: "no-such-type", assetsTag: "Web" }) },
  ),
  postBody(
    "/v1/public/categories/search",
    CategoriesSearchBodySchema,
    { key: "click", page: 0, size: 10 },
    { accepts: [200, 404] },
  ),
  getParams(
    "/v1/public/categories/:id",
    CategoryParamsSchema,
    { id: "excel-data" },
    { unknown: notFound({ id: "no-such-category" }) },
  ),
  getQuery("/v1/public/sub-categories/by-title", SubCategoriesByTitleQuerySchema, card, { unknown: noCard }),
  getQuery("/v1/public/sub-categories/short-description", ShortDescriptionQuerySchema, card, { unknown: noCard }),
  getQuery(
    "/v1/public/nlp-details",
    NlpDetailsQuerySchema,
    { nlpId: "click-on-element", description: "true" },
    { unknown: notFound({ nlpId: "no-such-nlp" }) },
  ),
  getQuery("/v1/public/nlp-details/scenarios", NlpListQuerySchema, nlpList, { unknown: noNlp }),
  getQuery("/v1/public/nlp-details/faqs", NlpListQuerySchema, nlpList, { unknown: noNlp }),
  getQuery(
    "/v1/public/nlp-details/title/type-id",
    NlpByTitleQuerySchema,
    { title: "Click on element", typeId: "nlps" },
    { unknown: notFound({ title: "No such NLP", typeId: "nlps" }) },
  ),
  postBody("/v1/public/nlp-details/search", NlpSearchBodySchema, { key: "click", assetsTags: ["Web"] }),
  getQuery(
    "/v1/public/details/by-id",
    DetailsByIdQuerySchema,
    { id: "login-with-valid-credentials", type: "StepGroups" },
    { unknown: notFound({ id: "no-such-asset", type: "Elements" }) },
  ),
];
