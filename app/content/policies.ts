// The policy pages (spec §2 "Policy pages", §9), keyed by their route id in app/routes.ts.
// One route module (routes/public/policy.tsx) renders whichever policy its route id names.
// Our own wording for an unofficial, student-run site: no refunds or cancellations after payment,
// instant access to digital courses, demos recommended, hours Monday to Friday 9:00 to 18:00 IST.
// The operator's name and email are site settings: every sentence that uses them reads naturally
// without them too.
import { businessHours } from "./contact";
import { site } from "./site";

export const POLICY_IDS = [
  "policy-cancellation-refund",
  "policy-privacy",
  "policy-terms",
  "policy-shipping",
  "policy-contact",
] as const;

export type PolicyId = (typeof POLICY_IDS)[number];

export interface PolicySection {
  heading: string;
  paragraphs?: string[];
  items?: string[];
}

export interface Policy {
  path: string;
  /** The page's <h1> and <title>. */
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD) of the last change to the text. */
  lastUpdated: string;
  intro: string;
  sections: PolicySection[];
}

/** Who runs the site, as far as it is known (site settings). */
export interface PolicyOperator {
  name: string | null;
  addressLines: string[];
  email: string | null;
}

const ABOUT_FORM = "the Get in Touch form on our About page";

/** The policies, with the operator's details where they are set. */
export function getPolicies(operator: PolicyOperator): Record<PolicyId, Policy> {
  const writeTo = operator.email
    ? `write to ${operator.email}`
    : `write to us through ${ABOUT_FORM}`;
  const postal = [operator.name, ...operator.addressLines].filter(Boolean).join(", ");
  const contactSection: PolicySection = {
    heading: "Contact",
    paragraphs: [
      `Questions about this policy: ${writeTo}. We answer during business hours, ${businessHours.short}. ${businessHours.replyTime}`,
      ...(operator.addressLines.length > 0 ? [`Postal address: ${postal}.`] : []),
    ],
  };
  return {
    "policy-cancellation-refund": {
      path: "/cancellation-refund",
      title: "Return & Refund Policy",
      description:
        "Our courses are digital and open instantly, so a payment is final: no refunds and no cancellations after payment.",
      lastUpdated: "2026-11-22",
      intro: `This policy covers the recorded courses sold on ${site.name}. Notes, question papers and the other study resources on this site are free and need no refund.`,
      sections: [
        {
          heading: "Digital courses with instant access",
          paragraphs: [
            "Every course is a digital product. Access opens as soon as your payment is confirmed, so you receive the whole course the moment you buy it. Nothing is posted to you.",
          ],
        },
        {
          heading: "No refunds or cancellations after payment",
          paragraphs: [
            "Because the full course is available immediately, an order cannot be cancelled and a payment cannot be refunded once it has been made. This holds whether or not you have started the course.",
          ],
        },
        {
          heading: "Try before you buy",
          paragraphs: [
            "Please watch the free demo lectures and read the course description, syllabus and duration before paying. If you are unsure whether a course suits you, write to us first and we will help you decide.",
          ],
        },
        {
          heading: "If something goes wrong with a payment",
          paragraphs: [
            "If money left your account but the course did not open, write to us with the payment reference and the email address you used. We will make sure you get the access you paid for.",
          ],
        },
        contactSection,
      ],
    },
    "policy-privacy": {
      path: "/privacy-policy",
      title: "Privacy Policy",
      description:
        "What personal data BS Degree Hub collects, why, how long we keep it, and how to have it corrected or deleted.",
      lastUpdated: "2026-11-22",
      intro: `${site.name} is run by students${operator.name ? `, operated by ${operator.name}` : ""}. We collect as little about you as we can, and only to do what you ask of us.`,
      sections: [
        {
          heading: "What we collect",
          items: [
            "Messages you send through the Get in Touch form: your name, email address, subject and message.",
            "Your email address, if you subscribe to the newsletter, and whether you have confirmed the subscription.",
            "Resources you submit: the file or link, its description, and your name and email address.",
            "A cookie that remembers whether you chose the light or the dark theme.",
            "Short technical logs of requests to our server (the page asked for, the time and the result), used only to find and fix faults.",
          ],
        },
        {
          heading: "How we use it",
          items: [
            "To reply to your messages.",
            "To send the newsletter you asked for. Every newsletter email has an unsubscribe link.",
            "To review the resources you submit and, if we publish them, to credit you by name.",
          ],
        },
        {
          heading: "What we do not do",
          paragraphs: [
            "We do not sell or rent your data, we do not show advertising, and we use no advertising or tracking cookies.",
          ],
        },
        {
          heading: "Payments",
          paragraphs: [
            "If you buy a course, the payment is processed by the payment provider shown at checkout. We never see or store your card or bank details.",
          ],
        },
        {
          heading: "How long we keep it",
          paragraphs: [
            "We keep messages and submissions only as long as we need them to answer or review them, and newsletter addresses until you unsubscribe.",
          ],
        },
        {
          heading: "Your choices",
          paragraphs: [
            `You can ask us to show, correct or delete the data we hold about you: ${writeTo}. We will do so within 30 days.`,
          ],
        },
        contactSection,
      ],
    },
    "policy-terms": {
      path: "/terms",
      title: "Terms and Conditions",
      description:
        "The rules for using BS Degree Hub: its free resources, what you submit, and the digital courses it sells.",
      lastUpdated: "2026-11-22",
      intro: `By using ${site.name} you agree to these terms.${operator.name ? ` The site is operated by ${operator.name}.` : ""} ${site.disclaimer}`,
      sections: [
        {
          heading: "Using the resources",
          items: [
            "Notes, papers and other materials are for your own study. Please do not sell them or republish them elsewhere as your own.",
            "Do not use anything on this site to break the programme's rules on exams or academic integrity.",
          ],
        },
        {
          heading: "Accuracy",
          paragraphs: [
            "The material is written by students. We check it, but we cannot promise it is free of mistakes. Where it differs from the official course material or announcements, the official source is right.",
          ],
        },
        {
          heading: "What you submit",
          paragraphs: [
            "When you submit a resource you confirm that you have the right to share it, and you allow us to publish it on this site with credit to you. We may decline or remove any submission.",
          ],
        },
        {
          heading: "Courses and payments",
          items: [
            "Courses are digital and open as soon as your payment is confirmed.",
            "Access is for you alone: please do not share your access or the recordings.",
            "There are no refunds or cancellations after payment; see the Return & Refund Policy. We recommend watching the free demos before you buy.",
          ],
        },
        {
          heading: "Links to other sites",
          paragraphs: [
            "Community groups, channels and shared folders we link to are run on other services, under their own terms.",
          ],
        },
        {
          heading: "Changes to these terms",
          paragraphs: [
            "We may update these terms. The date at the top of this page shows the latest change; using the site after a change means you accept the new terms.",
          ],
        },
        contactSection,
      ],
    },
    "policy-shipping": {
      path: "/shipping-policy",
      title: "Shipping Policy",
      description:
        "Nothing is shipped: our courses are digital and delivered online the moment your payment is confirmed.",
      lastUpdated: "2026-11-22",
      intro: `${site.name} sells only digital courses. There are no physical goods, no delivery addresses and no shipping charges.`,
      sections: [
        {
          heading: "Instant delivery",
          paragraphs: [
            "Your course opens online as soon as your payment is confirmed, usually within a few minutes. You watch it in your browser; nothing is posted to you.",
          ],
        },
        {
          heading: "If your access does not arrive",
          paragraphs: [
            `First check your spam folder for the confirmation email. If the course still has not opened, write to us with the payment reference and the email address you used. We answer during business hours, ${businessHours.short}.`,
          ],
        },
        contactSection,
      ],
    },
    // The spec has this as a short page; the site owner may expand it.
    "policy-contact": {
      path: "/contactus-policy",
      title: "Contact Policy",
      description: "How to reach the BS Degree Hub team, when we answer, and what to include.",
      lastUpdated: "2026-11-22",
      intro:
        "A short note on how we handle messages. A fuller contact policy will follow; until then, this is how it works.",
      sections: [
        {
          heading: "How to reach us",
          paragraphs: [
            operator.email
              ? `Email ${operator.email}, or use ${ABOUT_FORM}.`
              : `Use ${ABOUT_FORM}.`,
          ],
        },
        {
          heading: "When we answer",
          paragraphs: [`Business hours: ${businessHours.short}. ${businessHours.replyTime}`],
        },
        {
          heading: "What to include",
          items: [
            "For a question about a payment or a course, the payment reference and the email address you used.",
            "For a mistake in a resource, the page address and what is wrong.",
          ],
        },
      ],
    },
  };
}

/** The policies without any operator details (titles, paths and descriptions never use them). */
export const policies = getPolicies({ name: null, addressLines: [], email: null });

export function isPolicyId(id: string | undefined): id is PolicyId {
  return (POLICY_IDS as readonly string[]).includes(id ?? "");
}

/** Links to every policy, in the order shown on the contact page and at the foot of each policy. */
export const policyLinks = POLICY_IDS.map((id) => ({
  id,
  title: policies[id].title,
  path: policies[id].path,
}));
