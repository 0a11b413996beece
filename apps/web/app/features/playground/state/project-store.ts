/**
 * Where the project is kept: IndexedDB through idb-keyval (one key in a
 * database of the playground's own). What comes back is parsed with
 * ProjectSchema; anything else is treated as no project (docs/playground.md#state).
 */
import { createStore, del, get, set, type UseStore } from "idb-keyval";
import type { Project } from "../model";

const KEY = "project";

/** A stored project, parsed; zod loads only when there is one to parse (docs/performance.md#the-playground). */
async function parseProject(raw: unknown): Promise<Project | null> {
  const { ProjectSchema } = await import("../model-schemas");
  const parsed = ProjectSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

export interface ProjectStore {
  /** The stored project, `null` when there is none or it no longer parses; throws when storage is unavailable. */
  load(): Promise<Project | null>;
  save(project: Project): Promise<void>;
  clear(): Promise<void>;
}

export function indexedDbStore(): ProjectStore {
  let store: UseStore | undefined;
  const open = () => {
    if (typeof indexedDB === "undefined") throw new Error("IndexedDB is not available");
    store ??= createStore("ignitest-playground", "projects");
    return store;
  };
  return {
    async load() {
      const raw: unknown = await get(KEY, open());
      return raw === undefined ? null : parseProject(raw);
    },
    save: (project) => set(KEY, project, open()),
    clear: () => del(KEY, open()),
  };
}

/** Keeps nothing: for tests, and the shape of a project kept in memory only. */
export function memoryStore(initial?: unknown): ProjectStore & { saved: Project | undefined } {
  const state = {
    saved: undefined as Project | undefined,
    async load() {
      if (state.saved) return state.saved;
      return initial === undefined ? null : parseProject(initial);
    },
    async save(project: Project) {
      state.saved = project;
    },
    async clear() {
      state.saved = undefined;
    },
  };
  return state;
}
