import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test, vi } from "vitest";

vi.mock("next/navigation", () => ({ useRouter: () => ({ replace: vi.fn(), refresh: vi.fn() }) }));
vi.mock("@/lib/actions/account", () => ({ deleteAccountAction: vi.fn() }));
vi.mock("@/components/partner/disconnect-partner-dialog", () => ({
  DisconnectPartnerDialog: ({ partnerName }: { partnerName: string }) =>
    createElement("button", { "data-testid": "disconnect" }, `Disconnect ${partnerName}`),
}));

const { DangerZone } = await import("./danger-zone");
// The cards' client parts are islands (components/ui/island.tsx): rendered once their code is here, as on the server.
await (await import("@/components/ui/island")).islandsLoaded();

const user = {
  id: "u1",
  email: "dana@example.com",
  displayName: "Dana",
  timeZone: "UTC",
  emailVerified: true,
  roles: [],
  assistantEnabled: true,
};
const render = (partnerName: string | null) =>
  renderToStaticMarkup(createElement(DangerZone, { user, model: { partnerName } }));

describe("DangerZone", () => {
  test("with an accepted partner: Disconnect (for that partner) and Delete Account", () => {
    const html = render("Pat");
    expect(html).toContain("Danger Zone");
    expect(html).toContain('data-testid="disconnect"');
    expect(html).toContain("Disconnect Pat");
    expect(html).toContain("End your connection with Pat.");
    expect(html).toContain("Delete Account");
    expect(html).toContain('href="/delete-info"');
  });

  test("without a partner: no Disconnect, Delete Account only", () => {
    const html = render(null);
    expect(html).not.toContain('data-testid="disconnect"');
    expect(html).not.toContain("Disconnect partner");
    expect(html).toContain("Delete Account");
  });
});
