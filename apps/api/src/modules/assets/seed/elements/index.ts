import type { ElementCategorySource } from "../catalogue.js";
import { mobileElementCategories } from "./mobile-elements.js";
import { webElementCategories } from "./web-elements.js";

export const elementCategories: ElementCategorySource[] = [...webElementCategories, ...mobileElementCategories];
