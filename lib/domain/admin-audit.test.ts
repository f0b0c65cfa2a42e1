import { expect, test } from "vitest";
import { AUDITED_ACTION_LABELS, AUDITED_ACTIONS, maskEmail, maskPhone } from "./admin-audit";

test("every audited action has a label", () => {
  expect(Object.keys(AUDITED_ACTION_LABELS).sort()).toEqual([...AUDITED_ACTIONS].sort());
});

test("phone numbers keep the country code and last four digits only", () => {
  expect(maskPhone("+14155552671")).toBe("+1 ••• ••• 2671");
  expect(maskPhone("+61412345678")).toBe("+61 ••• ••• 5678");
  expect(maskPhone("+44")).toBe("•••");
});

test("email addresses keep the first letter and the domain only", () => {
  expect(maskEmail("sam.rivera@example.com")).toBe("s•••@example.com");
  expect(maskEmail("nope")).toBe("•••");
});
