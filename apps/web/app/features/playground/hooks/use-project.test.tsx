import { act, renderHook, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { addTest } from "../state/project-actions";
import { memoryStore, type ProjectStore } from "../state/project-store";
import { emptyProject } from "../state/sample-project";
import { useProject } from "./use-project";

describe("useProject", () => {
  it("loads the stored project and saves every change", async () => {
    const store = memoryStore(emptyProject());
    const { result } = renderHook(() => useProject(store));
    await waitFor(() => expect(result.current.persistence).toBe("saved"));
    expect(result.current.project.name).toBe("My project");
    act(() => result.current.update((project) => addTest(project, "shop", "Mine")[0]));
    await waitFor(() => expect(store.saved?.tests.map((test) => test.name)).toEqual(["Mine"]));
  });

  it("starts from the sample project when what is stored no longer parses, and resets to it", async () => {
    const store = memoryStore({ version: 99, junk: true });
    const { result } = renderHook(() => useProject(store));
    await waitFor(() => expect(result.current.persistence).toBe("saved"));
    expect(result.current.project.name).toBe("Sample project");
    act(() => result.current.replace(emptyProject()));
    act(() => result.current.reset());
    expect(result.current.project.tests).toHaveLength(4);
  });

  it("still runs, in memory, when storage is unavailable", async () => {
    const broken: ProjectStore = {
      load: () => Promise.reject(new Error("IndexedDB is not available")),
      save: () => Promise.reject(new Error("no")),
      clear: () => Promise.reject(new Error("no")),
    };
    const { result } = renderHook(() => useProject(broken));
    await waitFor(() => expect(result.current.persistence).toBe("memory"));
    expect(result.current.project.name).toBe("Sample project");
  });
});
