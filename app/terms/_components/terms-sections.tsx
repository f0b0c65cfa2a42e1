import { Link } from "@/components/ui/link";
import type { LegalSection } from "@/components/legal/legal-sections";

/** The 19 sections of the Terms and Conditions (spec 1 §2 "Terms content in brief"). */
export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: "acceptance",
    title: "Acceptance of These Terms",
    content: (
      <>
        <p>
          These Terms and Conditions (&ldquo;Terms&rdquo;) govern your use of Attune, including our website, our
          installable web app and every feature in them (together, the &ldquo;Service&rdquo;). By creating an account or
          using the Service you agree to these Terms and to our <Link href="/privacy">Privacy Policy</Link>. If you do
          not agree, please do not use the Service.
        </p>
      </>
    ),
  },
  {
    id: "eligibility",
    title: "Eligibility and Age Requirements",
    content: (
      <>
        <p>
          You must be at least <strong>18 years old</strong> to use Attune, and you confirm this when you create an
          account. Attune is not offered to anyone under 18, including with a parent&rsquo;s or guardian&rsquo;s
          consent: its coaching features are designed for adults.
        </p>
      </>
    ),
  },
  {
    id: "account",
    title: "Your Account",
    content: (
      <>
        <p>
          You agree to give accurate information when you register and to keep it up to date. Each account is for one
          person. You are responsible for keeping your password secret and for everything that happens under your
          account; tell us promptly if you think someone else has used it.
        </p>
        <p>We may ask you to verify your email address before you can sign in.</p>
      </>
    ),
  },
  {
    id: "partner-connections",
    title: "Partner Connections and Consent",
    content: (
      <>
        <p>
          Attune lets two partners link their accounts. You may have only one active partner connection at a time, and
          you can end a connection at any time.
        </p>
        <p>
          <strong>Both partners must consent before any data is shared between them.</strong> Sharing is granular (for
          example, mood summaries, detailed entries, goals and achievements are separate choices) and each partner can
          withdraw consent at any time. You agree not to pressure your partner into sharing, and not to invite someone
          who has not agreed to be invited.
        </p>
      </>
    ),
  },
  {
    id: "subscriptions",
    title: "Subscriptions",
    content: (
      <>
        <p>
          Attune offers paid subscriptions billed <strong>monthly</strong> or <strong>annually</strong>, at the price
          shown when you subscribe. Payments are handled by our payment provider; we do not store your full card
          details.
        </p>
        <p>
          <strong>One subscription covers both partners.</strong> A partner who joins through your invitation does not
          pay anything while your subscription is active.
        </p>
      </>
    ),
  },
  {
    id: "free-trial",
    title: "Free Trial",
    content: (
      <>
        <p>
          New subscribers may start with a <strong>7-day free trial</strong>. If you cancel during the trial you pay{" "}
          <strong>$0</strong>. If you do not cancel, your subscription starts automatically when the trial ends and you
          are charged for the plan you chose.
        </p>
      </>
    ),
  },
  {
    id: "renewal-cancellation",
    title: "Automatic Renewal and Cancellation",
    content: (
      <>
        <p>
          Subscriptions <strong>renew automatically</strong> at the end of each billing period for another period of the
          same length, and you authorise us to charge your payment method for each renewal.
        </p>
        <p>
          To avoid the next charge, cancel <strong>at least 24 hours before the end of the current period</strong>. You
          can cancel at any time from Settings; after cancelling you keep access until the end of the period you have
          already paid for.
        </p>
      </>
    ),
  },
  {
    id: "price-changes",
    title: "Price Changes",
    content: (
      <p>
        We may change subscription prices. We will give you at least <strong>30 days&rsquo; notice</strong> before a new
        price applies to you, and it will take effect from your next renewal after that notice. If you do not want to
        pay the new price, you can cancel before it takes effect.
      </p>
    ),
  },
  {
    id: "not-medical-advice",
    title: "Not Medical Advice",
    content: (
      <>
        <p>
          Attune supports emotional wellbeing and relationships, but it is <strong>not medical advice</strong> and it is
          not therapy, counselling, diagnosis or treatment. It does not replace a doctor, therapist or other qualified
          professional.
        </p>
        <p>
          If you are in crisis, feel unsafe, or are thinking about harming yourself or someone else, contact your local
          emergency services or a crisis line immediately.
        </p>
      </>
    ),
  },
  {
    id: "ai-features",
    title: "AI-Generated Content",
    content: (
      <p>
        Some features, such as coaching insights, guided rituals and the chat assistant, generate content automatically.
        That content may be incomplete or wrong, is general in nature, and should not be relied on for important
        decisions. Use your own judgement, and seek professional help where appropriate.
      </p>
    ),
  },
  {
    id: "acceptable-use",
    title: "Acceptable Use",
    content: (
      <>
        <p>You agree not to:</p>
        <ul>
          <li>use the Service to harass, threaten, monitor or control another person;</li>
          <li>access another person&rsquo;s account or data without their permission;</li>
          <li>break the law, or infringe anyone else&rsquo;s rights, through the Service;</li>
          <li>interfere with, probe or overload the Service, or try to get around its security;</li>
          <li>copy, resell or reverse-engineer the Service except where the law allows it.</li>
        </ul>
      </>
    ),
  },
  {
    id: "your-content",
    title: "Your Content",
    content: (
      <p>
        You own what you enter into Attune, such as mood entries, notes, check-ins and goals. You give us permission to
        store, process and display that content only as needed to provide the Service to you and, where you have
        consented, to your partner.
      </p>
    ),
  },
  {
    id: "privacy",
    title: "Privacy",
    content: (
      <p>
        Our <Link href="/privacy">Privacy Policy</Link> explains what we collect, how we protect it and the choices you
        have. It forms part of these Terms.
      </p>
    ),
  },
  {
    id: "intellectual-property",
    title: "Intellectual Property",
    content: (
      <p>
        The Service, including its software, design, text and graphics (but not your content), belongs to Attune and its
        licensors. We give you a personal, non-transferable, revocable licence to use the Service under these Terms.
      </p>
    ),
  },
  {
    id: "termination",
    title: "Termination and Account Deletion",
    content: (
      <>
        <p>
          You can stop using Attune and delete your account at any time; see{" "}
          <Link href="/delete-info">how to delete your account</Link>. We may suspend or close an account that breaks
          these Terms or puts other people at risk, and will tell you why unless the law or safety prevents it.
        </p>
      </>
    ),
  },
  {
    id: "disclaimers",
    title: "Disclaimers",
    content: (
      <p>
        We work to keep Attune available and accurate, but the Service is provided &ldquo;as is&rdquo; and &ldquo;as
        available&rdquo;. To the extent the law allows, we make no promise that it will be uninterrupted, error-free or
        suited to a particular purpose, or that it will produce any particular result for you or your relationship.
      </p>
    ),
  },
  {
    id: "limitation-of-liability",
    title: "Limitation of Liability",
    content: (
      <p>
        To the extent the law allows, Attune is not liable for indirect, incidental, special or consequential losses,
        and our total liability for any claim relating to the Service is limited to{" "}
        <strong>the amount you paid us in the twelve months before the claim arose</strong>. Nothing in these Terms
        limits liability that cannot be limited by law.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to These Terms",
    content: (
      <p>
        We may update these Terms. For a material change we will give you at least{" "}
        <strong>30 days&rsquo; notice</strong>, by email or in the app, before it takes effect. If you keep using Attune
        after that, the updated Terms apply; if you do not agree, you can cancel and delete your account.
      </p>
    ),
  },
  {
    id: "governing-law",
    title: "Governing Law and Contact",
    content: (
      <>
        <p>
          These Terms are governed by the laws of the <strong>State of Delaware</strong>, United States, without regard
          to its conflict-of-law rules, except where the law of your place of residence gives you protections that
          cannot be waived.
        </p>
        <p>Questions about these Terms can be sent by replying to any email Attune has sent you.</p>
      </>
    ),
  },
];
