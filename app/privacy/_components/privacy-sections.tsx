import { Link } from "@/components/ui/link";
import type { LegalSection } from "@/components/legal/legal-sections";

/** The Privacy Policy (spec 1 §1 "Account data collected" and §2 "Privacy policy"). */
export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: "scope",
    title: "Who We Are and What This Policy Covers",
    content: (
      <p>
        This policy explains how Attune collects, uses, shares and protects your personal information when you use our
        website and installable web app (the &ldquo;Service&rdquo;). It applies together with our{" "}
        <Link href="/terms">Terms and Conditions</Link>.
      </p>
    ),
  },
  {
    id: "information-we-collect",
    title: "Information We Collect",
    content: (
      <>
        <p>We collect only what the Service needs:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, email address and, if you choose to give it, your phone number.
          </li>
          <li>
            <strong>Password:</strong> stored encrypted with a one-way hash (argon2id). We never keep it in readable
            form, so no one at Attune can see it.
          </li>
          <li>
            <strong>Mood and emotional data:</strong> mood entries, tags, private notes, check-ins, goals, rituals and
            the other reflections you record.
          </li>
          <li>
            <strong>Usage data:</strong> which features you use and when, so we can keep the Service working and improve
            it.
          </li>
          <li>
            <strong>Device information:</strong> browser and operating system type, and the IP address of a request,
            which we also use to protect accounts against abuse.
          </li>
          <li>
            <strong>Partner-connection consent records:</strong> who you are connected with and what each of you has
            agreed to share, and when.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: "how-we-use",
    title: "How We Use Your Information",
    content: (
      <ul>
        <li>to provide the Service: your dashboard, trends, insights, rituals, goals and reminders;</li>
        <li>to generate coaching insights and chat replies from the information you enter;</li>
        <li>to send the emails and text messages you ask for, such as verification, password reset and invitations;</li>
        <li>to manage your subscription and free trial;</li>
        <li>to keep accounts secure and to prevent fraud and abuse.</li>
      </ul>
    ),
  },
  {
    id: "partner-sharing",
    title: "Sharing With Your Partner",
    content: (
      <>
        <p>
          Your partner sees your data <strong>only with your explicit consent</strong>. Consent is granular: mood
          summaries, detailed entries, goals and achievements are separate choices, and nothing is shared by default.
        </p>
        <p>
          Consent is <strong>revocable</strong>: you can withdraw any permission at any time, and sharing stops from
          then on. We keep a record of each consent you give or withdraw.
        </p>
      </>
    ),
  },
  {
    id: "security",
    title: "How We Protect Your Data",
    content: (
      <ul>
        <li>
          Data is encrypted <strong>in transit</strong> with TLS.
        </li>
        <li>
          Data is encrypted <strong>at rest</strong> with AES-256; the most private text, such as notes, is also
          encrypted by the application before it is stored.
        </li>
        <li>Access to personal data is limited to what is needed to run and support the Service.</li>
      </ul>
    ),
  },
  {
    id: "no-selling",
    title: "We Do Not Sell Your Data",
    content: (
      <p>
        We <strong>do not sell</strong> your personal information, and we do not share it with anyone for their own
        marketing.
      </p>
    ),
  },
  {
    id: "cookies",
    title: "Cookies",
    content: (
      <p>
        Attune uses only the cookies it needs to work, such as the one that keeps you signed in. We use{" "}
        <strong>no advertising cookies</strong> and no advertising trackers.
      </p>
    ),
  },
  {
    id: "service-providers",
    title: "Service Providers",
    content: (
      <p>
        We rely on a small number of providers to deliver email and text messages, process payments and generate AI
        coaching. They receive only what they need for that task, may use it only on our behalf, and are bound to
        protect it.
      </p>
    ),
  },
  {
    id: "storage-location",
    title: "Where Your Data Is Stored",
    content: (
      <p>
        Your data is stored <strong>mainly in the United States</strong>. If you use Attune from elsewhere, your
        information is transferred to and processed in the United States under the protections described here.
      </p>
    ),
  },
  {
    id: "retention",
    title: "Data Retention and Deletion",
    content: (
      <>
        <p>
          We keep your data while your account is open. When you delete your account, your account data is removed{" "}
          <strong>within 30 days</strong>. Copies in our backups are kept for <strong>up to 90 days</strong> and then
          erased as the backups expire.
        </p>
        <p>
          See <Link href="/delete-info">how to delete your account</Link>.
        </p>
      </>
    ),
  },
  {
    id: "your-rights",
    title: "Your Rights and Choices",
    content: (
      <ul>
        <li>see and correct the information in your profile and settings;</li>
        <li>change or withdraw what you share with your partner at any time;</li>
        <li>delete your account and its data;</li>
        <li>ask us about, or for a copy of, the personal information we hold about you.</li>
      </ul>
    ),
  },
  {
    id: "children",
    title: "Children and Teenagers",
    content: (
      <p>
        Attune is for adults aged 18 and over, and everyone confirms their age when they create an account. We do not
        knowingly collect information from anyone under 18.
      </p>
    ),
  },
  {
    id: "changes",
    title: "Changes to This Policy",
    content: (
      <p>
        If we change this policy, we will tell you at least <strong>30 days</strong> before the change takes effect, by
        email or in the app.
      </p>
    ),
  },
  {
    id: "contact",
    title: "Contact Us",
    content: (
      <p>
        For any privacy question or request, reply to any email Attune has sent you. We answer privacy inquiries{" "}
        <strong>within 30 days</strong>.
      </p>
    ),
  },
];
