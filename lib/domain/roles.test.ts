import { expect, test } from "vitest";
import { hasRole, isAdmin, type SessionUser } from "./roles";

const user = (roles: SessionUser["roles"]) => ({ roles });

test("a role is held only when listed; no user holds none", () => {
  expect(isAdmin(user(["admin"]))).toBe(true);
  expect(hasRole(user([]), "admin")).toBe(false);
  expect(isAdmin(user([]))).toBe(false);
  expect(isAdmin(null)).toBe(false);
  expect(isAdmin(undefined)).toBe(false);
});
