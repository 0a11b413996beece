// @vitest-environment jsdom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LOGIN_RECORD_KEY, notifyLoginRecordChange, parseLoginRecord, useLoginRecord } from "./use-login-record";

describe("parseLoginRecord", () => {
  it("reads the stored fields", () => {
    const raw = JSON.stringify({
      access_token: "t",
      name: "Jane",
      userName: "jane@example.com",
      currentLicenseId: 7,
      userStatus: "ACTIVE",
      licenseStatus: "EXPIRED",
      billingCycle: "Yearly",
      expires_in: 12,
    });
    expect(parseLoginRecord(raw)).toEqual({
      access_token: "t",
      name: "Jane",
      userName: "jane@example.com",
      currentLicenseId: 7,
      userStatus: "ACTIVE",
      licenseStatus: "EXPIRED",
      billingCycle: "Yearly",
      expires_in: 12,
    });
  });

  it.each([null, "", "{not json", "null", "42", '"text"', "[]"])("treats %j as signed out", (raw) => {
    expect(parseLoginRecord(raw)).toBeNull();
  });

  it("drops fields of the wrong type", () => {
    expect(parseLoginRecord(JSON.stringify({ name: 3, userName: "a@b.c" }))).toEqual({ userName: "a@b.c" });
  });
});

describe("useLoginRecord", () => {
  it("follows changes from other tabs and from this tab", () => {
    const { result } = renderHook(() => useLoginRecord());
    expect(result.current).toBeNull();

    act(() => {
      window.localStorage.setItem(LOGIN_RECORD_KEY, JSON.stringify({ name: "Jane" }));
      window.dispatchEvent(new StorageEvent("storage", { key: LOGIN_RECORD_KEY }));
    });
    expect(result.current).toEqual({ name: "Jane" });

    act(() => {
      window.localStorage.removeItem(LOGIN_RECORD_KEY);
      notifyLoginRecordChange();
    });
    expect(result.current).toBeNull();
  });
});
