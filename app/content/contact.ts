// Contact details and business hours (spec §2 "Contact page", §9). One place for the site owner
// to edit. Every value marked PLACEHOLDER must be replaced with the real details before launch.
import { externalLinks } from "./links";

export const businessDetails = {
  /** PLACEHOLDER: the name of whoever runs the site and takes payments for courses. */
  name: "BS Degree Hub (placeholder operator name)",
  /** PLACEHOLDER: a real postal address. */
  addressLines: ["Placeholder address line", "City, State, PIN code", "India"],
  /** PLACEHOLDER: shared with the footer (app/content/links.ts). */
  email: externalLinks.contactEmail,
};

/** Business hours (spec §2, §9: Monday to Friday 9:00 to 18:00 IST). */
export const businessHours = {
  /** As written on the contact page. */
  display: "Monday to Friday 9:00 AM to 6:00 PM IST",
  /** As written in the policies. */
  short: "Monday to Friday, 9:00 to 18:00 IST",
  /** How soon we aim to answer a message. */
  replyTime: "We aim to reply within two business days.",
};

export const contactPage = {
  title: "Contact Us",
  description:
    "How to reach the team behind BS Degree Hub: our email, postal address, business hours and policies.",
  detailsTitle: "Business Details",
  hoursTitle: "Business Hours",
  policiesTitle: "Policies",
  policiesLead: "How courses, payments and your data are handled:",
  formHint: {
    before: "Prefer a form? Use the",
    link: "Get in Touch form",
    after: "on our About page.",
  },
};
