import { describe, expect, it } from "vitest";
import { passwordProblem } from "./password-policy.js";

const context = { email: "john.smith@example.com", name: "John Smith" };

describe("passwordProblem", () => {
  it.each([
    "password1234",
    "Password12345!",
    "P@ssw0rd2024!",
    "qwertyuiop12",
    "1qaz2wsx3edc",
    "iloveyou1234567",
    "123456789012",
    "basketball1234",
  ])("refuses the common password %s", (password) => {
    expect(passwordProblem(password, context)).toContain("too common");
  });

  it.each(["aaaaaaaaaaaa", "abcabcabcabc", "hello1hello1", "ababababab12"])("refuses the repetition %s", (password) => {
    expect(passwordProblem(password, context)).not.toBeNull();
  });

  it.each(["abcdefghijklmn", "zyxwvutsrqpo", "asdfghjklzxc"])("refuses the sequence %s", (password) => {
    expect(passwordProblem(password, context)).not.toBeNull();
  });

  it.each(["john.smith1234", "johnsmith2024!", "smith-2024-john"])(
    "refuses %s, built on the e-mail name",
    (password) => {
      expect(passwordProblem(password, context)).toContain("e-mail address or name");
    },
  );

  it.each(["Ignitest2024!", "ignitest-ignitest"])("refuses %s, built on the product name", (password) => {
    expect(passwordProblem(password, context)).not.toBeNull();
  });

  it.each([
    "correct horse battery staple",
    "violet-harbour-kettle-42",
    "Tr0ub4dor&3xyz",
    "johnsmith likes long walks by the sea",
    "mySecretGarden42",
  ])("accepts %s", (password) => {
    expect(passwordProblem(password, context)).toBeNull();
  });
});
