import { Body, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";
import { env } from "@/lib/env";

export const PRODUCT_NAME = "Attune";

// Inline styles and system fonts only: mail clients strip <style> blocks and many block remote fonts and images,
// and a remote asset would also leak "opened" signals to whoever hosts it.
const fontFamily = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

export const styles = {
  body: { backgroundColor: "#f6f5f9", fontFamily, margin: 0, padding: "24px 0" },
  container: { backgroundColor: "#ffffff", borderRadius: "12px", margin: "0 auto", maxWidth: "520px", padding: "32px" },
  brand: { color: "#7c3aed", fontSize: "22px", fontWeight: 700, margin: "0 0 24px", textDecoration: "none" },
  heading: { color: "#1f1b2e", fontSize: "20px", fontWeight: 600, margin: "0 0 16px" },
  text: { color: "#3f3a4f", fontSize: "15px", lineHeight: "24px", margin: "0 0 16px" },
  button: {
    backgroundColor: "#7c3aed",
    borderRadius: "8px",
    color: "#ffffff",
    display: "inline-block",
    fontSize: "15px",
    fontWeight: 600,
    padding: "12px 24px",
    textDecoration: "none",
  },
  small: { color: "#6b6680", fontSize: "13px", lineHeight: "20px", margin: "0 0 8px" },
  link: { color: "#7c3aed", wordBreak: "break-all" },
  footer: { color: "#8a8599", fontSize: "12px", lineHeight: "18px", margin: 0 },
} satisfies Record<string, CSSProperties>;

export function EmailLayout({ preview, children }: { preview: string; children: ReactNode }) {
  const home = env().APP_URL;
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Link href={home} style={styles.brand} data-brand="true">
            {PRODUCT_NAME}
          </Link>
          <Section>{children}</Section>
          <Hr style={{ borderColor: "#ebe8f2", margin: "24px 0" }} />
          <Text style={styles.footer}>
            {PRODUCT_NAME}: emotional wellness for couples.{" "}
            <Link href={home} style={styles.link}>
              {home}
            </Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

/** A button plus the bare link, because some clients disable buttons and plain-text readers need the address. */
export function CallToAction({ href, label }: { href: string; label: string }) {
  return (
    <>
      <Section style={{ margin: "8px 0 24px" }}>
        <Link href={href} style={styles.button}>
          {label}
        </Link>
      </Section>
      <Text style={styles.small}>
        If the button doesn&apos;t work, copy this link into your browser:{" "}
        <Link href={href} style={styles.link}>
          {href}
        </Link>
      </Text>
    </>
  );
}
