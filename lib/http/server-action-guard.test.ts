import { describe, expect, test } from "vitest";
import { CROSS_ORIGIN_MESSAGE } from "./same-origin";
import { actionMessages, refuseBadServerAction, SERVER_ACTION_BODY_LIMIT_BYTES } from "./server-action-guard";

const ORIGIN = "http://127.0.0.1:3000";

function action(body: BodyInit | null, headers: Record<string, string> = {}, method = "POST") {
  return new Request(`${ORIGIN}/settings`, {
    method,
    headers: { "next-action": "40abcdef", origin: ORIGIN, "content-type": "text/plain;charset=UTF-8", ...headers },
    body,
  });
}

async function refusal(request: Request) {
  const response = await refuseBadServerAction(request, [ORIGIN]);
  return response && { status: response.status, error: (await response.json()).error };
}

describe("refuseBadServerAction", () => {
  test("lets well-formed calls from our origin through", async () => {
    expect(await refusal(action(JSON.stringify([{ email: "a@b.c" }])))).toBeNull();
    const form = new FormData();
    form.set("1_$ACTION_ID_40abcdef", "");
    const multipart = new Request(`${ORIGIN}/settings`, {
      method: "POST",
      headers: { "next-action": "40abcdef", origin: ORIGIN },
      body: form,
    });
    expect(await refusal(multipart)).toBeNull();
  });

  test("ignores GETs, and same-origin POSTs Next would not treat as an action", async () => {
    expect(await refusal(new Request(`${ORIGIN}/settings`, { headers: { "next-action": "x" } }))).toBeNull();
    expect(await refusal(new Request(`${ORIGIN}/settings`, { method: "POST", body: "{{{" }))).toBeNull();
  });

  test("a form posted from another origin without the header (a pre-hydration action) is refused too", async () => {
    const form = new FormData();
    form.set("$ACTION_ID_40abcdef", "");
    const request = new Request(`${ORIGIN}/settings`, {
      method: "POST",
      headers: { origin: "http://127.0.0.1:8999" },
      body: form,
    });
    expect((await refusal(request))?.status).toBe(403);
  });

  test("another origin: 403", async () => {
    const foreign: Record<string, string>[] = [{ origin: "http://127.0.0.1:8999" }, { "sec-fetch-site": "same-site" }];
    for (const headers of foreign) {
      expect(await refusal(action("[]", headers))).toMatchObject({
        status: 403,
        error: { code: "FORBIDDEN", message: CROSS_ORIGIN_MESSAGE },
      });
    }
  });

  test.each(["{{{", "[1,2", "", "\u00ff\u00fe"])("a body that is not JSON (%j): 400", async (body) => {
    expect(await refusal(action(body))).toMatchObject({
      status: 400,
      error: { code: "VALIDATION", message: actionMessages.malformed },
    });
  });

  test("bytes that are not UTF-8: 400", async () => {
    expect((await refusal(action(new Uint8Array([0x5b, 0xff, 0x5d]))))?.status).toBe(400);
  });

  test("a broken multipart body: 400", async () => {
    const broken = action("garbage", { "content-type": "multipart/form-data; boundary=xyz" });
    expect((await refusal(broken))?.status).toBe(400);
  });

  test("over 1 MB, declared or not: 413", async () => {
    const big = `["${"a".repeat(SERVER_ACTION_BODY_LIMIT_BYTES)}"]`;
    expect((await refusal(action(big)))?.status).toBe(413);
    expect(
      (await refusal(action("[]", { "content-length": String(SERVER_ACTION_BODY_LIMIT_BYTES + 1) })))?.status,
    ).toBe(413);
  });

  test("any other content type: 415", async () => {
    for (const type of ["application/json", "application/x-www-form-urlencoded", "image/png"]) {
      expect((await refusal(action("[]", { "content-type": type })))?.status, type).toBe(415);
    }
  });
});
