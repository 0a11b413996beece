/**
 * The practice task beside the editor (docs/product/academy-practice.md): what
 * to build, "Start a test for this task", and the checker's verdict on the
 * selected test, requirement by requirement. When every requirement is met it
 * says so and records the pass in the learner's academy progress. Loaded
 * lazily: only `/playground?practice=<n>` needs the tasks.
 */
import { useEffect, useState } from "react";
import { recordPracticePass } from "~/features/academy";
import { practiceTasks } from "../../../../../../content/academy/practice-tasks";
import type { PlaygroundTest, Project } from "../model";
import { checkPractice } from "./check-practice";

interface PracticePanelProps {
  number: number;
  project: Project;
  test: PlaygroundTest | undefined;
  /** Makes a new test of the kind the task asks for and selects it. */
  onStart: (starts: (typeof practiceTasks)[number]["starts"]) => void;
}

export default function PracticePanel({ number, project, test, onStart }: PracticePanelProps) {
  const task = practiceTasks.find((candidate) => candidate.number === number);
  const check = task ? checkPractice(task, project, test?.id) : undefined;
  const [recorded, setRecorded] = useState(false);
  useEffect(() => {
    if (!check?.passed || recorded) return;
    setRecorded(true);
    void recordPracticePass(number);
  }, [check?.passed, recorded, number]);

  if (!task || !check) return null;
  const done = check.results.filter((result) => result.met).length;
  return (
    <section
      aria-labelledby="practice-task-heading"
      className="rounded-xl border border-brand-100 bg-surface p-4 shadow-sm"
      data-playground="practice"
    >
      <p className="text-sm font-semibold text-brand-800">Practice after {task.closes}</p>
      <h2 id="practice-task-heading" className="mt-1 text-lg font-semibold text-slate-900">
        Practice Test {task.number}: {task.title}
      </h2>
      <p className="mt-2 max-w-4xl text-slate-800">{task.brief}</p>
      <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
        <p className="text-slate-700">
          Checking: <strong>{test ? test.name : "no test selected"}</strong>
        </p>
        <button type="button" className="btn btn-secondary px-3 py-1 text-sm" onClick={() => onStart(task.starts)}>
          Start a test for this task
        </button>
      </div>
      <ul aria-label="What the checker found" className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
        {check.results.map((result) => (
          <li key={result.text} className={`flex gap-2 ${result.met ? "text-green-800" : "text-slate-800"}`}>
            <span aria-hidden="true">{result.met ? "✓" : "✗"}</span>
            <span>
              <span className="sr-only">{result.met ? "Done: " : "Missing: "}</span>
              {result.text}
            </span>
          </li>
        ))}
      </ul>
      <p role="status" className="mt-3 text-sm font-semibold text-slate-900">
        {check.passed
          ? `All done: Practice Test ${task.number} is passed and recorded in your academy progress.`
          : `${done} of ${check.results.length} done.`}
      </p>
    </section>
  );
}
