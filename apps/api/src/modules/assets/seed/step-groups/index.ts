import type { StepGroupCategorySource } from "../catalogue.js";
import { accountAndDataFlowCategories } from "./account-and-data-flows.js";
import { mobileAndApiFlowCategories } from "./mobile-and-api-flows.js";
import { qualityFlowCategories } from "./quality-flows.js";
import { webFlowCategories } from "./web-flows.js";

export const stepGroupCategories: StepGroupCategorySource[] = [
  ...webFlowCategories,
  ...accountAndDataFlowCategories,
  ...mobileAndApiFlowCategories,
  ...qualityFlowCategories,
];
