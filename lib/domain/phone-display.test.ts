import { expect, test } from "vitest";
import { formatTestPhone } from "./phone-display";

test("+61 numbers read as 0xxx xxx xxx", () => {
  expect(formatTestPhone("+61412345678")).toBe("0412 345 678");
  expect(formatTestPhone("+61293744000")).toBe("0293 744 000");
});

test("+1 ten-digit numbers read as (xxx) xxx-xxxx", () => {
  expect(formatTestPhone("+14155552671")).toBe("(415) 555-2671");
  expect(formatTestPhone("+16135550123")).toBe("(613) 555-0123");
});

test("other numbers keep their international form", () => {
  expect(formatTestPhone("+447400123456")).toBe("+44 7400 123456");
  // Wrong lengths for the two national forms are not forced into them.
  expect(formatTestPhone("+6141234567")).toBe("+61 41234567");
  expect(formatTestPhone("+1415555267")).toBe("+1 415555267");
});

test("what cannot be parsed is shown as given", () => {
  expect(formatTestPhone("0412345678")).toBe("0412345678");
  expect(formatTestPhone("  +99  ")).toBe("+99");
});
