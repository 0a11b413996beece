import { describe, expect, it } from "vitest";
import { roleFormSchema, userFormSchema } from "./model";

const roles = ["viewer", "test-engineer"];
const taken = ["grace.okafor@northwind.example"];

function messages(input: Record<string, string | undefined>) {
  const parsed = userFormSchema(taken, roles).safeParse(input);
  return parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("the user form's rules", () => {
  it("accepts a name, a new e-mail and a known role, trimmed", () => {
    expect(
      userFormSchema(taken, roles).parse({ name: " Ana ", email: " ana@northwind.example ", roleId: "viewer" }),
    ).toEqual({
      name: "Ana",
      email: "ana@northwind.example",
      roleId: "viewer",
    });
  });

  it("says what is wrong with each field", () => {
    expect(messages({ name: "", email: "", roleId: "" })).toEqual({
      name: "Enter the user's name",
      email: "Enter the user's e-mail address",
      roleId: "Select a role",
    });
    expect(messages({ name: "Ana", email: "ana@", roleId: "viewer" })).toEqual({
      email: "Enter an e-mail address like name@example.com",
    });
  });

  it("asks for a role when the select sends none (left on its placeholder)", () => {
    expect(messages({ name: "Ana", email: "ana@northwind.example", roleId: undefined })).toEqual({
      roleId: "Select a role",
    });
  });

  it("refuses an e-mail already used, in any case", () => {
    expect(messages({ name: "Grace", email: "Grace.Okafor@Northwind.example", roleId: "viewer" })).toEqual({
      email: "A user with this e-mail address already exists",
    });
  });
});

describe("the role form's rules", () => {
  it("needs a name no other role has", () => {
    const schema = roleFormSchema(["Viewer", "Release Runner"]);
    expect(schema.safeParse({ name: "release runner", description: "" }).error?.issues[0]?.message).toBe(
      "A role with this name already exists",
    );
    expect(schema.safeParse({ name: " ", description: "" }).error?.issues[0]?.message).toBe("Enter a role name");
    expect(schema.parse({ name: "Auditor", description: "Reads results" })).toEqual({
      name: "Auditor",
      description: "Reads results",
    });
  });
});
